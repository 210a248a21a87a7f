// The fork dispatch end to end in process: the real GitHub adapter (io/github.ts) against
// the fake server, with an instant sleep. Covers every refusal as GitHub answers it, the role
// answers, API faults (fail closed before the dispatch, warnings after it), the exact dispatch,
// the title poll and the one-comment rule.
import { describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../io/github.js';
import { runForkDispatch, type ForkDispatchOptions } from '../../shared/fork/flow.js';
import { COMMENT_MARKER } from '../../shared/fork/names.js';
import { withFakeGitHub, type FakeGitHub } from '../fake-github/index.js';
import {
  BASE,
  HEAD,
  MERGE,
  NEWER_HEAD,
  PR,
  REPOSITORY,
  RUN_ID,
  TOKEN,
  effects,
  seedFork,
  type ForkWorld,
} from './world.js';

const event = { prNumber: PR, label: 'full-sweep-enabled', headSha: HEAD };

function options(gh: FakeGitHub, patch: Partial<ForkDispatchOptions> = {}) {
  const sleeps: number[] = [];
  const opts: ForkDispatchOptions = {
    repo: { owner: 'example-org', repo: 'bench' },
    actor: 'alice',
    defaultBranch: 'main',
    serverUrl: 'https://github.com',
    github: createGitHubClient({ token: TOKEN, baseUrl: gh.url, retries: 0 }),
    botLogin: 'github-actions[bot]',
    pollAttempts: 15,
    pollIntervalMs: 2000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => Date.now(),
    ...patch,
  };
  return { opts, sleeps };
}

async function attempt(world: ForkWorld, setup: (gh: FakeGitHub) => void = () => {}, labelEvent = event) {
  return withFakeGitHub(async (gh) => {
    seedFork(gh, world);
    setup(gh);
    const { opts, sleeps } = options(gh);
    const outcome = await runForkDispatch(labelEvent, opts).then(
      (result) => ({ result, error: undefined }),
      (error: Error) => ({ result: undefined, error }),
    );
    return { ...outcome, sleeps, ...effects(gh), requests: gh.requests };
  });
}

describe('refusals as GitHub answers them: nothing dispatched, no PR comment', () => {
  it.each<[string, ForkWorld, string]>([
    [
      'custom role',
      { permission: { permission: 'write', role_name: 'ci-writer' } },
      'Actor alice has permission write and role ci-writer; write, maintain or admin',
    ],
    [
      'triage',
      { permission: { permission: 'read', role_name: 'triage' } },
      'Actor alice has permission read and role triage',
    ],
    [
      'read',
      { permission: { permission: 'read', role_name: 'read' } },
      'Actor alice has permission read and role read',
    ],
    ['role_name missing', { permission: { permission: 'write' } }, 'no valid role_name (got nothing)'],
    ['permission missing', { permission: { role_name: 'admin' } }, 'no valid permission (got nothing)'],
    [
      'role_name not a string',
      { permission: { permission: 'admin', role_name: 7 } },
      'no valid role_name (got 7)',
    ],
    [
      'not a collaborator (404)',
      { permission: null },
      'Cannot authorize alice: GitHub API GET /repos/example-org/bench/collaborators/alice/permission failed: HTTP 404',
    ],
    ['closed', { state: 'closed' }, 'The pull request must be open and ready for review'],
    ['draft', { draft: true }, 'The pull request must be open and ready for review'],
    ['no draft field', { draft: null }, 'The pull request must be open and ready for review'],
    [
      'same-repository PR',
      { headRepository: REPOSITORY },
      'Trusted external dispatch is only for fork pull requests',
    ],
    [
      'pushed after the label',
      { headSha: NEWER_HEAD },
      `The PR advanced from ${HEAD} to ${NEWER_HEAD}; remove and re-add the sweep label to approve the new revision`,
    ],
    [
      'two primary labels',
      { labels: ['full-sweep-enabled', 'full-sweep-fail-fast'] },
      'Expected exactly the newly applied primary sweep label; found full-sweep-enabled, full-sweep-fail-fast',
    ],
    [
      'no merge commit',
      { mergeCommitSha: null },
      'GitHub has not produced a merge commit; resolve conflicts and re-add the label',
    ],
    [
      'stale merge commit',
      { mergeParents: [BASE, NEWER_HEAD] },
      `The merge commit ${MERGE} is not built from the approved head ${HEAD}`,
    ],
  ])('%s', async (_what, world, message) => {
    const { error, dispatches, comments } = await attempt(world);
    expect(error?.message).toContain(message);
    expect(dispatches).toEqual([]);
    expect(comments).toEqual([]);
  });

  it.each([
    ['admin', 'admin'],
    ['write', 'maintain'],
    ['write', 'write'],
  ])('permission %s with role %s may approve', async (permission, role_name) => {
    const { error, dispatches } = await attempt({ permission: { permission, role_name } });
    expect(error).toBeUndefined();
    expect(dispatches).toHaveLength(1);
  });

  it('stops at the first refusal: a denied actor costs no PR read', async () => {
    const { requests } = await attempt({ permission: { permission: 'read', role_name: 'triage' } });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/example-org/bench/collaborators/alice/permission',
    ]);
  });
});

