/**
 * The runner contract under page faults, through the reuse-gate action and sync-gate (a handful
 * per entry; the full matrix runs against the decisions in client-faults, decision-faults and
 * stage-faults): the step fails with "could not verify ...", writes no output, posts nothing; a
 * hung server fails the step within the configured timeout × attempts; a Link loop and an
 * endless list end with an error.
 */
import { describe, expect, it } from '@jest/globals';
import { injectPageFault, startFakeGitHub, type FakeGitHub } from '../fake-github/index.js';
import {
  cliEnv,
  failures,
  pullRequestEvent,
  pushToMain,
  reuseGate,
  runReuseCli,
  seedBigPr,
  withFake,
} from './scenario.js';

const COMMENTS = '/repos/o/r/issues/7/comments';
const COMMITS = '/repos/o/r/pulls/7/commits';
const RUNS = '/repos/o/r/actions/workflows/run-sweep.yml/runs';
const FAST = { SWEEPKIT_GITHUB_TIMEOUT_MS: '1000', SWEEPKIT_GITHUB_RETRIES: '1' };
const BOT = { login: 'github-actions[bot]', type: 'Bot' };

function validate(gh: FakeGitHub, env: Record<string, string> = {}) {
  return reuseGate(gh, 'validate-comment', {
    eventName: 'issue_comment',
    env,
    event: {
      action: 'edited',
      issue: { number: 7, pull_request: { url: 'x' } },
      comment: { id: 4242, body: '/reuse-sweep-run', author_association: 'OWNER', user: { login: 'alice' } },
    },
  });
}

