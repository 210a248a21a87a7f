/**
 * The reuse-comment validator through the bundled reuse-gate action in
 * reuse-gate/validate-comment: 👍/👎 reactions, the bot's old reaction cleared on edit, human reactions
 * kept, the reason in the job summary, no comment and no dispatch.
 */
import { describe, expect, it } from '@jest/globals';
import type { FakeGitHub, FakeReaction } from '../fake-github/index.js';
import { failures, pr7, reuseGate, run, withFake, type PrWorld } from './scenario.js';

const BOT = { login: 'github-actions[bot]', type: 'Bot' };
const HUMAN = { login: 'carol', type: 'User' };
const COMMENT_ID = 4242;

interface CommentEvent {
  body: string;
  association?: string;
  action?: string;
  from?: string;
  onIssue?: boolean;
}

function validate(gh: FakeGitHub, e: CommentEvent) {
  return reuseGate(gh, 'validate-comment', {
    eventName: 'issue_comment',
    event: {
      action: e.action ?? 'created',
      issue: {
        number: 7,
        ...(e.onIssue ? {} : { pull_request: { url: 'https://api.github.com/repos/o/r/pulls/7' } }),
      },
      comment: {
        id: COMMENT_ID,
        body: e.body,
        author_association: e.association ?? 'OWNER',
        user: { login: 'alice' },
      },
      ...(e.from === undefined ? {} : { changes: { body: { from: e.from } } }),
    },
  });
}

function reactionsOf(gh: FakeGitHub): Pick<FakeReaction, 'content' | 'user'>[] {
  return (gh.state.repo('o/r').reactions[COMMENT_ID] ?? []).map(({ content, user }) => ({ content, user }));
}

/** Nothing but reactions is ever written: no comment, no dispatch, no workflow run. */
function expectOnlyReactionWrites(gh: FakeGitHub): void {
  const writes = gh.requests.filter((r) => r.method !== 'GET');
  expect(writes.every((r) => r.path.startsWith(`/repos/o/r/issues/comments/${COMMENT_ID}/reactions`))).toBe(
    true,
  );
}

function world(gh: FakeGitHub, change: PrWorld = {}, existing: FakeReaction[] = []): void {
  pr7(gh, { mergedAt: null, ...change });
  gh.state.repo('o/r').reactions[COMMENT_ID] = existing;
}

