/**
 * File errors name the path and say what was expected: a directory, a non-UTF-8 file or an
 * unreadable file given as a config, a runner file, a recipe or the compare baselines. Before,
 * `--config-files /tmp` gave `EISDIR: illegal operation on a directory, read` with no path.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { SweepkitError } from '../../shared/errors.js';
import { readSource, repoFileReader } from '../../io/matrix-files.js';
import { compareCommand } from '../../cli/collect/compare.js';

const dir = mkdtempSync(join(tmpdir(), 'file-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'configs'));
writeFileSync(join(dir, 'latin1.yaml'), Buffer.from([0x6b, 0x3a, 0x20, 0xe9, 0x0a]));
writeFileSync(join(dir, 'locked.yaml'), 'k: 1\n');
chmodSync(join(dir, 'locked.yaml'), 0o000);
const root = process.getuid?.() === 0; // root reads any file: no permission error to see

function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SweepkitError);
    return (error as Error).message;
  }
  throw new Error('expected an error');
}

describe('a file that cannot be read names its path and what was expected', () => {
  it.each<[string, () => unknown, string]>([
    [
      'a directory as a config file',
      () => readSource('configs', dir),
      'configs: the config file is a directory; expected a readable UTF-8 text file',
    ],
    [
      'a config file that is not UTF-8',
      () => readSource('latin1.yaml', dir),
      'latin1.yaml:1: latin1.yaml is not UTF-8: invalid byte sequence on line 1; save the file as UTF-8',
    ],
    [
      'a directory as a recipe',
      () => repoFileReader(dir)('configs'),
      'configs: the file is a directory; expected a readable UTF-8 text file',
    ],
  ])('%s', (_name, run, message) => {
    expect(thrown(run)).toBe(message);
  });

  (root ? it.skip : it)('an unreadable file', () => {
    expect(thrown(() => readSource('locked.yaml', dir))).toBe(
      'locked.yaml: the config file cannot be read: permission denied; expected a readable UTF-8 text file',
    );
  });

  it('a missing config file is still left to the loader (its own "does not exist" message)', () => {
    expect(readSource('nope.yaml', dir)).toEqual({ path: 'nope.yaml', text: undefined });
  });

  it.each<[string, string]>([
    [
      dir,
      `${dir}: the baselines file is a directory; expected a readable UTF-8 JSON file: give the JSON array`,
    ],
    [
      join(dir, 'nope.json'),
      `${join(dir, 'nope.json')}: the baselines file does not exist; expected a readable UTF-8 JSON file: give the JSON array`,
    ],
  ])('collect compare --baselines %s', async (baselines, message) => {
    await expect(compareCommand.run([dir, '--baselines', baselines])).rejects.toThrow(message);
  });
});
