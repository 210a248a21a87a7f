/**
 * Nulls as GitHub sends them: every documented-nullable field sweepkit reads (workflow run
 * `head_branch`, `status`, `pull_requests`; check run `conclusion`, `started_at`; comment and
 * reaction `user`; `merge_commit_sha`; artifact `created_at`, `expires_at`) answered as null by the
 * fake GitHub. The reuse gate, the stage request, the merge preflight, the recovery steps and the
 * publication check each either decide correctly or refuse with a reason; none crashes. With only
 * the fields a decision can do without set to null, each decides as it does with them.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createGitHubClient } from '../../io/github.js';
import { createInspectPort } from '../../io/github-inspect.js';
import { decideReuse } from '../../shared/reuse/gate.js';
import { checkReuseComment } from '../../shared/reuse/comment-check.js';
import { DEFAULT_ALLOWED_ASSOCIATIONS, REUSE_INCOMPATIBLE_LABELS } from '../../shared/reuse/names.js';
import { runStageRequest } from '../../shared/stage/flow.js';
import { validateReuseComment } from '../../shared/reuse/validate-comment.js';
import { createOpsGitHub } from '../../io/github-ops.js';
import { checkStates, judgeChecks } from '../../shared/ops/merge/checks.js';
import { gatherVerify } from '../../shared/ops/inspect/gather.js';
import { verify } from '../../shared/ops/inspect/verify.js';
import { assess } from '../../shared/ops/recover/assess-run.js';
import { finishRecovery } from '../../shared/ops/recover/finish.js';
import { inspectTarget } from '../../shared/ops/recover/run-inspect.js';
import { checkSource } from '../../shared/ops/recover/source.js';
import { targetOfPull } from '../../shared/ops/recover/target.js';
import { ALL_NULLS, startFakeGitHub, type FakeGitHub } from '../fake-github/index.js';
import { seedBigPr } from '../reuse/scenario.js';
import { APP, REPO as INSPECT_REPO, seedMerge } from '../inspect/world.js';
import { createWorld } from './world.js';
import { createRecoveryWorld, PR, SOURCE, TARGET_URL, type RecoveryWorld } from './recover-world.js';

jest.setTimeout(120_000);

const REPO = { owner: 'o', repo: 'r' };

/** What a flow came to: its value, or the error it refused with (never a TypeError). */
async function outcome<T>(flow: () => Promise<T>): Promise<{ value: T } | { error: Error }> {
  try {
    return { value: await flow() };
  } catch (error) {
    expect(error).not.toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(RangeError);
    return { error: error as Error };
  }
}

describe('the fake answers documented-nullable fields as null', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  afterEach(() => gh.close());

  it('runs, pulls, comments, artifacts: the fields are null, the state is untouched', async () => {
    seedBigPr(gh);
    gh.state.nulls = ALL_NULLS;
    type Item = Record<string, unknown>;
    const get = async <T = Item>(path: string) =>
      (await (await fetch(`${gh.url}/repos/o/r${path}`)).json()) as T;
    const run = await get('/actions/runs/555');
    expect([run.head_branch, run.status, run.pull_requests]).toEqual([null, null, null]);
    expect((await get('/pulls/7')).merge_commit_sha).toBeNull();
    expect((await get<Item[]>('/issues/7/comments?per_page=1'))[0]!.user).toBeNull();
    const artifact = (await get<{ artifacts: Item[] }>('/actions/runs/555/artifacts?per_page=1'))
      .artifacts[0]!;
    expect([artifact.created_at, artifact.expires_at]).toEqual([null, null]);
    expect(gh.state.repo('o/r').comments[7]![0]!.user).toEqual({ login: 'user0' });
  });
});

