import { describe, expect, it } from '@jest/globals';
import { REPOSITORY } from './fixture.js';
import {
  commentEvent,
  effects,
  failure,
  leaksToken,
  masksTokens,
  runStage,
  seedHappyPr,
  withFake,
} from './world.js';

const USAGE = 'Usage: `/stage-results` or `/stage-results <run-id>`.';
const DENIED = '@alice `/stage-results` requires write access to this repository.';

describe('reuse-gate stage: which comments are requests', () => {
  it.concurrent.each([
    ['leading whitespace (ignored, as in the reference)', commentEvent(' /stage-results')],
    ['a leading newline', commentEvent('\n/stage-results')],
    ['an edited comment', commentEvent('/stage-results', { action: 'edited' })],
    ['a comment on an issue, not a PR', commentEvent('/stage-results', { pr: false })],
    ['an unrelated comment', commentEvent('LGTM')],
  ])('%s is ignored: no API call, no comment, no dispatch', async (_what, event) =>
    withFake(async (gh) => {
      seedHappyPr(gh);
      const result = await runStage(gh, event);
      expect(result.code).toBe(0);
      expect(gh.requests).toEqual([]);
      expect(result.outputs).toEqual({});
      expect(result.summary).toContain('Stage results: ignored');
    }),
  );

  it.concurrent.each([['/Stage-Results'], ['/stage-results 123 please'], ['/stage-results abc']])(
    '%j gets the usage comment before any authorization, then fails',
    async (body) =>
      withFake(async (gh) => {
        seedHappyPr(gh);
        const result = await runStage(gh, commentEvent(body, { login: 'stranger' }));
        expect(result.code).toBe(1);
        expect(failure(result)).toContain('Unsupported /stage-results syntax');
        expect(effects(gh)).toEqual({ comments: [USAGE], dispatches: [] });
        expect(gh.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
          `POST /repos/${REPOSITORY}/issues/7/comments`,
        ]);
      }),
  );

  it.concurrent('"/stage-results⏎123" pins run 123', async () =>
    withFake(async (gh) => {
      seedHappyPr(gh);
      const result = await runStage(gh, commentEvent('/stage-results\n123'));
      expect(result.code).toBe(1);
      expect(gh.calls('GET', `/repos/${REPOSITORY}/actions/runs/123`)).toHaveLength(1);
      expect(gh.calls('GET', `/repos/${REPOSITORY}/actions/workflows`)).toHaveLength(0);
    }),
  );

  it.concurrent('pinned unknown id (and 0) fails with the API error and no comment', async () =>
    withFake(async (gh) => {
      seedHappyPr(gh);
      for (const id of ['999', '0']) {
        const result = await runStage(gh, commentEvent(`/stage-results ${id}`));
        expect(result.code).toBe(1);
        expect(failure(result)).toContain(
          `GitHub API GET /repos/${REPOSITORY}/actions/runs/${id} failed: HTTP 404`,
        );
      }
      expect(effects(gh)).toEqual({ comments: [], dispatches: [] });
    }),
  );
});

