/**
 * `sweepkit matrix validate`: hand-built rows against the row schemas (node-count included).
 * Every problem names the row index, its kind and the field. Generated rows pass as they are.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { fullSweep } from '../../shared/matrix/generate.js';
import { rowIssues } from '../../shared/matrix/validate-rows.js';
import { formatIssue } from '../../shared/errors.js';
import type { Row } from '../../shared/matrix/rows.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { fixture, inputsFrom } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'matrix-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let generated: Row[] = [];
const rows = async () => {
  if (!generated.length)
    generated = await fullSweep(await inputsFrom(fixture('mixed-master.yaml')), { noEvals: true });
  return structuredClone(generated);
};
const firstOf = async (kind: (row: Row) => boolean) => (await rows()).find(kind)!;
const multiNode = (row: Row) => row.prefill != null;

describe('rowIssues', () => {
  it('generated rows are valid', async () => {
    expect(rowIssues(await rows())).toEqual([]);
  });

  it.each<[string, () => Promise<unknown>, string[]]>([
    [
      'not an array',
      async () => ({ rows: [] }),
      ['m.json: expected a JSON array of matrix rows; give [ {row}, ... ]'],
    ],
    [
      'a row that is not an object',
      async () => [1],
      ['m.json: row 0: a matrix row must be an object (got 1)'],
    ],
    [
      'a multi-node row without node-count',
      async () => {
        const row = await firstOf(multiNode);
        delete row['node-count'];
        return [await firstOf((r) => !multiNode(r)), row];
      },
      ['m.json: row 1 (multi-node-fixed): node-count: missing required field'],
    ],
    [
      'a wrong type and an unknown field',
      async () => {
        const row = await firstOf((r) => !multiNode(r));
        return [{ ...row, tp: 'eight', colour: 'red' }];
      },
      [
        "m.json: row 0 (single-node-fixed): tp: Invalid input: expected number, received string (got 'eight')",
        "m.json: row 0 (single-node-fixed): colour: unknown field 'colour' (Extra inputs are not permitted); remove it or fix its spelling",
      ],
    ],
  ])('%s', async (_name, value, lines) => {
    const messages = rowIssues(await value(), 'm.json').map(formatIssue);
    for (const line of lines) expect(messages).toContainEqual(line);
    expect(messages).toHaveLength(lines.length);
  });
});

describe('sweepkit matrix validate (the real CLI)', () => {
  it('a valid file: exit 0, one OK line on stderr, nothing on stdout; rows on stdin via -', async () => {
    const file = join(dir, 'ok.json');
    const valid = await rows();
    writeFileSync(file, JSON.stringify(valid));
    const ok = await runCliAsync(['matrix', 'validate', file]);
    expect(ok).toEqual({ code: 0, stdout: '', stderr: `OK: ${file}: ${valid.length} matrix row(s) valid\n` });
    const broken = valid.map((row) => (multiNode(row) ? { ...row, 'node-count': undefined } : row));
    const bad = await runCliAsync(['matrix', 'validate', '-'], { input: JSON.stringify(broken) });
    expect([bad.code, bad.stdout]).toEqual([1, '']);
    expect(bad.stderr).toMatch(
      /^ERROR: <stdin>: \d+ problem\(s\) in the matrix rows:\n {2}<stdin>: row \d+ \(multi-node-(fixed|agentic)\): node-count: /,
    );
  });
});