describe('reuse and stage with every nullable field null', () => {
  let gh: FakeGitHub;
  const client = () => createGitHubClient({ token: 't', baseUrl: gh.url, retries: 0, maxPages: 6 });
  beforeEach(async () => {
    gh = await startFakeGitHub();
    seedBigPr(gh);
    gh.state.nulls = ALL_NULLS;
  });
  afterEach(() => gh.close());

  const gate = {
    repo: REPO,
    workflowId: 'run-sweep.yml',
    incompatibleLabels: REUSE_INCOMPATIBLE_LABELS,
    allowedAssociations: DEFAULT_ALLOWED_ASSOCIATIONS,
    command: '/reuse-sweep-run',
  };

  it('the main-branch gate: a source whose status is unknown is not reusable', async () => {
    const result = await outcome(() =>
      decideReuse(client(), { ...gate, eventName: 'push', ref: 'refs/heads/main', commitSha: 'm1' }),
    );
    expect(result).toMatchObject({
      error: { message: expect.stringMatching(/not completed|no successful/) },
    });
  });

  it('the comment check refuses instead of accepting a run of unknown status', async () => {
    const result = await outcome(() =>
      checkReuseComment(client(), {
        ...gate,
        prNumber: 7,
        body: '/reuse-sweep-run 555',
        authorAssociation: 'OWNER',
      }),
    );
    if ('value' in result) expect(result.value.verdict).not.toBe('accepted');
  });

  it('a stage request over runs of unknown status stages nothing, and says why', async () => {
    const repo = gh.state.repo('o/r');
    repo.permissions.alice = { permission: 'write', role_name: 'maintain' };
    repo.pulls[7]!.state = 'open';
    repo.comments[7] = [];
    repo.timeline[7] = [
      { event: 'labeled', label: { name: 'full-sweep-enabled' }, created_at: '2026-05-01T00:00:00Z' },
    ];
    repo.runs = [
      {
        id: 20,
        event: 'pull_request',
        status: 'completed',
        conclusion: 'success',
        path: '.github/workflows/run-sweep.yml',
        head_sha: 'c149',
        head_branch: 'feat/x',
        run_attempt: 1,
        created_at: '2026-05-05T00:00:00Z',
      },
    ];
    repo.artifacts[20] = [{ name: 'changelog-metadata' }, { name: 'results_bmk' }];
    const c = client();
    const result = await outcome(() =>
      runStageRequest(
        { action: 'created', body: '/stage-results', login: 'alice', prNumber: 7, onPullRequest: true },
        {
          repo: REPO,
          workflowId: 'run-sweep.yml',
          appRepo: { owner: 'o', repo: 'app' },
          client: c,
          dispatcher: c,
        },
      ),
    );
    expect(gh.state.repo('o/app').dispatches).toEqual([]);
    expect(result).toHaveProperty('error');
  });
});

describe('only the fields a decision can do without are null: it decides as before', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
    seedBigPr(gh);
  });
  afterEach(() => gh.close());

  it.each([
    ['run head_branch and pull_requests', { run: ['head_branch', 'pull_requests'] }],
    ['comment user (a deleted account; authorized by association)', { comment: ['user'] }],
    ['artifact created_at and expires_at', { artifact: ['created_at', 'expires_at'] }],
  ] as const)('the main-branch gate reuses run 555 with null %s', async (_what, nulls) => {
    gh.state.nulls = nulls as NonNullable<typeof gh.state.nulls>;
    const decision = await decideReuse(createGitHubClient({ token: 't', baseUrl: gh.url, retries: 0 }), {
      repo: REPO,
      workflowId: 'run-sweep.yml',
      incompatibleLabels: REUSE_INCOMPATIBLE_LABELS,
      allowedAssociations: DEFAULT_ALLOWED_ASSOCIATIONS,
      command: '/reuse-sweep-run',
      eventName: 'push',
      ref: 'refs/heads/main',
      commitSha: 'm1',
    });
    expect(decision.outputs).toMatchObject({ 'reuse-enabled': 'true', 'reuse-source-run-id': '555' });
  });

  it('a check run without started_at still counts by its conclusion', async () => {
    gh.state.nulls = { checkRun: ['started_at'] };
    gh.state.repo('o/r').checkRuns.c149 = [
      {
        name: 'check-changelog',
        status: 'completed',
        conclusion: 'success',
        started_at: '2026-05-13T00:00:00Z',
      },
    ];
    const runs = await createOpsGitHub({ token: 't', baseUrl: gh.url, retries: 0 }).listCheckRunsForRef(
      REPO,
      'c149',
    );
    expect(judgeChecks(checkStates(runs, []))).toMatchObject({ kind: 'passed' });
  });
});

describe('the merge preflight and the comment check with every nullable field null', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
    seedBigPr(gh);
    gh.state.nulls = ALL_NULLS;
  });
  afterEach(() => gh.close());

  it('a completed check run without a conclusion is pending: the merge waits, it never passes', async () => {
    gh.state.repo('o/r').checkRuns.c149 = [
      {
        name: 'check-changelog',
        status: 'completed',
        conclusion: 'success',
        started_at: '2026-05-13T00:00:00Z',
      },
    ];
    const runs = await createOpsGitHub({ token: 't', baseUrl: gh.url, retries: 0 }).listCheckRunsForRef(
      REPO,
      'c149',
    );
    expect(runs[0]).toMatchObject({ conclusion: null, started_at: null });
    expect(judgeChecks(checkStates(runs, []))).toEqual({ kind: 'pending', pending: ['check-changelog'] });
  });

  it("a reaction whose user is null is not taken for the bot's own: it stays, the verdict is still given", async () => {
    gh.state.repo('o/r').reactions[150] = [{ id: 1, content: '-1', user: { login: 'github-actions[bot]' } }];
    const c = createGitHubClient({ token: 't', baseUrl: gh.url, retries: 0, maxPages: 6 });
    const result = await outcome(() =>
      validateReuseComment(
        {
          action: 'created',
          commentId: 150,
          prNumber: 7,
          onPullRequest: true,
          body: '/reuse-sweep-run 555',
          previousBody: '',
          authorAssociation: 'OWNER',
        },
        {
          repo: REPO,
          client: c,
          botLogin: 'github-actions[bot]',
          allowedAssociations: DEFAULT_ALLOWED_ASSOCIATIONS,
          workflowId: 'run-sweep.yml',
          incompatibleLabels: REUSE_INCOMPATIBLE_LABELS,
          command: '/reuse-sweep-run',
        },
      ),
    );
    expect(result).toHaveProperty('value');
    expect(gh.calls('DELETE')).toEqual([]);
    expect((result as { value: unknown }).value).toEqual({
      verdict: 'rejected',
      reason: expect.stringContaining(`Reusable source run 555 is not completed.`),
    });
  });
});

