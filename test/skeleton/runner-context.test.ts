// A malformed runner context (event file, GITHUB_API_URL) fails the step with a message naming
// it, never a stack trace: @actions/github reads both while it is being imported.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { takeRunnerContextProblem } from '../../actions/_common/runner-context.js';
import { runActionBundle } from '../helpers/run-action.js';

const dir = mkdtempSync(join(tmpdir(), 'sweepkit-runner-context-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const badEvent = join(dir, 'event.json');
writeFileSync(badEvent, '{"pull_request": ');

describe('takeRunnerContextProblem', () => {
  it.each([
    [
      { GITHUB_EVENT_PATH: badEvent },
      /event file \(GITHUB_EVENT_PATH\) is not valid JSON/,
      'GITHUB_EVENT_PATH',
    ],
    [{ GITHUB_API_URL: 'api.github.com' }, /GITHUB_API_URL is not an http\(s\) URL/, 'GITHUB_API_URL'],
    [{ GITHUB_API_URL: 'file:///etc/passwd' }, /GITHUB_API_URL is not an http\(s\) URL/, 'GITHUB_API_URL'],
  ])('%j: named, and the variable set aside for the imports', (vars, message, name) => {
    const env: NodeJS.ProcessEnv = { ...vars };
    expect(takeRunnerContextProblem(env)?.message).toMatch(message);
    expect(env[name]).toBeUndefined();
  });

  it.each([
    {},
    { GITHUB_API_URL: 'https://ghe.example/api/v3', GITHUB_EVENT_PATH: join(dir, 'absent.json') },
  ])('%j: no problem, nothing removed', (vars) => {
    const env: NodeJS.ProcessEnv = { ...vars };
    expect(takeRunnerContextProblem(env)).toBeUndefined();
    expect(env).toEqual(vars);
  });
});

describe('the actions that import @actions/github', () => {
  // Spawns only (nothing loaded in this process): the three bundles start side by side.
  it.concurrent.each([
    ['reuse-gate', { GITHUB_EVENT_PATH: badEvent }, /not valid JSON/],
    ['trigger-ingest', { GITHUB_EVENT_PATH: badEvent }, /not valid JSON/],
    ['reuse-gate', { GITHUB_API_URL: 'not a url' }, /GITHUB_API_URL is not an http\(s\) URL/],
  ])('%s with %j: one error annotation, exit 1, no stack trace', async (name, env, message) => {
    const run = await runActionBundle(name, { env });
    expect(run.code).toBe(1);
    expect(run.annotations).toEqual([
      expect.objectContaining({ level: 'error', message: expect.stringMatching(message) }),
    ]);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/^\s+at /m);
  });
});
