/**
 * `/stage-results` never stages on partial data, in process: runStageRequest over the real
 * client against the fake server, where the label history, the PR commits, the candidate runs
 * and the artifacts all carry their decisive item on page 2. Without a fault run 20 is staged
 * (run 21 was created after the label came off, which only page 2 of the timeline shows); a fault
 * on page 2 of any list is a VerificationError with no acknowledgement comment and no dispatch.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../io/github.js';
import type { GitHubClient } from '../../shared/github/client.js';
import { VerificationError } from '../../shared/github/errors.js';
import { runStageRequest, type StageCommentEvent } from '../../shared/stage/flow.js';
import { resolveStageRun } from '../../shared/stage/resolve.js';
import { runAction } from '../helpers/run-action.js';
import { inBackground } from '../helpers/side-by-side.js';
import { runCliAsync } from '../helpers/run-cli.js';
import {
  FAULT_MESSAGE,
  PAGE_FAULTS,
  injectPageFault,
  startFakeGitHub,
  type FakeGitHub,
} from '../fake-github/index.js';

const REPO = { owner: 'o', repo: 'r' };
const APP = { owner: 'o', repo: 'app' };
const N = 150;
const PATH = '.github/workflows/run-sweep.yml';

let gh: FakeGitHub;
let elsewhere: FakeGitHub;
let client: GitHubClient;

function seed(fake: FakeGitHub): void {
  const repo = fake.state.repo('o/r');
  repo.permissions.alice = { permission: 'write', role_name: 'maintain' };
  repo.pulls[7] = {
    number: 7,
    state: 'open',
    labels: [{ name: 'full-sweep-enabled' }],
    head: { ref: 'feat/x' },
  };
  repo.comments[7] = [];
  repo.timeline[7] = [
    { event: 'labeled', label: { name: 'full-sweep-enabled' }, created_at: '2026-05-01T00:00:00Z' },
    ...Array.from({ length: N - 3 }, () => ({ event: 'commented', created_at: '2026-05-02T00:00:00Z' })),
    { event: 'unlabeled', label: { name: 'full-sweep-enabled' }, created_at: '2026-05-10T00:00:00Z' },
    { event: 'labeled', label: { name: 'full-sweep-enabled' }, created_at: '2026-05-20T00:00:00Z' },
  ];
  repo.pullCommits[7] = Array.from({ length: N }, (_, i) => `c${i}`);
  const stageable = (id: number, createdAt: string) => ({
    id,
    event: 'pull_request',
    status: 'completed',
    conclusion: 'success',
    path: PATH,
    head_sha: `c${N - 1}`,
    head_branch: 'feat/x',
    run_attempt: 1,
    html_url: `https://github.com/o/r/actions/runs/${id}`,
    created_at: createdAt,
  });
  repo.runs = [
    ...Array.from({ length: N - 2 }, (_, i) => ({
      ...stageable(1000 + i, '2026-05-12T00:00:00Z'),
      head_sha: 'zzz',
    })),
    stageable(21, '2026-05-12T00:00:00Z'),
    stageable(20, '2026-05-05T00:00:00Z'),
  ];
  const artifacts = [
    ...Array.from({ length: N - 2 }, (_, i) => ({ name: `log-${i}` })),
    { name: 'changelog-metadata' },
    { name: 'results_bmk' },
  ];
  repo.artifacts[20] = artifacts;
  repo.artifacts[21] = artifacts;
}

const EVENT: StageCommentEvent = {
  action: 'created',
  body: '/stage-results',
  login: 'alice',
  prNumber: 7,
  onPullRequest: true,
};

interface World {
  gh: FakeGitHub;
  elsewhere: FakeGitHub;
  client: GitHubClient;
}

/** The seeded fake, a second origin that must receive nothing, and the real client on the fake. */
async function startWorld(): Promise<World> {
  const [fake, other] = await Promise.all([startFakeGitHub(), startFakeGitHub()]);
  seed(fake);
  const real = createGitHubClient({
    token: 't',
    baseUrl: fake.url,
    retries: 1,
    retryDelayMs: 1,
    timeoutMs: 1000,
    maxPages: 6,
  });
  return { gh: fake, elsewhere: other, client: real };
}

const stage = (event: StageCommentEvent = EVENT, w: World = { gh, elsewhere, client }) =>
  runStageRequest(event, {
    repo: REPO,
    workflowId: 'run-sweep.yml',
    appRepo: APP,
    client: w.client,
    dispatcher: w.client,
  });

const effects = (fake: FakeGitHub = gh) => ({
  comments: fake.state.repo('o/r').comments[7]!.map((c) => c.body),
  dispatches: fake.state.repo('o/app').dispatches,
});

beforeEach(async () => {
  ({ gh, elsewhere, client } = await startWorld());
});
afterEach(() => Promise.all([gh.close(), elsewhere.close()]));

it('without a fault: run 20 is staged; run 21 (created while the label was off) is passed over', async () => {
  const result = await stage();
  expect(result.status).toBe('staged');
  if (result.status !== 'staged') return;
  expect(result.selection.outputs['run-id']).toBe('20');
  expect(result.selection.rejected.find((r) => r.runId === 21)?.reason).toBe(
    'it was not created while a full-sweep label was applied',
  );
  expect(effects().dispatches).toHaveLength(1);
});

