/** `collect aggregate` from the CLI bundle answers exactly as the group's sources do, file included. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
