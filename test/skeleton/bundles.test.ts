/**
 * The runner contract on the committed bundles. The rest of the suite runs the sources
 * in-process (test/helpers/in-process.ts); these tests spawn each bundle as the runner or a user
 * does and check that it answers exactly as its sources do: the same exit code, stdout, stderr,
 * annotations and outputs. A bundle built from older sources fails here ("run npm run build").
 */
import { describe, expect, it } from '@jest/globals';
import { runActionBundle, runAction } from '../helpers/run-action.js';
import { runCliAsync, runCliBundle } from '../helpers/run-cli.js';
import { sideBySide } from '../helpers/side-by-side.js';

// A spawned bundle mostly waits for a core (a Node start here is page faults and compiling), so
// the rows of each table start their processes side by side, a few at a time; the in-process
// runs they are compared with take turns.
const AT_ONCE = 4;

// One command per CLI bundle (dist/cli/<group>): its help (exit 0, stdout) and a usage error
// (exit 2, stderr, nothing on stdout).
const GROUPS: [string, string[]][] = [
  ['matrix', ['matrix', 'full-sweep']],
  ['changelog', ['changelog', 'validate']],
  ['github', ['reuse', 'find']],
  ['collect', ['collect', 'aggregate']],
  ['simulate', ['simulate']],
  ['run', ['run', 'find']],
  ['e2e', ['e2e', 'dispatch']],
  ['ops', ['merge-with-reuse']],
];

// An isolated environment: no token, no repository, an API nobody listens on.
const env = { GITHUB_API_URL: 'http://127.0.0.1:9' };

describe('CLI bundles answer as their sources do', () => {
  const help = sideBySide(
    GROUPS,
    async ([, command]) => {
      const args = [...command, '--help'];
      const bundle = await runCliBundle(args, { env, isolatedEnv: true });
      expect(bundle).toMatchObject({ code: 0, stderr: '' });
      expect(bundle.stdout).toMatch(/^usage: sweepkit /i);
      expect(bundle).toEqual(await runCliAsync(args, { env, isolatedEnv: true }));
    },
    { atOnce: AT_ONCE },
  );
  it.each(GROUPS.map(([group], index) => [group, index] as const))('%s: --help', (_group, index) =>
    help(index),
  );

  const unknownFlag = sideBySide(
    GROUPS,
    async ([, command]) => {
      const args = [...command, '--bogus'];
      const bundle = await runCliBundle(args, { env, isolatedEnv: true });
      expect(bundle).toMatchObject({ code: 2, stdout: '' });
      expect(bundle.stderr).toMatch(/^usage error: /);
      expect(bundle).toEqual(await runCliAsync(args, { env, isolatedEnv: true }));
    },
    { atOnce: AT_ONCE },
  );
  it.each(GROUPS.map(([group], index) => [group, index] as const))('%s: an unknown flag', (_group, index) =>
    unknownFlag(index),
  );
});

const ACTIONS = [
  'canary-select',
  'changelog-gate',
  'collect-results',
  'fork-dispatch',
  'matrix-generate',
  'reuse-gate',
  'trigger-ingest',
];

describe('action bundles answer as their sources do', () => {
  // No inputs at all: every action refuses, with annotations naming what is missing.
  const withoutInputs = sideBySide(
    ACTIONS,
    async (name) => {
      const options = { env: { GITHUB_API_URL: 'http://127.0.0.1:9' } };
      const bundle = await runActionBundle(name, options);
      expect(bundle.code).toBe(1);
      expect(bundle.annotations.filter((a) => a.level === 'error')).not.toEqual([]);
      expect(bundle).toEqual(await runAction(name, options));
    },
    { atOnce: AT_ONCE },
  );
  it.each(ACTIONS.map((name, index) => [name, index] as const))('%s without inputs', (_name, index) =>
    withoutInputs(index),
  );
});
