import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from '../../shared/zod.js';
import { readYaml } from '../../shared/config/yaml.js';
import { masterEntrySchemaFor } from '../../shared/config/master-schema.js';
import { RunnerConfigSchema } from '../../shared/config/runners-schema.js';
import { fastAcceptor } from '../../shared/zod-fast-path.js';
import { ROW_SCHEMAS, rowKind } from '../../shared/matrix/rows-schema.js';
import { fullSweep } from '../../shared/matrix/generate.js';
import { describeWithSharedMaterial, projectRoot, sharedMaterialDir } from '../helpers/paths.js';
import { seededRandom as random } from '../helpers/random.js';
import { fixture, inputsFrom } from './helpers.js';

type Obj = Record<string, unknown>;

/** Values that probe every leaf rule: types, finiteness, integer range, bounds, lengths, enums. */
const ODD_VALUES: unknown[] = [
  null,
  undefined,
  0,
  -1,
  1,
  1.5,
  2 ** 53,
  NaN,
  Infinity,
  -0,
  '',
  '8',
  'mtp',
  'none',
  'dram',
  'image:foo',
  true,
  false,
  [],
  [1, 2],
  ['x'],
  {},
  { name: 'r', version: 'v1' },
  new Date(0),
];

/** Every path to a value inside `value` (objects and arrays). */
function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, child] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(key) : key];
      out.push(path);
      paths(child, path, out);
    }
  }
  return out;
}

function mutate(value: unknown, next: () => number): unknown {
  const copy = structuredClone(value) as Obj;
  const all = paths(copy);
  if (all.length === 0) return ODD_VALUES[Math.floor(next() * ODD_VALUES.length)];
  const path = all[Math.floor(next() * all.length)]!;
  let parent: Obj = copy;
  for (const key of path.slice(0, -1)) parent = parent[key as string] as Obj;
  const last = path[path.length - 1]!;
  const kind = next();
  if (kind < 0.15 && !Array.isArray(parent)) delete parent[last as string];
  else if (kind < 0.25 && !Array.isArray(parent)) parent[`extra-${Math.floor(next() * 3)}`] = 1;
  else parent[last as string] = ODD_VALUES[Math.floor(next() * ODD_VALUES.length)];
  return copy;
}

/** The contract: the fast path never accepts what zod rejects. */
function expectNeverLooser(schema: z.ZodMiniType, value: unknown) {
  if (fastAcceptor(schema)(value)) expect(schema.safeParse(value).success).toBe(true);
}

async function exampleEntries(): Promise<Obj[]> {
  const entries: Obj[] = [];
  for (const file of ['nvidia-master.yaml', 'amd-master.yaml'])
    entries.push(
      ...Object.values(
        (await readYaml(readFileSync(join(projectRoot, 'configs', file), 'utf8'), file)) as Obj,
      ).map((e) => e as Obj),
    );
  for (const file of ['mixed-master.yaml', 'sweep-master.yaml'])
    entries.push(...Object.values((await readYaml(fixture(file), file)) as Obj).map((e) => e as Obj));
  return entries;
}

describe('fastAcceptor on master config entries', () => {
  it('accepts every valid example and fixture entry (so the fast path is really taken)', async () => {
    const entries = await exampleEntries();
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      const schema = masterEntrySchemaFor(entry);
      expect(schema.safeParse(entry).success).toBe(true);
      expect(fastAcceptor(schema)(entry)).toBe(true);
    }
  });

  it('never accepts a mutated entry that zod rejects (seeded, 40 mutations per entry)', async () => {
    const entries = await exampleEntries();
    const next = random(7);
    let rejectedByZod = 0;
    for (const entry of entries) {
      for (let round = 0; round < 40; round++) {
        const mutated = mutate(entry, next) as Obj;
        const schema = masterEntrySchemaFor(mutated ?? {});
        expectNeverLooser(schema, mutated);
        if (!schema.safeParse(mutated).success) rejectedByZod++;
      }
    }
    // The mutations must really probe rejections, not only harmless edits.
    expect(rejectedByZod).toBeGreaterThan(entries.length * 10);
  });

  it('rejects the cross-field rules through zod refinements (range and list, tp/dcp-size, hardware pairing)', () => {
    const base = {
      image: 'i',
      model: 'm',
      'model-prefix': 'm',
      precision: 'fp8',
      framework: 'f',
      runner: 'h200',
      multinode: false,
      scenarios: { 'fixed-seq-len': [{ isl: 1, osl: 1, 'search-space': [{ tp: 8, 'conc-list': [4] }] }] },
    };
    const schema = masterEntrySchemaFor(base);
    expect(fastAcceptor(schema)(base)).toBe(true);
    const both = structuredClone(base) as Obj;
    ((both.scenarios as Obj)['fixed-seq-len'] as Obj[])[0]!['search-space'] = [
      { tp: 8, 'conc-list': [4], 'conc-start': 1, 'conc-end': 2 },
    ];
    expect(fastAcceptor(schema)(both)).toBe(false);
    const dcp = structuredClone(base) as Obj;
    ((dcp.scenarios as Obj)['fixed-seq-len'] as Obj[])[0]!['search-space'] = [
      { tp: 6, 'dcp-size': 4, 'conc-list': [4] },
    ];
    expect(fastAcceptor(schema)(dcp)).toBe(false);
    expect(schema.safeParse(dcp).success).toBe(false);
  });
});

