import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/run-cli.js';
import { cliPath, fixturesDir } from '../helpers/paths.js';
import { spawnSync } from 'node:child_process';

// bin/run-bundle.js keeps a V8 code cache per CLI bundle. What matters to a user: the output
// never depends on it, a stale or broken cache is replaced, and turning it off writes nothing.
const args = [
  'matrix',
  'test-config',
  '--config-files',
  join(fixturesDir, 'matrix', 'mixed-master.yaml'),
  '--runner-config',
  join(fixturesDir, 'matrix', 'runners.yaml'),
  '--config-keys',
  '*',
];

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'sweepkit-code-cache-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const run = (env: NodeJS.ProcessEnv = {}) =>
  runCli(args, { env: { SWEEPKIT_CODE_CACHE_DIR: cacheDir, ...env } });
const cacheFiles = () => readdirSync(cacheDir).filter((name) => name.startsWith('matrix-'));

describe('CLI code cache', () => {
  it('is written by the first run and gives the same output on the next', () => {
    const first = run();
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout).length).toBeGreaterThan(0);
    expect(cacheFiles()).toHaveLength(1);
    const written = statSync(join(cacheDir, cacheFiles()[0]!));
    const second = run();
    expect(second).toEqual(first);
    expect(cacheFiles()).toHaveLength(1);
    // Accepted, not rewritten: V8 keys the cache on its flags, which the runner sets first.
    const kept = statSync(join(cacheDir, cacheFiles()[0]!));
    expect([kept.ino, kept.mtimeMs]).toEqual([written.ino, written.mtimeMs]);
  });

  it("gives the same output with V8's default flags (SWEEPKIT_NO_V8_TUNING=1)", () => {
    const tuned = run();
    expect(tuned.code).toBe(0);
    expect(run({ SWEEPKIT_NO_V8_TUNING: '1', SWEEPKIT_NO_CODE_CACHE: '1' })).toEqual(tuned);
  });

  it('replaces a corrupted cache and still answers correctly', () => {
    const reference = run();
    const [file] = cacheFiles();
    writeFileSync(join(cacheDir, file!), Buffer.from('not a V8 code cache'));
    const rerun = run();
    expect(rerun).toEqual(reference);
    expect(readFileSync(join(cacheDir, file!)).length).toBeGreaterThan(1000);
  });

  it.each([0.3, 0.5, 0.9])(
    'discards and rebuilds a cache with one flipped bit at %p of its length (V8 does not check contents)',
    (where) => {
      const reference = run();
      const [file] = cacheFiles();
      const path = join(cacheDir, file!);
      const good = readFileSync(path);
      const flipped = Buffer.from(good);
      flipped[Math.floor(flipped.length * where)]! ^= 0x10;
      writeFileSync(path, flipped);
      // Before the check, such a cache crashed (exit 133) or hung every later run.
      const rerun = spawnSync(process.execPath, [cliPath, ...args], {
        env: { ...process.env, SWEEPKIT_CODE_CACHE_DIR: cacheDir },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect({ code: rerun.status, stdout: rerun.stdout, stderr: rerun.stderr }).toEqual(reference);
      expect(readFileSync(path).equals(good)).toBe(false);
      expect(run()).toEqual(reference);
    },
  );

  it('removes caches of an older bundle of the same group', () => {
    writeFileSync(join(cacheDir, 'matrix-0000000000000000.v8'), 'old');
    writeFileSync(join(cacheDir, 'changelog-0000000000000000.v8'), 'other group');
    expect(run().code).toBe(0);
    expect(cacheFiles()).toHaveLength(1);
    expect(cacheFiles()[0]).not.toBe('matrix-0000000000000000.v8');
    expect(readdirSync(cacheDir)).toContain('changelog-0000000000000000.v8');
  });

  it('writes nothing with SWEEPKIT_NO_CODE_CACHE=1', () => {
    const result = run({ SWEEPKIT_NO_CODE_CACHE: '1' });
    expect(result.code).toBe(0);
    expect(readdirSync(cacheDir)).toEqual([]);
  });

  it('keeps working when the cache folder cannot be created', () => {
    const blocker = join(cacheDir, 'a-file');
    writeFileSync(blocker, '');
    const result = runCli(args, { env: { SWEEPKIT_CODE_CACHE_DIR: join(blocker, 'cache') } });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
  });
});