describe('reuse-gate stage: authorization matrix (permission and role_name)', () => {
  it.concurrent.each<[{ permission?: string; role_name?: string }, string]>([
    [{ permission: 'admin', role_name: 'admin' }, 'allow'],
    [{ permission: 'write', role_name: 'maintain' }, 'allow'],
    [{ permission: 'write', role_name: 'write' }, 'allow'],
    [{ permission: 'write', role_name: 'ci-writer' }, 'deny'],
    [{ permission: 'read', role_name: 'triage' }, 'deny'],
    [{ permission: 'none', role_name: 'read' }, 'deny'],
    [{ permission: 'write' }, 'stop'],
    [{ permission: 'write', role_name: '' }, 'stop'],
    [{ role_name: 'admin' }, 'stop'],
  ])('%j -> %s', async (answer, outcome) =>
    withFake(async (gh) => {
      seedHappyPr(gh);
      gh.state.repo(REPOSITORY).permissions.alice = answer;
      const result = await runStage(gh, commentEvent('/stage-results'));
      const { comments, dispatches } = effects(gh);
      if (outcome === 'allow') {
        expect(result.code).toBe(0);
        expect(dispatches).toHaveLength(1);
        expect(result.summary).toContain(
          `Actor alice has permission ${answer.permission} and role ${answer.role_name}`,
        );
        return;
      }
      expect(result.code).toBe(1);
      expect(dispatches).toEqual([]);
      if (outcome === 'deny') {
        expect(failure(result)).toContain(
          `Actor alice has permission ${answer.permission} and role ${answer.role_name}`,
        );
        expect(comments).toEqual([DENIED]);
      } else {
        expect(failure(result)).toContain('Cannot authorize alice');
        expect(comments).toEqual([]);
      }
      // Nothing past authorization is read on a denial or a stop.
      expect(gh.calls('GET', `/repos/${REPOSITORY}/pulls`)).toEqual([]);
    }),
  );

  it.concurrent.each([
    [404, 'HTTP 404'],
    [500, 'HTTP 500'],
    [401, 'HTTP 401'],
  ])('permission lookup answering %d stops: clear message, no comment, no dispatch', async (status, text) =>
    withFake(async (gh) => {
      seedHappyPr(gh);
      gh.fault(`GET /repos/${REPOSITORY}/collaborators/alice/permission`, { status });
      const result = await runStage(gh, commentEvent('/stage-results'));
      expect(result.code).toBe(1);
      expect(failure(result)).toContain(
        `GET /repos/${REPOSITORY}/collaborators/alice/permission failed: ${text}`,
      );
      expect(effects(gh)).toEqual({ comments: [], dispatches: [] });
    }),
  );
});

describe('reuse-gate stage: labels', () => {
  it.concurrent(
    'a PR with only sweep-enabled gets the no-label comment with the four labels in order',
    async () =>
      withFake(async (gh) => {
        seedHappyPr(gh);
        gh.state.repo(REPOSITORY).pulls[7]!.labels = [{ name: 'sweep-enabled' }, 'all-evals'];
        const result = await runStage(gh, commentEvent('/stage-results'));
        expect(result.code).toBe(1);
        expect(failure(result)).toContain('PR does not have a full-sweep label');
        expect(effects(gh)).toEqual({
          comments: [
            '@alice `/stage-results` requires a completed run from a PR using one of: `full-sweep-enabled`, `non-canary-full-sweep-enabled`, `full-sweep-fail-fast`, `full-sweep-fail-fast-no-canary`.',
          ],
          dispatches: [],
        });
      }),
  );

  it.concurrent('labels given as bare strings count (as the pull request API may give them)', async () =>
    withFake(async (gh) => {
      seedHappyPr(gh);
      gh.state.repo(REPOSITORY).pulls[7]!.labels = ['full-sweep-fail-fast'];
      expect((await runStage(gh, commentEvent('/stage-results'))).code).toBe(0);
    }),
  );
});

