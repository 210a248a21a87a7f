/**
 * The compiled row acceptors (validateRows' fast verdict) accept exactly the rows the row
 * schemas accept: generated rows of every kind and, row by row, each broken in one way,
 * including a field that fails a check (the kind of issue after which the row schemas' rules
 * do not run), a rule that fails on valid fields, and an unknown key.
 */
import { describe, expect, it } from '@jest/globals';
import { fullSweep } from '../../shared/matrix/generate.js';
import { ROW_SCHEMAS, rowAcceptors, rowKind, rowSchemas } from '../../shared/matrix/rows-schema.js';
import { validateRows } from '../../shared/matrix/validate-rows.js';
import type { Row } from '../../shared/matrix/rows.js';
import { z } from '../../shared/zod.js';
import { fixture, inputsFrom } from './helpers.js';

const verdicts = (row: unknown) => {
  const kind = rowKind(row as Row);
  return {
    schema: ROW_SCHEMAS[kind].safeParse(row).success,
    acceptor: z.validate(rowAcceptors()[kind], row) as boolean,
  };
};

/** One way to break a row, applied to a copy; undefined deletes the key. */
const BREAKS: [string, Record<string, unknown>][] = [
  ['pp 0 (a check fails)', { pp: 0 }],
  ['tp a string', { tp: 'eight' }],
  ['node-count 0', { 'node-count': 0 }],
  ['node-count missing', { 'node-count': undefined }],
  ['an unknown key', { colour: 'red' }],
  ['disagg without kv-p2p-transfer (a rule fails)', { disagg: true, 'kv-p2p-transfer': undefined }],
  ['dcp-size not dividing tp (a rule fails)', { tp: 8, 'dcp-size': 3 }],
  ['a bad recipe fingerprint', { 'recipe-fingerprint': 'xyz' }],
  ['require-power false', { 'require-power': false }],
  ['conc a string', { conc: 'many' }],
  ['prefill not an object', { prefill: 1 }],
];

describe('row acceptors', () => {
  let rows: Row[] = [];
  const generated = async () => {
    if (!rows.length) {
      const inputs = await inputsFrom(fixture('mixed-master.yaml'));
      rows = [...(await fullSweep(inputs, {})), ...(await fullSweep(inputs, { evalsOnly: true }))];
    }
    return rows;
  };

  it('accept every generated row, of every kind, as the row schemas do', async () => {
    const all = await generated();
    expect(new Set(all.map((row) => rowKind(row)))).toEqual(new Set(Object.keys(ROW_SCHEMAS)));
    for (const row of all) expect(verdicts(row)).toEqual({ schema: true, acceptor: true });
  });

  it.each(BREAKS)('agree with the row schemas on each kind of row with %s', async (_name, change) => {
    const seen = new Set<string>();
    for (const row of await generated()) {
      const kind = rowKind(row);
      if (seen.has(kind)) continue;
      seen.add(kind);
      const broken: Record<string, unknown> = { ...row };
      for (const [key, value] of Object.entries(change))
        if (value === undefined) delete broken[key];
        else broken[key] = value;
      const { schema, acceptor } = verdicts(broken);
      expect({ kind, acceptor }).toEqual({ kind, acceptor: schema });
    }
  });

  it.each<[string, Record<string, unknown>]>([
    ['dcp-size not dividing tp (the rule fails)', { tp: 8, 'dcp-size': 3 }],
    ['pp 0 (a check fails)', { pp: 0 }],
    ['an unknown key', { colour: 'red' }],
  ])('agree on a multi-node row whose prefill worker has %s', async (_name, change) => {
    for (const row of (await generated()).filter((r) => r.prefill != null).slice(0, 2)) {
      const broken = { ...row, prefill: { ...(row.prefill as object), ...change } };
      expect(verdicts(broken)).toEqual({ schema: false, acceptor: false });
    }
  });

  it.each(Object.keys(ROW_SCHEMAS))(
    '%s compiles whole (no part left to the slower runtime parser)',
    (kind) => {
      const schema = rowSchemas(undefined)[kind as keyof typeof ROW_SCHEMAS];
      expect(() => z.compile(schema, { strict: true })).not.toThrow();
    },
  );

  it('validateRows still reports a rejected row with the row schema messages', async () => {
    const row = (await generated()).find((r) => r.prefill != null)!;
    const bad = { ...row, 'node-count': 0 };
    expect(() => validateRows([row, bad])).toThrow('failed validation');
    try {
      validateRows([bad]);
    } catch (error) {
      const issues = (error as { issues: { path?: string; message: string }[] }).issues;
      expect(issues.map((issue) => issue.path)).toContain('node-count');
    }
  });
});