describe('fastAcceptor on matrix rows and the runners file', () => {
  it('accepts generated rows of every kind and never accepts a mutated row zod rejects', async () => {
    const rows = await fullSweep(await inputsFrom(fixture('mixed-master.yaml')), {});
    const kinds = new Set(rows.map((row) => rowKind(row as Obj)));
    expect(kinds.size).toBeGreaterThan(1);
    const next = random(11);
    for (const row of rows) {
      const schema = ROW_SCHEMAS[rowKind(row as Obj)];
      expect(fastAcceptor(schema)(row)).toBe(true);
      for (let round = 0; round < 10; round++) expectNeverLooser(schema, mutate(row, next));
    }
  });

  it('accepts the runners fixture and never accepts a mutated runners file zod rejects', async () => {
    const runners = await readYaml(fixture('runners.yaml'), 'runners.yaml');
    expect(fastAcceptor(RunnerConfigSchema)(runners)).toBe(true);
    const next = random(3);
    for (let round = 0; round < 200; round++) expectNeverLooser(RunnerConfigSchema, mutate(runners, next));
  });
});

describe('fastAcceptor hands to zod what it does not model', () => {
  it.each([
    ['a default', z.strictObject({ a: z._default(z.number(), 1) }), {}],
    [
      'a transform',
      z.pipe(
        z.string(),
        z.transform((s) => s.length),
      ),
      'abc',
    ],
    ['coercion', z.coerce.number(), '5'],
    ['an overwrite check', z.string().check(z.trim()), ' a '],
    ['a lazy (recursive) schema', z.lazy(() => z.string()), 'a'],
    ['a discriminated union', z.discriminatedUnion('k', [z.object({ k: z.literal('a') })]), { k: 'a' }],
    ['an async refinement', z.string().check(z.refine(async () => true)), 'a'],
    ['a record keyed by an enum', z.record(z.enum(['a']), z.number()), { a: 1 }],
    [
      'an optional key inside a union',
      z.strictObject({ a: z.union([z.optional(z.string()), z.number()]) }),
      {},
    ],
  ])('%s: never claims acceptance', (_, schema, value) => {
    expect(fastAcceptor(schema as z.ZodMiniType)(value)).toBe(false);
  });

  it('follows zod on absent optional keys, strict, loose and stripping objects', () => {
    const shape = { a: z.number(), b: z.optional(z.string()) };
    const cases: [z.ZodMiniType, unknown, boolean][] = [
      [z.strictObject(shape), { a: 1 }, true],
      [z.strictObject(shape), { a: 1, b: undefined }, true],
      [z.strictObject(shape), { b: 'x' }, false],
      [z.strictObject(shape), { a: 1, c: 1 }, false],
      [z.object(shape), { a: 1, c: 1 }, true],
      [z.looseObject(shape), { a: 1, c: 1 }, true],
      [z.strictObject(shape), [1], false],
      [z.strictObject({ a: z.int().check(z.positive()) }), { a: 0 }, false],
      [z.strictObject({ a: z.int().check(z.nonnegative()) }), { a: 0 }, true],
      [z.strictObject({ a: z.number().check(z.lte(1)) }), { a: 1 }, true],
      [z.strictObject({ a: z.number().check(z.lt(1)) }), { a: 1 }, false],
      [z.string().check(z.minLength(1)), '', false],
      [z.number(), NaN, false],
      [z.number(), -Infinity, false],
      [z.int(), 2 ** 53, false],
      [z.int(), 1.5, false],
      [z.union([z.number(), z.array(z.number())]), [1, 2], true],
      [z.enum(['x', 'y']), 'z', false],
      [z.record(z.string(), z.array(z.string())), { a: ['x'], b: [] }, true],
      [z.record(z.string(), z.array(z.string())), { a: [1] }, false],
      [z.record(z.string(), z.number()), [], false],
      [z.strictObject({ a: z.optional(z.nullable(z.number())) }), {}, true],
      [z.strictObject({ a: z.nullable(z.number()) }), {}, false],
    ];
    for (const [schema, value, expected] of cases) {
      expect(schema.safeParse(value).success).toBe(expected);
      expect(fastAcceptor(schema)(value)).toBe(expected);
    }
  });
});

describeWithSharedMaterial('fastAcceptor on the real master configs', () => {
  it('accepts every entry of the real nvidia and amd master files', async () => {
    for (const file of ['nvidia-master.yaml', 'amd-master.yaml']) {
      const path = join(sharedMaterialDir, 'parity', 'data', 'configs', file);
      const doc = (await readYaml(readFileSync(path, 'utf8'), path)) as Obj;
      for (const entry of Object.values(doc) as Obj[])
        expect(fastAcceptor(masterEntrySchemaFor(entry))(entry)).toBe(true);
    }
  });
});
