/**
 * The changelog entry schema (`ChangelogEntry`), defined once.
 * Validation follows the reference's lax coercions (booleans from 0/1/"yes"/…, integer
 * `eval-min-prefill-ep` from "2" or 2.0) so that every file the reference accepts is
 * accepted; the output is the serialised form (fixed key order, booleans always
 * present, null optionals omitted), which is exactly what `changelog_metadata` carries.
 * Stricter than the reference: snake_case spellings (`config_keys`), which the reference accepts
 * but no real entry uses, are rejected as unknown keys.
 */
import { z } from 'zod';
import { SCENARIO_TYPES } from './names.js';

const BOOL_WORDS: Record<string, boolean> = {
  '1': true,
  true: true,
  t: true,
  yes: true,
  y: true,
  on: true,
  '0': false,
  false: false,
  f: false,
  no: false,
  n: false,
  off: false,
};

/** pydantic v2 lax bool: bools, 0/1 (int or float) and the words above (case-insensitive). */
const laxBoolean = z.pipe(
  z.unknown(),
  z.transform((value, payload): boolean => {
    if (typeof value === 'boolean') return value;
    if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
    if (typeof value === 'string' && Object.hasOwn(BOOL_WORDS, value.trim().toLowerCase())) {
      return BOOL_WORDS[value.trim().toLowerCase()]!;
    }
    payload.issues.push({ code: 'custom', message: 'expected a boolean (true or false)', input: value });
    return z.NEVER;
  }),
);

/** pydantic v2 lax int >= 1: ints, integral floats, numeric strings, and `true` (1). */
const laxPositiveInt = z.pipe(
  z.unknown(),
  z.transform((value, payload): number | null => {
    if (value === null || value === undefined) return null;
    let number: number | undefined;
    if (typeof value === 'boolean') number = value ? 1 : 0;
    else if (typeof value === 'number' && Number.isInteger(value)) number = value;
    else if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) number = Number(value.trim());
    if (number === undefined) {
      payload.issues.push({ code: 'custom', message: 'expected a whole number', input: value });
      return z.NEVER;
    }
    if (number < 1) {
      payload.issues.push({ code: 'custom', message: 'must be at least 1', input: value });
      return z.NEVER;
    }
    return number;
  }),
);

const stringList = (what: string) =>
  z
    .array(z.string({ error: `each ${what} item must be a string` }), {
      error: `must be a list of strings (one '- item' per line)`,
    })
    .check(z.minLength(1, { error: 'must list at least one item' }));

const RawEntry = z.strictObject(
  {
    'config-keys': stringList('config key'),
    description: stringList('description'),
    'pr-link': z.string({ error: 'must be a string (the pull request URL or XXX)' }),
    'evals-only': z.optional(laxBoolean),
    'all-evals': z.optional(laxBoolean),
    'append-only': z.optional(laxBoolean),
    'eval-min-prefill-ep': z.optional(laxPositiveInt),
    'scenario-type': z.optional(
      z.nullable(
        z
          .array(z.enum(SCENARIO_TYPES, { error: `must be one of ${SCENARIO_TYPES.join(', ')}` }), {
            error: 'must be a list of scenario types',
          })
          .check(z.minLength(1, { error: 'must list at least one scenario type (or be omitted for both)' })),
      ),
    ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'unknown key (extra inputs are not permitted)'
        : 'must be a mapping',
  },
);

/** A validated entry in its serialised (metadata) form and key order. */
export const ChangelogEntry = z.pipe(
  RawEntry,
  z.transform((raw, payload) => {
    const entry = {
      'config-keys': raw['config-keys'],
      description: raw.description,
      'pr-link': raw['pr-link'],
      'evals-only': raw['evals-only'] ?? false,
      'all-evals': raw['all-evals'] ?? false,
      'append-only': raw['append-only'] ?? false,
      ...(raw['eval-min-prefill-ep'] != null ? { 'eval-min-prefill-ep': raw['eval-min-prefill-ep'] } : {}),
      ...(raw['scenario-type'] != null ? { 'scenario-type': raw['scenario-type'] } : {}),
    };
    if (
      entry['append-only'] &&
      (entry['evals-only'] || entry['all-evals'] || entry['eval-min-prefill-ep'] != null)
    ) {
      payload.issues.push({
        code: 'custom',
        message: 'append-only cannot be combined with eval selection fields',
        input: raw,
      });
      return z.NEVER;
    }
    return entry;
  }),
);
export type ChangelogEntry = z.output<typeof ChangelogEntry>;

/** One line per problem: "key.0: message (got value)". */
export function describeEntryIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => `'${k}'`).join(', ') : '';
      const path = issue.path.map(String).join('.');
      const where = keys ? `${keys}: ` : path ? `${path}: ` : '';
      const input = (issue as { input?: unknown }).input;
      const got =
        input !== undefined && !keys && typeof input !== 'object' ? ` (got ${JSON.stringify(input)})` : '';
      return `${where}${issue.message}${got}`;
    })
    .join('; ');
}

