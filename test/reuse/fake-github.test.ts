import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../io/github.js';
import type { GitHubClient } from '../../shared/github/client.js';
import { GitHubApiError } from '../../shared/github/errors.js';
import { startFakeGitHub, type FakeGitHub } from '../fake-github/index.js';

const REPO = { owner: 'o', repo: 'r' };

let gh: FakeGitHub;
let client: GitHubClient;

beforeEach(async () => {
  gh = await startFakeGitHub();
  client = createGitHubClient({ token: 't0ken', baseUrl: gh.url, retryDelayMs: 1 });
});
afterEach(() => gh.close());

function comments(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    created_at: `2026-05-13T00:${String(i % 60).padStart(2, '0')}:00Z`,
    author_association: 'OWNER',
    body: `c${i + 1}`,
    user: { login: 'alice' },
  }));
}

describe('fake GitHub server', () => {
  it('binds 127.0.0.1 on a free port', () => {
    expect(gh.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each([
    [102, 2],
    [100, 1],
    [0, 1],
  ])('paginates %i comments with Link headers over %i request(s) of 100', async (count, requests) => {
    gh.state.repo('o/r').comments[7] = comments(count);
    const got = await client.listIssueComments(REPO, 7);
    expect(got.map((c) => c.id)).toEqual(comments(count).map((c) => c.id));
    const calls = gh.calls('GET', '/repos/o/r/issues/7/comments');
    expect(calls).toHaveLength(requests);
    expect(calls[0]!.query.per_page).toBe('100');
  });

  it('emits rel="next" only while more pages exist, honouring per_page and page', async () => {
    gh.state.repo('o/r').comments[7] = comments(5);
    const first = await fetch(`${gh.url}/repos/o/r/issues/7/comments?per_page=2`);
    expect(first.headers.get('link')).toContain('page=2>; rel="next"');
    expect(((await first.json()) as unknown[]).length).toBe(2);
    const last = await fetch(`${gh.url}/repos/o/r/issues/7/comments?per_page=2&page=3`);
    expect(last.headers.get('link')).not.toContain('rel="next"');
    expect(((await last.json()) as unknown[]).length).toBe(1);
  });

  it('wraps runs as {total_count, workflow_runs} and filters by workflow file, event, branch and status', async () => {
    const repo = gh.state.repo('o/r');
    repo.runs = [
      {
        id: 3,
        event: 'pull_request',
        status: 'completed',
        head_branch: 'feat/x',
        path: '.github/workflows/run-sweep.yml',
      },
      {
        id: 2,
        event: 'push',
        status: 'completed',
        head_branch: 'feat/x',
        path: '.github/workflows/run-sweep.yml',
      },
      {
        id: 1,
        event: 'pull_request',
        status: 'completed',
        head_branch: 'feat/x',
        path: '.github/workflows/e2e-tests.yml',
      },
    ];
    const raw = await fetch(
      `${gh.url}/repos/o/r/actions/workflows/run-sweep.yml/runs?event=pull_request&branch=feat%2Fx`,
    );
    expect(await raw.json()).toEqual({ total_count: 1, workflow_runs: [repo.runs[0]] });
    const runs = await client.listWorkflowRuns(REPO, 'run-sweep.yml', {
      event: 'pull_request',
      branch: 'feat/x',
      status: 'completed',
    });
    expect(runs.map((r) => r.id)).toEqual([3]);
    expect(gh.requests.at(-1)!.query.branch).toBe('feat/x');
  });

  it('records reactions: 201 new, 200 when the same user already reacted, 204 on delete', async () => {
    gh.state.repo('o/r').reactions[5] = [{ id: 1, content: '+1', user: { login: 'bob', type: 'User' } }];
    const created = await client.createCommentReaction(REPO, 5, '-1');
    const again = await client.createCommentReaction(REPO, 5, '-1');
    expect(again.id).toBe(created.id);
    expect(created.user?.login).toBe('github-actions[bot]');
    await client.deleteCommentReaction(REPO, 5, created.id);
    expect(gh.state.repo('o/r').reactions[5]).toEqual([
      { id: 1, content: '+1', user: { login: 'bob', type: 'User' } },
    ]);
    expect(gh.calls('POST').map((r) => r.body)).toEqual([{ content: '-1' }, { content: '-1' }]);
  });

  it('records comments and dispatches with the token that sent them', async () => {
    const { id } = await client.createIssueComment(REPO, 7, 'hello');
    await client.updateIssueComment(REPO, id, 'edited');
    await client.dispatchRepositoryEvent({ owner: 'o', repo: 'app' }, 'stage-results', { 'run-id': '1' });
    expect(gh.state.repo('o/r').comments[7]![0]!.body).toBe('edited');
    expect(gh.state.repo('o/app').dispatches).toEqual([
      { event_type: 'stage-results', client_payload: { 'run-id': '1' }, token: 't0ken' },
    ]);
    expect(gh.requests[0]!.headers.authorization).toBe('token t0ken');
  });

  it('answers 401 for unknown tokens once tokens are configured', async () => {
    gh.state.tokens = { good: { login: 'bot' } };
    await expect(client.getPull(REPO, 7)).rejects.toThrow(
      'GitHub API GET /repos/o/r/pulls/7 failed: HTTP 401: Bad credentials',
    );
  });

  it('lets extra handlers answer first', async () => {
    gh.addHandler((req, res) => {
      if (!req.url?.startsWith('/twirp/')) return false;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return true;
    });
    expect(await (await fetch(`${gh.url}/twirp/x`, { method: 'POST' })).json()).toEqual({ ok: true });
  });
});

describe('GitHub client against injected faults', () => {
  it.each([401, 403, 404, 422])('does not retry HTTP %i and names endpoint and status', async (status) => {
    gh.fault('GET /repos/o/r/pulls/7', { status, body: { message: 'nope' } });
    const error = await client.getPull(REPO, 7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect((error as GitHubApiError).message).toBe(
      `GitHub API GET /repos/o/r/pulls/7 failed: HTTP ${status}: nope`,
    );
    expect(gh.calls('GET', '/repos/o/r/pulls/7')).toHaveLength(1);
  });

  it.each([500, 502, 429])('retries an idempotent read after HTTP %i and then succeeds', async (status) => {
    gh.state.repo('o/r').pulls[7] = { number: 7, labels: [] };
    gh.fault('GET /repos/o/r/pulls/7', { status, times: 2 });
    expect((await client.getPull(REPO, 7)).number).toBe(7);
    expect(gh.calls('GET', '/repos/o/r/pulls/7')).toHaveLength(3);
  });

  it('gives up after the bounded number of retries (1 + 3 requests)', async () => {
    gh.fault(/^GET \/repos\/o\/r\/issues\/7\/comments/, { status: 500 });
    await expect(client.listIssueComments(REPO, 7)).rejects.toThrow(
      'GitHub API GET /repos/o/r/issues/7/comments failed: HTTP 500',
    );
    expect(gh.calls('GET', '/repos/o/r/issues/7/comments')).toHaveLength(4);
  });

  it('never retries a write', async () => {
    gh.fault('POST /repos/o/r/issues/7/comments', { status: 500 });
    await expect(client.createIssueComment(REPO, 7, 'x')).rejects.toThrow('HTTP 500');
    expect(gh.calls('POST')).toHaveLength(1);
  });

  it('rejects a malformed body as an unexpected shape', async () => {
    gh.fault('GET /repos/o/r/pulls/7', { status: 200, body: '{not json' });
    await expect(client.getPull(REPO, 7)).rejects.toThrow(
      /GitHub API GET \/repos\/o\/r\/pulls\/7 failed: unexpected response shape/,
    );
  });

  it('times out a slow answer and retries it', async () => {
    const slowClient = createGitHubClient({
      token: 't',
      baseUrl: gh.url,
      retryDelayMs: 1,
      // Wide enough for a loaded machine to answer the retry in time; the first answer is later.
      timeoutMs: 1000,
      retries: 1,
    });
    gh.state.repo('o/r').pulls[7] = { number: 7, labels: [] };
    gh.fault('GET /repos/o/r/pulls/7', { delayMs: 4000, times: 1 });
    expect((await slowClient.getPull(REPO, 7)).number).toBe(7);
    // The first attempt was aborted at 1 s and the retry answered, not the slow first answer.
    expect(gh.calls('GET', '/repos/o/r/pulls/7')).toHaveLength(2);
  });

  it('reads GITHUB_API_URL when the client is created, not at import', async () => {
    const saved = process.env.GITHUB_API_URL;
    process.env.GITHUB_API_URL = gh.url;
    try {
      gh.state.repo('o/r').pulls[9] = { number: 9, labels: [] };
      expect((await createGitHubClient({ token: 't' }).getPull(REPO, 9)).number).toBe(9);
    } finally {
      if (saved === undefined) delete process.env.GITHUB_API_URL;
      else process.env.GITHUB_API_URL = saved;
    }
  });
});