describe('reuse-gate/validate-comment', () => {
  it.concurrent('accepts a valid unpinned request with 👍 and explains it in the summary', () =>
    withFake(async (gh) => {
      world(gh);
      const result = await validate(gh, { body: '/reuse-sweep-run' });
      expect(result.code).toBe(0);
      expect(reactionsOf(gh)).toEqual([{ content: '+1', user: BOT }]);
      expect(result.outputs.verdict).toBe('accepted');
      expect(result.summary).toContain('PR #7 approved reusable full sweep from latest run on a1 (run 555)');
      expectOnlyReactionWrites(gh);
    }),
  );

  it.concurrent('does not require the PR to be merged and accepts a pinned failure', () =>
    withFake(async (gh) => {
      world(gh, { runs: [run(555, { conclusion: 'failure' })] });
      const result = await validate(gh, { body: 'LGTM\r\n/reuse-sweep-run 555\r\n' });
      expect(reactionsOf(gh)).toEqual([{ content: '+1', user: BOT }]);
      expect(result.outputs.reason).toBe('PR #7 approved reusable full sweep from pinned run 555');
    }),
  );

  it.concurrent.each([
    ['an unknown pinned run', '/reuse-sweep-run 999', {}, 'Reusable source run 999 was not found'],
    [
      'a disallowed conclusion',
      '/reuse-sweep-run 555',
      { runs: [run(555, { conclusion: 'skipped' })] },
      "Reusable source run 555 has conclusion 'skipped'; expected success, failure, or cancelled.",
    ],
    [
      'expired artifacts',
      '/reuse-sweep-run 555',
      { artifacts: { 555: [{ name: 'results_bmk', expired: true }] } },
      'Reusable source run 555 has no benchmark, eval, or agentic result artifact.',
    ],
    [
      'an incompatible label',
      '/reuse-sweep-run',
      { labels: ['full-sweep-enabled', 'evals-only'] },
      'PR #7 has /reuse-sweep-run authorization but uses reuse-incompatible label(s): evals-only.',
    ],
  ])('rejects %s with 👎, the reason in the summary, and a green step', (_name, body, change, reason) =>
    withFake(async (gh) => {
      world(gh, change);
      const result = await validate(gh, { body });
      expect(result.code).toBe(0);
      expect(reactionsOf(gh)).toEqual([{ content: '-1', user: BOT }]);
      expect(result.outputs.verdict).toBe('rejected');
      expect(result.summary).toContain(reason);
      expectOnlyReactionWrites(gh);
    }),
  );

  it.concurrent.each(['CONTRIBUTOR', 'FIRST_TIME_CONTRIBUTOR', 'NONE'])(
    'rejects a %s author with 👎 without looking at runs',
    (association) =>
      withFake(async (gh) => {
        world(gh);
        const result = await validate(gh, { body: '/reuse-sweep-run', association });
        expect(reactionsOf(gh)).toEqual([{ content: '-1', user: BOT }]);
        expect(result.summary).toContain(
          `author_association ${association} is not allowed to authorize reuse`,
        );
        expect(gh.calls('GET', '/repos/o/r/pulls')).toHaveLength(0);
      }),
  );

  it.concurrent("on edit clears the bot's old 👍, keeps human reactions, and judges the new body", () =>
    withFake(async (gh) => {
      world(gh, {}, [
        { id: 1, content: '+1', user: BOT },
        { id: 2, content: '+1', user: HUMAN },
        { id: 3, content: '-1', user: HUMAN },
        { id: 4, content: 'rocket', user: BOT },
      ]);
      const result = await validate(gh, {
        action: 'edited',
        body: '/reuse-sweep-run 999',
        from: '/reuse-sweep-run',
      });
      expect(result.code).toBe(0);
      expect(reactionsOf(gh)).toEqual([
        { content: '+1', user: HUMAN },
        { content: '-1', user: HUMAN },
        { content: 'rocket', user: BOT },
        { content: '-1', user: BOT },
      ]);
      expect(gh.calls('DELETE').map((r) => r.path)).toEqual([
        `/repos/o/r/issues/comments/${COMMENT_ID}/reactions/1`,
      ]);
    }),
  );

  it.concurrent('an edit that removes the command only clears the bot reaction', () =>
    withFake(async (gh) => {
      world(gh, {}, [
        { id: 1, content: '-1', user: BOT },
        { id: 2, content: 'heart', user: HUMAN },
      ]);
      const result = await validate(gh, { action: 'edited', body: 'never mind', from: '/reuse-sweep-run 1' });
      expect(result.code).toBe(0);
      expect(result.outputs.verdict).toBe('no-command');
      expect(reactionsOf(gh)).toEqual([{ content: 'heart', user: HUMAN }]);
      expect(gh.calls('POST')).toHaveLength(0);
    }),
  );

  it.concurrent('an inline mention is not a command: bot reactions cleared, no new reaction', () =>
    withFake(async (gh) => {
      world(gh);
      const result = await validate(gh, { body: 'please run /reuse-sweep-run 111 after merge' });
      expect(result.outputs.verdict).toBe('no-command');
      expect(gh.calls('POST')).toHaveLength(0);
    }),
  );

  it.concurrent.each([
    ['a comment without the command', { body: 'LGTM' }],
    ['a comment on an issue (not a PR)', { body: '/reuse-sweep-run', onIssue: true }],
    ['a deleted comment', { body: '/reuse-sweep-run', action: 'deleted' }],
  ])('%s: skipped without any API call', (_name, e) =>
    withFake(async (gh) => {
      world(gh);
      const result = await validate(gh, e);
      expect(result.code).toBe(0);
      expect(result.outputs.verdict).toBe('skipped');
      expect(gh.requests).toHaveLength(0);
    }),
  );
});

describe('reuse-gate/validate-comment fails closed on API errors', () => {
  it.concurrent.each([
    ['GET /repos/o/r/pulls/7', 500, 'GitHub API GET /repos/o/r/pulls/7 failed: HTTP 500'],
    ['GET /repos/o/r/actions/runs/555', 403, 'GitHub API GET /repos/o/r/actions/runs/555 failed: HTTP 403'],
    ['GET /repos/o/r/pulls/7/commits', 401, 'GitHub API GET /repos/o/r/pulls/7/commits failed: HTTP 401'],
  ])(
    '%s answering %i: old bot 👍 cleared, no new reaction, step fails naming the endpoint',
    (endpoint, status, message) =>
      withFake(async (gh) => {
        world(gh, {}, [{ id: 1, content: '+1', user: BOT }]);
        gh.fault(endpoint, { status });
        const result = await validate(gh, {
          action: 'edited',
          body: '/reuse-sweep-run 555',
          from: '/reuse-sweep-run',
        });
        expect(result.code).toBe(1);
        expect(failures(result)[0]).toContain(message);
        expect(reactionsOf(gh)).toEqual([]);
        expect(result.summary).toContain('could not be verified');
      }),
  );

  it.concurrent('a failing reaction listing stops before judging', () =>
    withFake(async (gh) => {
      world(gh);
      gh.fault(/^GET \/repos\/o\/r\/issues\/comments\/\d+\/reactions/, { status: 404 });
      const result = await validate(gh, { body: '/reuse-sweep-run' });
      expect(result.code).toBe(1);
      expect(failures(result)[0]).toContain(`/issues/comments/${COMMENT_ID}/reactions failed: HTTP 404`);
      expect(gh.calls('POST')).toHaveLength(0);
    }),
  );

  it.concurrent('a malformed run answer is not an approval', () =>
    withFake(async (gh) => {
      world(gh);
      gh.fault('GET /repos/o/r/actions/runs/555', { status: 200, body: '{"id": "not a number"' });
      const result = await validate(gh, { body: '/reuse-sweep-run 555' });
      expect(result.code).toBe(1);
      expect(reactionsOf(gh)).toEqual([]);
    }),
  );
});
