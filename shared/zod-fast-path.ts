/**
 * A fast path in front of zod for large, mostly valid inputs (the real master configs: 208
 * entries, ~2,000 nested objects, validated in full on every run). zod builds a parsed copy
 * of every object and an issue list per field; in a cold process that is most of the
 * generator's validation time. `fastAcceptor(schema)` walks the SAME schema definition and
 * only answers "zod would accept this value": true is a promise, false means "ask zod",
 * which then produces the verdict and the messages. No rule is restated here:
 * - containers (object, record, array, optional, nullable, union, pipe) are walked as zod walks
 *   them (zod 4.6 semantics: absent optional keys, strict/loose/strip unknown keys);
 * - every leaf (string, number, literal, enum, custom, ...) is run by zod itself, and every
 *   check (refinements included) is zod's own check function on a clean payload;
 * - a schema with anything that could change the value (defaults, transforms, coercion,
 *   overwrites, async) or that this walker does not know is handed to zod as a whole.
 * Tests compare both verdicts on valid and mutated inputs (test/matrix/zod-fast-path.test.ts).
 */
import type { z } from './zod.js';

type Schema = z.core.$ZodType;
type Accept = (value: unknown) => boolean;
type Payload = { value: unknown; issues: unknown[] };

/** Leaf types zod parses without changing the value (when not coerced). */
const PURE_LEAVES = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'unknown',
  'any',
  'literal',
  'enum',
  'custom',
  'never',
]);
/** Checks that only report issues (no overwrite/transform of the value). */
const PURE_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'greater_than',
  'less_than',
  'number_format',
  'multiple_of',
  'string_format',
  'custom',
]);

const CONTEXT = { async: false } as const;

class Unsupported extends Error {}

function internals(schema: Schema) {
  return schema._zod as unknown as {
    def: Record<string, unknown> & { type: string; checks?: Schema[] };
    run: (payload: Payload, ctx: typeof CONTEXT) => Payload | Promise<Payload>;
  };
}

/** zod's own run of a node on a fresh payload: accepted when it adds no issue. */
function zodAccepts(schema: Schema): Accept {
  const run = internals(schema).run;
  return (value) => {
    const result = run({ value, issues: [] }, CONTEXT);
    return !isThenable(result) && (result as Payload).issues.length === 0;
  };
}

function isThenable(value: unknown): boolean {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * The type tests of the commonest leaves, as zod 4.6 states them (typeof, finite numbers,
 * `values` of literals and enums); everything else is run by zod.
 */
function leafAcceptor(schema: Schema): Accept | undefined {
  const zod = internals(schema);
  if (zod.def.coerce) return undefined;
  switch (zod.def.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'literal':
    case 'enum': {
      const values = (zod as unknown as { values?: Set<unknown> }).values;
      return values && ((value) => values.has(value));
    }
    default:
      return undefined;
  }
}

type CheckDef = { check: string; when?: (payload: Payload) => boolean; [key: string]: unknown };

/** Number and length checks stated directly; anything else runs zod's check function. */
function checkAcceptor(check: Schema): Accept {
  const def = check._zod.def as unknown as CheckDef;
  if (!PURE_CHECKS.has(def.check)) throw new Unsupported(def.check);
  if (!def.when) {
    const bound = def.value as number;
    if (def.check === 'number_format' && def.format === 'safeint')
      return (value) => Number.isSafeInteger(value);
    if (def.check === 'greater_than' && typeof bound === 'number')
      return def.inclusive ? (value) => (value as number) >= bound : (value) => (value as number) > bound;
    if (def.check === 'less_than' && typeof bound === 'number')
      return def.inclusive ? (value) => (value as number) <= bound : (value) => (value as number) < bound;
  }
  const run = (check._zod as unknown as { check: (payload: Payload) => unknown }).check;
  const when = def.when;
  return (value) => {
    const payload: Payload = { value, issues: [] };
    if (when && !when(payload)) return true;
    return !isThenable(run(payload)) && payload.issues.length === 0;
  };
}

/**
 * The node's own checks (refinements, lengths, bounds), in zod's order. A schema that is itself
 * a check (zod/mini's `z.int()`, string formats) runs first, as zod runs it.
 */
function checksOf(schema: Schema): Accept | undefined {
  const own = internals(schema).def.checks ?? [];
  const selfCheck = (schema._zod as unknown as { traits: Set<string> }).traits.has('$ZodCheck');
  const checks = (selfCheck ? [schema, ...own] : own).map(checkAcceptor);
  if (checks.length === 0) return undefined;
  if (checks.length === 1) return checks[0];
  return (value) => {
    for (let i = 0; i < checks.length; i++) if (!checks[i]!(value)) return false;
    return true;
  };
}

function withChecks(schema: Schema, accept: Accept): Accept {
  const checks = checksOf(schema);
  return checks ? (value) => accept(value) && checks(value) : accept;
}

/**
 * Whether zod accepts an object without this key: read from the schema's structure, not
 * from zod's lazily computed optin/optout (computing those in a cold process costs more
 * than the whole walk). Only the shapes whose answer is plain are modelled.
 */
function absentKeyAccepted(field: Schema): boolean {
  const def = internals(field).def;
  switch (def.type) {
    case 'optional': {
      const inner = internals(def.innerType as Schema).def.type;
      if (inner === 'default' || inner === 'prefault') throw new Unsupported('defaulted key');
      return true;
    }
    case 'nullable':
      return absentKeyAccepted(def.innerType as Schema);
    case 'pipe':
      if (absentKeyAccepted(def.in as Schema)) throw new Unsupported('optional pipe');
      return false;
    case 'union':
      if ((def.options as Schema[]).some(absentKeyAccepted)) throw new Unsupported('optional union');
      return false;
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'exact_optional':
    case 'nonoptional':
    case 'lazy':
      throw new Unsupported(`key of type ${def.type}`);
    default:
      return false;
  }
}

function recordAcceptor(schema: Schema): Accept {
  const def = internals(schema).def as unknown as { keyType: Schema; valueType: Schema; mode?: string };
  const key = internals(def.keyType);
  // Only records keyed by any string: other key schemas decide per key in ways not modelled here.
  if (key.def.type !== 'string' || key.def.checks?.length || def.mode === 'loose')
    throw new Unsupported('record key');
  const accept = build(def.valueType);
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return false;
    for (const name of Reflect.ownKeys(value)) {
      if (typeof name !== 'string') return false;
      if (name === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, name)) continue;
      if (!accept((value as Record<string, unknown>)[name])) return false;
    }
    return true;
  };
}

