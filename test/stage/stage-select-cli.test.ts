import { describe, expect, it } from '@jest/globals';
import { fakeGitHubEnv } from '../fake-github/index.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { loadStageCases, REPOSITORY } from './fixture.js';
import { seedStageCase, withFake } from './world.js';

const TOKEN = 'ghs_cliToken0123456789';

// The action tests run every fixture case; the CLI runs one of each kind (same selection code).
const CLI_CASES = loadStageCases().filter((c) =>
  [
    'label removed and re-added',
    'unpinned: expired results',
    'pinned: historical association',
    'pinned: metadata-only',
  ].some((prefix) => c.name.startsWith(prefix)),
);

describe('sweepkit stage select (read-only selection against GITHUB_API_URL)', () => {
  it('covers one case of each kind', () => expect(CLI_CASES).toHaveLength(4));

  it.concurrent.each(CLI_CASES)('$name', async (c) =>
    withFake(async (gh) => {
      seedStageCase(gh, c);
      const args = ['stage', 'select', '--repo', REPOSITORY, '--pr-number', '7', '--requested-by', 'alice'];
      if (c.pinned !== undefined) args.push('--run-id', String(c.pinned));
      const result = await runCliAsync(args, { env: fakeGitHubEnv(gh, TOKEN) });
      if (c.expect.error) {
        expect(result.code).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr).toContain(c.expect.error);
      } else {
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        expect(JSON.parse(result.stdout)).toEqual({ outputs: c.expect.outputs, rejected: c.expect.rejected });
      }
      // read-only: no comment, no dispatch, and the token never printed
      expect(gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      expect(result.stdout + result.stderr).not.toContain(TOKEN);
    }),
  );

  it.concurrent('--comment takes the pinned id from a comment body', async () =>
    withFake(async (gh) => {
      const c = loadStageCases().find((x) => x.pinned === 9 && x.expect.outputs)!;
      seedStageCase(gh, c);
      const result = await runCliAsync(
        ['stage', 'select', '--repo', REPOSITORY, '--pr-number', '7', '--comment', '/stage-results\n9'],
        { env: fakeGitHubEnv(gh, TOKEN) },
      );
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).outputs['run-id']).toBe('9');
    }),
  );

  it.concurrent.each([
    [['stage', 'select', '--pr-number', '7'], '--repo and --pr-number are required'],
    [['stage', 'select', '--repo', REPOSITORY, '--pr-number', 'seven'], '--pr-number must be a whole number'],
    [
      ['stage', 'select', '--repo', REPOSITORY, '--pr-number', '7', '--comment', '/Stage-Results'],
      'usage reply',
    ],
    [['stage', 'select', '--repo', REPOSITORY, '--pr-number', '7', '--bogus'], "Unknown option '--bogus'"],
  ])('%j is a usage error (exit 2)', async (args, message) => {
    const result = await runCliAsync(args, { env: { GITHUB_TOKEN: TOKEN } });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });

  it.concurrent('an API failure exits 1 naming the endpoint and status', async () =>
    withFake(async (gh) => {
      seedStageCase(gh, loadStageCases()[0]!);
      gh.fault(`GET /repos/${REPOSITORY}/pulls/7`, {
        status: 403,
        body: { message: 'Resource not accessible' },
      });
      const result = await runCliAsync(['stage', 'select', '--repo', REPOSITORY, '--pr-number', '7'], {
        env: fakeGitHubEnv(gh, TOKEN),
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `ERROR: could not verify the /stage-results request for PR #7: GitHub API GET /repos/${REPOSITORY}/pulls/7 failed: HTTP 403: Resource not accessible; nothing was decided on partial data; rerun once GitHub answers this call\n`,
      );
    }),
  );
});