describe('publication check with every nullable field null', () => {
  it('verify-publication decides (fail or unknown), never published on missing fields', async () => {
    const gh = await startFakeGitHub();
    try {
      seedMerge(gh);
      gh.state.nulls = ALL_NULLS;
      const port = createInspectPort({ token: 't', baseUrl: gh.url, retries: 0 });
      const result = await outcome(async () => {
        const run = await port.getRun(REPO, 124);
        return verify(
          await gatherVerify(port, REPO, run, {
            expectation: { kind: 'source', runId: 555 },
            family: undefined,
            appRepo: { owner: 'o', repo: 'r-app' },
            appRepoName: APP,
          }),
        );
      });
      if ('value' in result) expect(result.value.verdict).not.toBe('published');
      void INSPECT_REPO;
    } finally {
      await gh.close();
    }
  });
});

describe('recovery with every nullable field null', () => {
  let w: RecoveryWorld;
  beforeAll(async () => {
    w = await createRecoveryWorld();
  });
  afterAll(() => w.close());
  beforeEach(() => {
    w.reset();
    w.gh.state.nulls = ALL_NULLS;
  });
  afterEach(() => {
    w.gh.state.nulls = undefined;
  });

  it('inspect: a target whose head_branch and status are unknown is refused', async () => {
    const ctx = w.ctx();
    const result = await outcome(() =>
      inspectTarget(ctx.github, ctx.git, {
        repo: ctx.repo,
        repoName: ctx.repoName,
        target: TARGET_URL,
        jobId: null,
        acceptConclusions: [],
        remote: 'origin',
      }),
    );
    expect(result).toMatchObject({ error: { message: "target run status is None, expected 'completed'" } });
  });

  it('--pr: a PR without a merge commit is not merged', async () => {
    const result = await outcome(() => targetOfPull(w.ctx(), PR));
    expect(result).toMatchObject({
      error: { message: `PR #${PR} is not merged; its ingest has nothing to recover` },
    });
  });

  it('check-source: a pinned source of unknown status is refused', async () => {
    const ctx = w.ctx();
    const result = await outcome(() =>
      checkSource(ctx.github, ctx.git, {
        repo: ctx.repo,
        pr: PR,
        sourceRun: String(SOURCE),
        remote: 'origin',
        failOnDrift: false,
      }),
    );
    expect(result).toMatchObject({ error: { message: `Reusable source run ${SOURCE} is not completed.` } });
  });

  it('check-source with only artifact dates and pull_requests null: the source is valid, its attempt unknown', async () => {
    w.gh.state.nulls = { artifact: ['created_at', 'expires_at'], run: ['pull_requests'] };
    const ctx = w.ctx();
    const report = await checkSource(ctx.github, ctx.git, {
      repo: ctx.repo,
      pr: PR,
      sourceRun: String(SOURCE),
      remote: 'origin',
      failOnDrift: false,
    });
    expect(report).toMatchObject({
      source_run_id: SOURCE,
      partial: false,
      artifacts: [{ name: 'results_bmk', expired: false, attempt: null }],
    });
  });

  it('assess refuses; finish refuses', async () => {
    expect(
      await outcome(() =>
        assess(w.ctx(), { target: TARGET_URL, jobId: null, acceptConclusions: [], sourceRun: null }),
      ),
    ).toHaveProperty('error');
    w.fake.pulls[101] = { number: 101, state: 'open', labels: [], head: { ref: 'recovery/x', sha: w.merge } };
    expect(
      await outcome(() => finishRecovery(w.ctx(), { recoveryPr: 101, sourceRun: String(SOURCE) })),
    ).toHaveProperty('error');
  });
});

describe('merge-with-reuse with every nullable field null', () => {
  it('refuses before any write: a run of unknown status is no reusable source', async () => {
    const world = await createWorld();
    try {
      world.gh.state.nulls = ALL_NULLS;
      const result = await outcome(() => world.run());
      expect(result).toHaveProperty('error');
      expect((result as { error: Error }).error.message).toBe(
        `PR #7 has no successful reusable run-sweep.yml run on a current commit`,
      );
      expect(world.gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      expect(world.log().some((l) => l.startsWith('GIT push'))).toBe(false);
    } finally {
      await world.close();
    }
  });
});