describe('API faults before the dispatch fail closed', () => {
  it.each([
    [
      'the permission lookup',
      'GET /repos/example-org/bench/collaborators/alice/permission',
      'Cannot authorize alice: GitHub API GET /repos/example-org/bench/collaborators/alice/permission failed: HTTP 500',
    ],
    [
      'the PR read',
      `GET /repos/example-org/bench/pulls/${PR}`,
      `GitHub API GET /repos/example-org/bench/pulls/${PR} failed: HTTP 500`,
    ],
    [
      'the merge commit read',
      `GET /repos/example-org/bench/commits/${MERGE}`,
      `GitHub API GET /repos/example-org/bench/commits/${MERGE} failed: HTTP 500`,
    ],
  ])('%s answers 500', async (_what, matcher, message) => {
    const { error, dispatches, comments } = await attempt({}, (gh) => gh.fault(matcher, { status: 500 }));
    expect(error?.message).toContain(message);
    expect(dispatches).toEqual([]);
    expect(comments).toEqual([]);
  });

  it('a malformed PR answer fails closed', async () => {
    const { error, dispatches } = await attempt({}, (gh) =>
      gh.fault(`GET /repos/example-org/bench/pulls/${PR}`, { status: 200, body: '{"number":"seven"' }),
    );
    expect(error?.message).toContain(`GET /repos/example-org/bench/pulls/${PR}`);
    expect(dispatches).toEqual([]);
  });

  it('a refused dispatch fails the step and posts nothing', async () => {
    const { error, comments } = await attempt({}, (gh) =>
      gh.fault('POST /repos/example-org/bench/actions/workflows/e2e-tests.yml/dispatches', {
        status: 422,
        body: { message: 'Unexpected inputs provided: ["x"]' },
      }),
    );
    expect(error?.message).toContain('HTTP 422: Unexpected inputs provided');
    expect(comments).toEqual([]);
  });
});