describe('reuse-gate stage: API faults never dispatch (fail closed)', () => {
  const selectionEndpoints = [
    ['GET', `/repos/${REPOSITORY}/pulls/7`],
    ['GET', `/repos/${REPOSITORY}/issues/7/timeline`],
    ['GET', `/repos/${REPOSITORY}/pulls/7/commits`],
    ['GET', `/repos/${REPOSITORY}/actions/workflows/run-sweep.yml/runs`],
    ['GET', `/repos/${REPOSITORY}/actions/runs/12/artifacts`],
  ];
  it.concurrent.each(selectionEndpoints)(
    '%s %s answering 500 fails the step, no comment, no dispatch',
    async (method, path) =>
      withFake(async (gh) => {
        seedHappyPr(gh);
        gh.fault(`${method} ${path}`, { status: 500 });
        const result = await runStage(gh, commentEvent('/stage-results'));
        expect(result.code).toBe(1);
        expect(failure(result)).toContain(`${method} ${path} failed: HTTP 500`);
        expect(effects(gh)).toEqual({ comments: [], dispatches: [] });
        // idempotent reads are retried (bounded) before giving up
        expect(gh.calls(method!, path).length).toBeGreaterThan(1);
      }),
  );

  // A malformed page on a single read and on a paginated list (the other endpoints share the parser).
  it.concurrent.each(selectionEndpoints.filter(([, path]) => /pulls\/7$|runs$/.test(path!)))(
    '%s %s answering malformed JSON fails the step, no dispatch',
    async (method, path) =>
      withFake(async (gh) => {
        seedHappyPr(gh);
        gh.fault(`${method} ${path}`, { status: 200, body: '{"oops": ' });
        const result = await runStage(gh, commentEvent('/stage-results'));
        expect(result.code).toBe(1);
        expect(failure(result)).toContain(`${method} ${path}`);
        expect(effects(gh)).toEqual({ comments: [], dispatches: [] });
      }),
  );

  it.concurrent(
    'an unreachable API (connection refused) fails the step after bounded retries, no dispatch',
    async () =>
      withFake(async (gh) => {
        seedHappyPr(gh);
        const result = await runStage(gh, commentEvent('/stage-results'), {}, 'http://127.0.0.1:9');
        expect(result.code).toBe(1);
        expect(failure(result)).toContain(
          `GET /repos/${REPOSITORY}/collaborators/alice/permission failed: request failed`,
        );
        expect(gh.requests).toEqual([]);
      }),
  );

  it.concurrent('a failing acknowledgement comment stops before the dispatch', async () =>
    withFake(async (gh) => {
      seedHappyPr(gh);
      gh.fault(`POST /repos/${REPOSITORY}/issues/7/comments`, { status: 403 });
      const result = await runStage(gh, commentEvent('/stage-results'));
      expect(result.code).toBe(1);
      expect(failure(result)).toContain(`POST /repos/${REPOSITORY}/issues/7/comments failed: HTTP 403`);
      expect(effects(gh).dispatches).toEqual([]);
    }),
  );

  it.concurrent(
    'a rejected dispatch fails the step and leaves the ack comment (as in the reference)',
    async () =>
      withFake(async (gh) => {
        seedHappyPr(gh);
        gh.fault(`POST /repos/${REPOSITORY}-app/dispatches`, {
          status: 401,
          body: { message: 'Bad credentials' },
        });
        const result = await runStage(gh, commentEvent('/stage-results'));
        expect(result.code).toBe(1);
        expect(failure(result)).toContain(
          `POST /repos/${REPOSITORY}-app/dispatches failed: HTTP 401: Bad credentials`,
        );
        expect(effects(gh).comments).toHaveLength(1);
        // writes are never retried
        expect(gh.calls('POST', `/repos/${REPOSITORY}-app/dispatches`)).toHaveLength(1);
      }),
  );
});

describe('reuse-gate stage: tokens and repositories', () => {
  it.concurrent(
    'reads with github-token, dispatches with dispatch-token, masks both, prints neither',
    async () =>
      withFake(async (gh) => {
        seedHappyPr(gh);
        const result = await runStage(gh, commentEvent('/stage-results'));
        expect(result.code).toBe(0);
        expect(masksTokens(result)).toBe(true);
        expect(leaksToken(result)).toBe(false);
        const auth = (r: { headers: Record<string, unknown> }) => String(r.headers.authorization);
        expect(new Set(gh.requests.filter((r) => r.method === 'GET').map(auth))).toEqual(
          new Set(['token ghs_readToken0123456789']),
        );
        expect(gh.calls('POST', `/repos/${REPOSITORY}-app/dispatches`).map(auth)).toEqual([
          'token github_pat_appDispatch0123456789',
        ]);
      }),
  );

  it.concurrent('app-repository and workflow-id inputs override the defaults', async () =>
    withFake(async (gh) => {
      const c = seedHappyPr(gh);
      const repo = gh.state.repo(REPOSITORY);
      repo.runs = c.runs.map((r) => ({
        ...r,
        head_branch: 'feat/x',
        path: '.github/workflows/sweep.yml',
      })) as never;
      const result = await runStage(gh, commentEvent('/stage-results'), {
        'app-repository': 'other-org/results',
        'workflow-id': 'sweep.yml',
      });
      expect(result.code).toBe(0);
      expect(gh.state.repo('other-org/results').dispatches).toHaveLength(1);
      expect(gh.calls('GET', `/repos/${REPOSITORY}/actions/workflows/sweep.yml/runs`)).toHaveLength(1);
    }),
  );

  it.concurrent('a missing dispatch-token is an input error before any API call', async () =>
    withFake(async (gh) => {
      seedHappyPr(gh);
      const result = await runStage(gh, commentEvent('/stage-results'), { 'dispatch-token': '' });
      expect(result.code).toBe(1);
      expect(failure(result)).toContain("input 'dispatch-token'");
      expect(gh.requests).toEqual([]);
    }),
  );
});