function objectAcceptor(schema: Schema): Accept {
  const def = internals(schema).def as unknown as {
    shape: Record<string, Schema>;
    catchall?: Schema;
  };
  const keys = Object.keys(def.shape).filter((key) => key !== '__proto__'); // zod skips it too
  const absentOk = keys.map((key) => absentKeyAccepted(def.shape[key]!));
  const accepts = keys.map((key) => build(def.shape[key]!));
  const catchall = def.catchall;
  const strict = catchall !== undefined && internals(catchall).def.type === 'never';
  const acceptExtra = catchall && !strict ? build(catchall) : undefined;
  const known = new Set(keys);
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const input = value as Record<string, unknown>;
    let present = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (!(key in input)) {
        if (absentOk[i]) continue;
        return false;
      }
      present++;
      if (!accepts[i]!(input[key])) return false;
    }
    // Strict: no key beyond the declared ones (a miscount only sends the value to zod).
    if (strict) return Object.keys(input).length === present;
    if (acceptExtra) for (const key in input) if (!known.has(key) && !acceptExtra(input[key])) return false;
    return true; // z.object strips unknown keys
  };
}

function build(schema: Schema): Accept {
  const { def } = internals(schema);
  switch (def.type) {
    case 'object':
      return withChecks(schema, objectAcceptor(schema));
    case 'record':
      return withChecks(schema, recordAcceptor(schema));
    case 'array': {
      const element = build(def.element as Schema);
      // Plain loops, not every(): this runs thousands of times in a cold process.
      return withChecks(schema, (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
        return true;
      });
    }
    case 'optional': {
      const inner = build(def.innerType as Schema);
      return withChecks(schema, (value) => value === undefined || inner(value));
    }
    case 'nullable': {
      const inner = build(def.innerType as Schema);
      return withChecks(schema, (value) => value === null || inner(value));
    }
    case 'union': {
      // Plain unions only: a discriminated or exclusive union decides differently.
      if (def.discriminator !== undefined || def.inclusive === false) throw new Unsupported('union kind');
      const options = (def.options as Schema[]).map(build);
      return withChecks(schema, (value) => options.some((accept) => accept(value)));
    }
    case 'pipe': {
      // Pure nodes leave the value as it is, so the second stage sees the input itself.
      const first = build(def.in as Schema);
      const second = build(def.out as Schema);
      return withChecks(schema, (value) => first(value) && second(value));
    }
    default: {
      if (!PURE_LEAVES.has(def.type) || def.coerce) throw new Unsupported(def.type);
      const checks = checksOf(schema); // also rejects impure checks
      const leaf = leafAcceptor(schema);
      if (!leaf) return zodAccepts(schema);
      return checks ? (value) => leaf(value) && checks(value) : leaf;
    }
  }
}

const cache = new WeakMap<Schema, Accept>();

/** A predicate true only when `schema` accepts `value` (false: run the schema for its verdict). */
export function fastAcceptor(schema: Schema): Accept {
  let accept = cache.get(schema);
  if (!accept) {
    try {
      accept = build(schema);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      accept = () => false;
    }
    cache.set(schema, accept);
  }
  return accept;
}