describe('the dispatch', () => {
  it('sends e2e-tests.yml on the default branch with exactly the table inputs, and comments the run', async () => {
    const { result, dispatches, comments, sleeps } = await attempt(
      {
        labels: ['agentx-fast', 'full-sweep-fail-fast-no-canary', 'evals-only', 'ci-patchwork'],
      },
      () => {},
      { ...event, label: 'full-sweep-fail-fast-no-canary' },
    );
    expect(dispatches).toEqual([
      {
        workflow_id: 'e2e-tests.yml',
        ref: 'main',
        token: TOKEN,
        inputs: {
          'test-name': `External PR #${PR} @ ${HEAD.slice(0, 12)}`,
          ref: MERGE,
          'changelog-base-ref': BASE,
          'changelog-head-ref': HEAD,
          'trim-conc': 'false',
          'all-evals': 'false',
          'evals-only': 'true',
          'fail-fast': 'true',
          'agentx-fast': 'true',
          'pr-labels-json': '["agentx-fast","full-sweep-fail-fast-no-canary","evals-only","ci-patchwork"]',
        },
      },
    ]);
    expect(result!.run).toEqual({
      id: RUN_ID,
      url: `https://github.com/${REPOSITORY}/actions/runs/${RUN_ID}`,
    });
    expect(sleeps).toEqual([2000]);
    expect(result!.warnings).toEqual([]);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.split('\n')[0]).toBe(
      `Dispatched [trusted sweep run](https://github.com/${REPOSITORY}/actions/runs/${RUN_ID}) for approved external revision \`${HEAD}\`.`,
    );
  });

  it('sweep-enabled trims concurrency and is not fail-fast', async () => {
    const { dispatches } = await attempt({ labels: ['sweep-enabled'] }, () => {}, {
      ...event,
      label: 'sweep-enabled',
    });
    expect(dispatches[0]!.inputs).toMatchObject({
      'trim-conc': 'true',
      'fail-fast': 'false',
      'pr-labels-json': '["sweep-enabled"]',
    });
  });

  it('polls a bounded number of times, then links the workflow page and warns', async () => {
    const { result, sleeps, comments, dispatches } = await attempt({ createRun: null });
    expect(dispatches).toHaveLength(1);
    expect(sleeps).toEqual(Array(15).fill(2000));
    expect(result!.run).toBeUndefined();
    expect(result!.warnings).toEqual([
      `no run titled 'e2e Test - External PR #${PR} @ ${HEAD.slice(0, 12)}' appeared within 15 × 2000 ms; the comment links the workflow instead`,
    ]);
    expect(comments[0]!.split('\n')[0]).toContain(
      `[End-to-End Tests workflow](https://github.com/${REPOSITORY}/actions/workflows/e2e-tests.yml)`,
    );
  });

  it('lists one page of 20 workflow_dispatch runs per poll and ignores an older run of the same title', async () => {
    const { result, requests } = await attempt({ createRun: null }, (gh) => {
      gh.state.repo(REPOSITORY).runs = [
        {
          id: 1,
          event: 'workflow_dispatch',
          path: '.github/workflows/e2e-tests.yml',
          display_title: `e2e Test - External PR #${PR} @ ${HEAD.slice(0, 12)}`,
          created_at: '2020-01-01T00:00:00Z',
          html_url: `https://github.com/${REPOSITORY}/actions/runs/1`,
        },
      ];
    });
    expect(result!.run).toBeUndefined();
    const polls = requests.filter((r) => r.path.endsWith('/actions/workflows/e2e-tests.yml/runs'));
    expect(polls).toHaveLength(15);
    expect(polls[0]!.query).toEqual({ event: 'workflow_dispatch', per_page: '20' });
  });

  it('keeps polling through listing errors and finds the run once it is listed', async () => {
    const { result, sleeps } = await attempt({}, (gh) =>
      gh.fault(/^GET \/repos\/example-org\/bench\/actions\/workflows\/e2e-tests\.yml\/runs/, {
        status: 502,
        times: 2,
      }),
    );
    expect(sleeps).toHaveLength(3);
    expect(result!.run?.id).toBe(RUN_ID);
  });

  it('updates its own earlier comment instead of adding one', async () => {
    const { result, comments } = await attempt({}, (gh) => {
      gh.state.repo(REPOSITORY).comments[PR] = [
        { id: 11, user: { login: 'github-actions[bot]' }, body: `old approval ${COMMENT_MARKER}` },
        { id: 12, user: { login: 'mallory' }, body: `fake ${COMMENT_MARKER}` },
      ];
    });
    expect(result!.comment).toEqual({ action: 'updated', id: 11 });
    expect(comments).toHaveLength(2);
    expect(comments[0]).toContain(`approved external revision \`${HEAD}\``);
    expect(comments[1]).toBe(`fake ${COMMENT_MARKER}`);
  });

  it('a failed comment is only a warning: the sweep is dispatched', async () => {
    const { result, error, dispatches } = await attempt({}, (gh) =>
      gh.fault(`POST /repos/example-org/bench/issues/${PR}/comments`, {
        status: 403,
        body: { message: 'Resource not accessible by integration' },
      }),
    );
    expect(error).toBeUndefined();
    expect(dispatches).toHaveLength(1);
    expect(result!.comment).toEqual({ action: 'failed' });
    expect(result!.warnings).toEqual([
      `Sweep dispatched successfully, but the PR comment failed: GitHub API POST /repos/example-org/bench/issues/${PR}/comments failed: HTTP 403: Resource not accessible by integration`,
    ]);
  });
});