const LISTS = {
  timeline: '/repos/o/r/issues/7/timeline',
  'PR commits': '/repos/o/r/pulls/7/commits',
  runs: '/repos/o/r/actions/workflows/run-sweep.yml/runs',
  artifacts: '/repos/o/r/actions/runs/20/artifacts',
} as const;

const MATRIX = Object.entries(LISTS).flatMap(([name, path]) =>
  PAGE_FAULTS.map((fault) => [name, fault, path] as const),
);
type Row = (typeof MATRIX)[number];

async function expectFaultHandled([, fault, path]: Row, w: World): Promise<void> {
  injectPageFault(w.gh, path, 2, fault, w.elsewhere);
  const outcome = await stage(EVENT, w).then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  if (fault === '500 then ok') {
    expect(outcome).toMatchObject({
      result: { status: 'staged', selection: { outputs: { 'run-id': '20' } } },
    });
    return;
  }
  const error = (outcome as { error?: unknown }).error;
  expect(error).toBeInstanceOf(VerificationError);
  expect((error as Error).message).toMatch(
    /^could not verify the \/stage-results request for PR #7: GitHub API GET /,
  );
  expect((error as Error).message).toContain(`GET ${path} failed`);
  expect((error as Error).message).toMatch(FAULT_MESSAGE[fault]);
  expect(effects(w.gh)).toEqual({ comments: [], dispatches: [] });
  expect(w.elsewhere.requests).toEqual([]);
}

describe('a fault on page 2 of any list staging reads', () => {
  it.each(MATRIX.filter((row) => row[1] !== 'hang'))('%s: %s', async (...row) => {
    await expectFaultHandled(row, { gh, elsewhere, client });
  });
});

// A hang waits out the client's timeout twice (one retry): those rows start with the file, side by
// side, each on its own fake and client, and wait while the tests below run; their tests come last.
const hangs = MATRIX.filter((row) => row[1] === 'hang');
const hangOutcome = inBackground(hangs, async (row) => {
  const w = await startWorld();
  try {
    await expectFaultHandled(row, w);
  } finally {
    await Promise.all([w.gh.close(), w.elsewhere.close()]);
  }
});

describe('malformed answers and exact run ids', () => {
  it('a permission answer without role_name stops: nothing is staged', async () => {
    gh.state.repo('o/r').permissions.alice = { permission: 'write' };
    await expect(stage()).rejects.toThrow(
      /Cannot authorize alice: the collaborator permission answer has no valid role_name/,
    );
    expect(effects()).toEqual({ comments: [], dispatches: [] });
  });

  it('a PR answer without labels fails instead of reading as "no full-sweep label"', async () => {
    delete gh.state.repo('o/r').pulls[7]!.labels;
    await expect(stage()).rejects.toThrow(
      /could not verify .*pulls\/7 failed: unexpected response shape at labels/,
    );
    expect(effects()).toEqual({ comments: [], dispatches: [] });
  });

  it('a pinned id past 2^53 reaches GitHub digit for digit', async () => {
    await expect(stage({ ...EVENT, body: '/stage-results 009007199254740993' })).rejects.toThrow(
      'GitHub API GET /repos/o/r/actions/runs/9007199254740993 failed: HTTP 404',
    );
    expect(gh.calls('GET', '/repos/o/r/actions/runs/').map((r) => r.path)).toEqual([
      '/repos/o/r/actions/runs/9007199254740993',
    ]);
  });

  it('resolveStageRun keeps the pinned id as a string', async () => {
    await expect(
      resolveStageRun(client, {
        repo: REPO,
        prNumber: 7,
        requestedBy: 'a',
        workflowId: 'run-sweep.yml',
        runId: '18446744073709551617',
      }),
    ).rejects.toThrow('/actions/runs/18446744073709551617 failed: HTTP 404');
  });
});

describe('through the action, as the runner runs it', () => {
  it('reuse-gate/stage: page 2 of the label history answers 409 → failed step, no ack, no dispatch', async () => {
    injectPageFault(gh, LISTS.timeline, 2, '409');
    const result = await runAction('reuse-gate/stage', {
      inputs: {
        'github-token': 'ghs_x',
        'dispatch-token': 'pat_x',
        'app-repository': 'o/app',
      },
      eventName: 'issue_comment',
      event: {
        action: 'created',
        comment: { id: 1, body: '/stage-results', user: { login: 'alice' } },
        issue: { number: 7, pull_request: { url: 'x' } },
      },
      env: { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'o/r', GITHUB_REPOSITORY_OWNER: 'o' },
    });
    expect(result.code).toBe(1);
    expect(result.outputs).toEqual({});
    expect(result.annotations.find((a) => a.level === 'error')?.message).toMatch(
      /^could not verify the \/stage-results request for PR #7: GitHub API GET \/repos\/o\/r\/issues\/7\/timeline failed: HTTP 409/,
    );
    expect(effects()).toEqual({ comments: [], dispatches: [] });
  });

  it('stage select: a Link loop on the runs → exit 1 naming the loop', async () => {
    injectPageFault(gh, LISTS.runs, 2, 'Link loop');
    const result = await runCliAsync(['stage', 'select', '--repo', 'o/r', '--pr-number', '7'], {
      env: { GITHUB_API_URL: gh.url, GITHUB_TOKEN: 't' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^ERROR: could not verify the \/stage-results request for PR #7: .*Link loop/,
    );
  });
});

describe('a fault on page 2 of any list staging reads', () => {
  it.each(hangs.map((row, index) => [...row, index] as const))('%s: %s', (...row) => hangOutcome(row[3]));
});
