/**
 * What `collect aggregate` does to start fast: its own CLI bundle (dist/cli/collect/aggregate.cjs),
 * which must answer exactly as the group's sources do; the root's entry count reported before any
 * file is read; and V8's young generation allowed to grow again for a large tree.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readJsonFiles } from '../../io/result-tree.js';
import { runCliAsync, runCliBundle } from '../helpers/run-cli.js';
import { writeResultFolder, writeTree } from '../helpers/result-folders.mjs';

const dirs: string[] = [];
function tmp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-aggregate-start-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Rows as they come: nested folders, a flat file, an array, non-ASCII text, NaN, big integers. */
function resultTree(cwd: string, invalid = false): void {
  const results = join(cwd, 'results');
  writeResultFolder(results, 'b_job', JSON.stringify({ hw: 'h200', conc: 4, note: 'café → ✓' }, null, 2));
  writeResultFolder(results, 'a_job', '{\n  "tput": NaN,\n  "n": 123456789012345678901\n}\n', {
    inside: 'LOGS/deeper',
  });
  writeTree(results, {
    'flat.json': '[1, 2, {"k": [true, null]}]',
    'notes.txt': 'not json',
    ...(invalid ? { 'bmk_bad/agg_bad.json': '{"a": 1,}' } : {}),
  });
}

describe('the collect aggregate bundle answers as the sources do', () => {
  it.each([
    ['a valid tree', false, []],
    ['an invalid file (strict: exit 1, no output file)', true, []],
    ['an invalid file with --skip-invalid and --format table', true, ['--skip-invalid', '--format', 'table']],
  ])('%s', async (_name, invalid, flags) => {
    const [bundleDir, sourceDir] = [tmp(), tmp()];
    resultTree(bundleDir, invalid);
    resultTree(sourceDir, invalid);
    const args = ['collect', 'aggregate', 'results', 'exp', ...flags];
    const bundle = await runCliBundle(args, { cwd: bundleDir, isolatedEnv: true });
    const source = await runCliAsync(args, { cwd: sourceDir, isolatedEnv: true });
    expect(bundle).toEqual(source);
    const read = (dir: string) => {
      try {
        return readFileSync(join(dir, 'agg_exp.json'), 'utf8');
      } catch {
        return undefined;
      }
    };
    expect(read(bundleDir)).toEqual(read(sourceDir));
    expect(bundle.code === 0).toBe(read(bundleDir) !== undefined);
  });
});

describe('readJsonFiles: beforeReading', () => {
  it('is told the root entry count once, before any file is read', () => {
    const root = join(tmp(), 'results');
    const paths = ['one', 'two', 'three'].map((job) => writeResultFolder(root, job, '{}'));
    const counts: number[] = [];
    // A file removed in the callback shows whether reading had begun: if not, it is not found.
    const files = readJsonFiles(root, {
      beforeReading: (n) => {
        counts.push(n);
        unlinkSync(paths[0]!);
      },
    });
    expect(counts).toEqual([3]);
    expect(files.map((f) => f.path).sort()).toEqual(['bmk_three/agg_three.json', 'bmk_two/agg_two.json']);
  });
});

const LONG_RUN_FLAGS = '--semi-space-growth-factor=2 --interrupt-budget=67584';

describe('tuneV8ForFolders', () => {
  const setFlagsFromString = jest.fn();
  jest.unstable_mockModule('node:v8', () => ({ setFlagsFromString }));

  it.each([
    [9_999, undefined, []],
    [10_000, undefined, [[LONG_RUN_FLAGS]]],
    [50_000, undefined, [[LONG_RUN_FLAGS]]],
    [50_000, '1', []],
  ])('%d root entries, SWEEPKIT_NO_V8_TUNING=%s', async (folders, noTuning, calls) => {
    const { tuneV8ForFolders, LONG_RUN_FLAGS: flags } = await import('../../io/v8-tuning.js');
    expect(flags).toBe(LONG_RUN_FLAGS);
    setFlagsFromString.mockClear();
    const before = process.env.SWEEPKIT_NO_V8_TUNING;
    if (noTuning === undefined) delete process.env.SWEEPKIT_NO_V8_TUNING;
    else process.env.SWEEPKIT_NO_V8_TUNING = noTuning;
    try {
      tuneV8ForFolders(folders);
    } finally {
      if (before === undefined) delete process.env.SWEEPKIT_NO_V8_TUNING;
      else process.env.SWEEPKIT_NO_V8_TUNING = before;
    }
    expect(setFlagsFromString.mock.calls).toEqual(calls);
  });
});
