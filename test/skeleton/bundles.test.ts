/**
 * The runner contract on the committed bundles. The rest of the suite runs the sources
 * in-process (test/helpers/in-process.ts); these tests spawn each bundle as the runner or a user
 * does and check that it answers exactly as its sources do: the same exit code, stdout, stderr,
 * annotations and outputs. A bundle built from older sources fails here ("run npm run build").
 */
import { describe, expect, it } from '@jest/globals';
import { runActionBundle, runAction } from '../helpers/run-action.js';
import { runCliAsync, runCliBundle } from '../helpers/run-cli.js';

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
  it.each(GROUPS)('%s: --help', async (_group, command) => {
    const args = [...command, '--help'];
    const bundle = await runCliBundle(args, { env, isolatedEnv: true });
    expect(bundle).toMatchObject({ code: 0, stderr: '' });
    expect(bundle.stdout).toMatch(/^usage: sweepkit /i);
    expect(bundle).toEqual(await runCliAsync(args, { env, isolatedEnv: true }));
  });

  it.each(GROUPS)('%s: an unknown flag', async (_group, command) => {
    const args = [...command, '--bogus'];
    const bundle = await runCliBundle(args, { env, isolatedEnv: true });
    expect(bundle).toMatchObject({ code: 2, stdout: '' });
    expect(bundle.stderr).toMatch(/^usage error: /);
    expect(bundle).toEqual(await runCliAsync(args, { env, isolatedEnv: true }));
  });
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
  it.each(ACTIONS)('%s without inputs', async (name) => {
    const options = { env: { GITHUB_API_URL: 'http://127.0.0.1:9' } };
    const bundle = await runActionBundle(name, options);
    expect(bundle.code).toBe(1);
    expect(bundle.annotations.filter((a) => a.level === 'error')).not.toEqual([]);
    expect(bundle).toEqual(await runAction(name, options));
  });
});