describe('setup and sync-gate', () => {
  it.concurrent('setup: without a fault the source on page 2 is found', () =>
    withFake(async (gh) => {
      seedBigPr(gh);
      const result = await pushToMain(gh);
      expect(result.outputs).toMatchObject({ 'reuse-enabled': 'true', 'reuse-source-run-id': '555' });
    }),
  );

  it.concurrent('setup: page 2 of the comments answers 409 → failed step, no outputs', () =>
    withFake(async (gh) => {
      seedBigPr(gh);
      injectPageFault(gh, COMMENTS, 2, '409');
      const result = await pushToMain(gh);
      expect(result.code).toBe(1);
      expect(result.outputs).toEqual({});
      expect(failures(result)[0]).toMatch(
        /^could not verify reuse for commit m1: GitHub API GET \/repos\/o\/r\/issues\/7\/comments failed: HTTP 409: Conflict \(page 2 of the list\)/,
      );
    }),
  );

  it.concurrent('setup: a hung page fails within timeout × attempts (SWEEPKIT_GITHUB_TIMEOUT_MS)', () =>
    withFake(async (gh) => {
      seedBigPr(gh);
      injectPageFault(gh, COMMENTS, 2, 'hang');
      const started = Date.now();
      const result = await reuseGate(gh, 'setup', {
        eventName: 'push',
        env: { GITHUB_REF: 'refs/heads/main', GITHUB_SHA: 'm1', ...FAST },
        event: { ref: 'refs/heads/main', after: 'm1' },
      });
      expect(result.code).toBe(1);
      expect(result.outputs).toEqual({});
      expect(failures(result)[0]).toContain('no answer within 1000 ms (timed out)');
      expect(gh.requests.filter((r) => r.query.page === '2')).toHaveLength(2);
      // 2 attempts × 1 s plus the process start on a loaded machine; without the timeout undici
      // would wait ~300 s per attempt. client-faults.test.ts checks the bound tightly in process.
      expect(Date.now() - started).toBeLessThan(60_000);
    }),
  );

  it.concurrent('sync-gate: an empty page 2 of the PR commits → failed step, never skip-pr-sweep', () =>
    withFake(async (gh) => {
      seedBigPr(gh);
      injectPageFault(gh, COMMITS, 2, 'empty body');
      const result = await pullRequestEvent(gh, 'sync-gate', 'synchronize');
      expect(result.code).toBe(1);
      expect(result.outputs).toEqual({});
      expect(failures(result)[0]).toMatch(/^could not verify reuse for PR #7: .*got an empty body \(page 2/);
    }),
  );

  it.concurrent('sync-gate: an endless Link chain stops at SWEEPKIT_GITHUB_MAX_PAGES', () =>
    withFake(async (gh) => {
      seedBigPr(gh);
      injectPageFault(gh, RUNS, 1, 'endless Link');
      const result = await reuseGate(gh, 'sync-gate', {
        eventName: 'pull_request',
        env: { GITHUB_REF: 'refs/pull/7/merge', GITHUB_SHA: 'x', SWEEPKIT_GITHUB_MAX_PAGES: '3' },
        event: { action: 'synchronize', number: 7, pull_request: { number: 7, head: { sha: 'a2' } } },
      });
      expect(result.code).toBe(1);
      expect(failures(result)[0]).toContain('more than 3 pages, the page cap (SWEEPKIT_GITHUB_MAX_PAGES)');
      expect(gh.calls('GET', RUNS)).toHaveLength(3);
    }),
  );
});

describe('validate-comment', () => {
  it.concurrent(
    "the bot's old 👎 on page 2 of the reactions is cleared; the reaction left is the verdict's",
    () =>
      withFake(async (gh) => {
        seedBigPr(gh);
        gh.state.repo('o/r').reactions[4242] = [
          ...Array.from({ length: 120 }, (_, i) => ({
            id: i + 1,
            content: 'heart',
            user: { login: `h${i}` },
          })),
          { id: 500, content: '-1', user: BOT },
        ];
        const result = await validate(gh);
        expect(result.code).toBe(0);
        const mine = gh.state.repo('o/r').reactions[4242]!.filter((r) => r.user.login === BOT.login);
        expect(mine.map((r) => r.content)).toEqual(['+1']);
      }),
  );

  it.concurrent('page 2 of the reactions answers null → failed step, no reaction added', () =>
    withFake(async (gh) => {
      seedBigPr(gh);
      gh.state.repo('o/r').reactions[4242] = [
        ...Array.from({ length: 120 }, (_, i) => ({ id: i + 1, content: 'heart', user: { login: `h${i}` } })),
        { id: 500, content: '-1', user: BOT },
      ];
      injectPageFault(gh, '/repos/o/r/issues/comments/4242/reactions', 2, 'null');
      const result = await validate(gh);
      expect(result.code).toBe(1);
      expect(failures(result)[0]).toMatch(
        /^could not verify the earlier bot reactions on comment 4242: .*got null/,
      );
      expect(gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      expect(result.summary).toContain('could not be verified');
    }),
  );

  it.concurrent('a hung PR-commits page: "could not verify", not "has no commits", no new reaction', () =>
    withFake(async (gh) => {
      seedBigPr(gh);
      gh.state.repo('o/r').reactions[4242] = [{ id: 500, content: '-1', user: BOT }];
      injectPageFault(gh, COMMITS, 2, 'hang');
      const result = await validate(gh, FAST);
      expect(result.code).toBe(1);
      expect(failures(result)[0]).toMatch(
        /^could not verify the \/reuse-sweep-run comment on PR #7: .*timed out/,
      );
      expect(failures(result)[0]).not.toContain('has no commits');
      expect(gh.state.repo('o/r').reactions[4242]).toEqual([]);
      expect(gh.calls('POST')).toEqual([]);
    }),
  );
});

describe('the CLI equivalents', () => {
  const FIND = [
    'reuse',
    'find',
    '--repo',
    'o/r',
    '--commit-sha',
    'm1',
    '--event-name',
    'push',
    '--ref',
    'refs/heads/main',
  ];

  it.concurrent('reuse find: page 2 of the comments answers 204 → exit 1, nothing on stdout', () =>
    withFake(async (gh) => {
      seedBigPr(gh);
      injectPageFault(gh, COMMENTS, 2, '204');
      const result = await runReuseCli(FIND, cliEnv(gh));
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^ERROR: could not verify reuse for commit m1: .*HTTP 204/);
    }),
  );

  it.concurrent(
    'reuse check-comment: a cross-origin next on the PR commits → exit 1, that origin gets nothing',
    () =>
      withFake(async (gh) => {
        const elsewhere = await startFakeGitHub();
        try {
          seedBigPr(gh);
          injectPageFault(gh, COMMITS, 1, 'cross-origin next', elsewhere);
          const result = await runReuseCli(
            [
              'reuse',
              'check-comment',
              '--repo',
              'o/r',
              '--pr-number',
              '7',
              '--body',
              '/reuse-sweep-run',
              '--author-association',
              'OWNER',
            ],
            cliEnv(gh),
          );
          expect(result.code).toBe(1);
          expect(result.stderr).toMatch(/could not verify .*leaves the API/);
          expect(elsewhere.requests).toEqual([]);
        } finally {
          await elsewhere.close();
        }
      }),
  );
});