const KNOWN_KEYS = new Set([
  'config-keys',
  'description',
  'pr-link',
  'evals-only',
  'all-evals',
  'append-only',
  'eval-min-prefill-ep',
  'scenario-type',
]);

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

function isOptionalBoolean(value: unknown): value is boolean | undefined {
  return value === undefined || typeof value === 'boolean';
}

/**
 * The common case without zod: an entry that uses the plain types (string lists, a string
 * link, real booleans, an integer threshold) gives the same result as the schema, much faster
 * (the gate validates ~1,500 entries per run). Anything else goes through the schema, which
 * also writes the error messages.
 */
function plainEntry(value: Record<string, unknown>): ChangelogEntry | undefined {
  for (const key of Object.keys(value)) if (!KNOWN_KEYS.has(key)) return undefined;
  const keys = value['config-keys'];
  const description = value.description;
  const link = value['pr-link'];
  const evalsOnly = value['evals-only'];
  const allEvals = value['all-evals'];
  const appendOnly = value['append-only'];
  const ep = value['eval-min-prefill-ep'];
  const scenarios = value['scenario-type'];
  if (!isStringList(keys) || !isStringList(description) || typeof link !== 'string') return undefined;
  if (!isOptionalBoolean(evalsOnly) || !isOptionalBoolean(allEvals) || !isOptionalBoolean(appendOnly))
    return undefined;
  if (!(ep == null || (Number.isInteger(ep) && (ep as number) >= 1))) return undefined;
  if (!(
    scenarios == null ||
    (isStringList(scenarios) && scenarios.every((s) => (SCENARIO_TYPES as readonly string[]).includes(s)))
  )) {
    return undefined;
  }
  if (appendOnly && (evalsOnly || allEvals || ep != null)) return undefined;
  return {
    'config-keys': keys,
    description,
    'pr-link': link,
    'evals-only': evalsOnly ?? false,
    'all-evals': allEvals ?? false,
    'append-only': appendOnly ?? false,
    ...(ep != null ? { 'eval-min-prefill-ep': ep as number } : {}),
    ...(scenarios != null ? { 'scenario-type': scenarios as (typeof SCENARIO_TYPES)[number][] } : {}),
  };
}

export type EntryCheck =
  { ok: true; entry: ChangelogEntry } | { ok: false; error: z.core.$ZodError; firstKey?: string };

/** Validates one parsed entry (a mapping) against the schema. */
export function checkEntry(value: Record<string, unknown>): EntryCheck {
  const plain = plainEntry(value);
  if (plain) return { ok: true, entry: plain };
  const parsed = ChangelogEntry.safeParse(value);
  if (parsed.success) return { ok: true, entry: parsed.data };
  const issue = parsed.error.issues[0];
  const first =
    issue?.code === 'unrecognized_keys' && issue.path.length === 0 ? issue.keys[0] : issue?.path[0];
  return { ok: false, error: parsed.error, firstKey: typeof first === 'string' ? first : undefined };
}
