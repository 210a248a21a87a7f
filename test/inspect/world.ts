/**
 * Builders for run-inspection fixtures: runs, jobs with steps, artifacts, attempts, in the REST
 * shapes the fake server answers with. Pure tests use the same builders as the fake-server ones.
 */
import type { FakeGitHub } from '../fake-github/server.js';
import type { FakeArtifact, FakeAttempt, FakeJob, FakeRepo, FakeRun } from '../fake-github/state.js';

export const REPO = 'o/r';
export const APP = 'o/r-app';

export function run(over: { id: number } & Record<string, unknown>): FakeRun {
  return {
    event: 'pull_request',
    status: 'completed',
    conclusion: 'failure',
    path: '.github/workflows/run-sweep.yml',
    head_sha: 'a'.repeat(40),
    head_branch: 'feat/x',
    run_attempt: 1,
    html_url: `https://github.com/${REPO}/actions/runs/${over.id}`,
    created_at: '2026-05-13T10:00:00Z',
    updated_at: '2026-05-13T11:00:00Z',
    display_title: 'sweep',
    pull_requests: [{ number: 7 }],
    ...over,
  } as FakeRun;
}

type StepSpec = [name: string, conclusion: string | null];

/** A job whose steps are given as [name, conclusion]; `Set up job` is prepended. */
export function job(
  id: number,
  name: string,
  conclusion: string | null,
  steps: StepSpec[] = [['Run benchmark', conclusion === 'success' ? 'success' : 'failure']],
  over: Record<string, unknown> = {},
): FakeJob {
  return {
    id,
    run_id: 100,
    run_attempt: 1,
    name,
    status: 'completed',
    conclusion,
    started_at: '2026-05-13T10:01:00Z',
    completed_at: `2026-05-13T10:${String(10 + (id % 40)).padStart(2, '0')}:00Z`,
    html_url: `https://github.com/${REPO}/actions/runs/100/job/${id}`,
    runner_name: 'gpu-runner-1',
    check_run_url: `https://api.github.com/repos/${REPO}/check-runs/${id}`,
    steps: [['Set up job', 'success'] as StepSpec, ...steps].map(([n, c], i) => ({
      number: i + 1,
      name: n,
      status: 'completed',
      conclusion: c,
    })),
    ...over,
  };
}

export function attempt(n: number, startedAt: string, conclusion = 'failure'): FakeAttempt {
  return {
    run_attempt: n,
    status: 'completed',
    conclusion,
    run_started_at: startedAt,
    updated_at: startedAt,
  };
}

export function artifact(
  id: number,
  name: string,
  createdAt: string,
  over: Partial<FakeArtifact> = {},
): FakeArtifact {
  return {
    id,
    name,
    expired: false,
    size_in_bytes: 1000 + id,
    created_at: createdAt,
    updated_at: createdAt,
    expires_at: '2026-08-13T00:00:00Z',
    ...over,
  };
}

/** Seeds a run (replacing runs with the same id), its jobs, attempts and artifacts. */
export function seed(
  repo: FakeRepo,
  r: FakeRun,
  parts: { jobs?: FakeJob[]; attempts?: FakeAttempt[]; artifacts?: FakeArtifact[] } = {},
): void {
  repo.runs = [r, ...repo.runs.filter((x) => x.id !== r.id)];
  if (parts.jobs) repo.jobs[r.id] = parts.jobs.map((j) => ({ ...j, run_id: r.id }));
  repo.attempts[r.id] =
    parts.attempts ??
    Array.from({ length: r.run_attempt ?? 1 }, (_, i) =>
      attempt(i + 1, `2026-05-13T${String(10 + i).padStart(2, '0')}:00:00Z`),
    );
  if (parts.artifacts) repo.artifacts[r.id] = parts.artifacts;
}

/** A push run 124 that reused source 555, with its setup and trigger logs and the source's artifacts. */
export function seedMerge(gh: FakeGitHub, appRuns = true): void {
  const sha = '9f8e7d6c'.padEnd(40, '0');
  const r = gh.state.repo(REPO);
  seed(r, run({ id: 555, event: 'pull_request', conclusion: 'success' }), {
    artifacts: [
      artifact(60, 'results_bmk', '2026-05-13T10:30:00Z', { size_in_bytes: 2_100_000 }),
      artifact(61, 'run-stats', '2026-05-13T10:31:00Z'),
    ],
  });
  seed(
    r,
    run({
      id: 124,
      event: 'push',
      head_branch: 'main',
      head_sha: sha,
      conclusion: 'success',
      created_at: '2026-05-14T09:00:00Z',
      pull_requests: [],
    }),
    {
      attempts: [attempt(1, '2026-05-14T09:00:00Z', 'success')],
      jobs: [
        job(7001, 'setup', 'success', [['Decide reuse', 'success']]),
        job(7002, 'sweep-single-node-1k1k / benchmark (h100)', 'skipped', []),
        job(7003, 'upload-changelog-metadata', 'success', [['Upload', 'success']]),
        job(7010, 'trigger-ingest', 'success', [['Dispatch', 'success']]),
        job(7011, 'trigger-agentic-ingest', 'skipped', []),
      ],
      artifacts: [artifact(88001, 'changelog-metadata', '2026-05-14T09:10:00Z')],
    },
  );
  r.logs[7001] = '2026-05-14T09:01:00Z sweepkit-reuse: {"reuse-enabled":"true","reuse-source-run-id":"555"}';
  r.logs[7010] =
    '2026-05-14T09:20:00Z sweepkit-dispatch: {"event_type":"ingest-results","client_payload":{"source-run-id":"555","merge-run-id":"124"}}';
  r.pulls[4242] = { number: 4242, merge_commit_sha: sha };
  r.commitPulls[sha] = [4242];
  r.commits[sha] = { sha, files: [{ filename: 'perf-changelog.yaml' }] };
  if (!appRuns) return;
  const app = gh.state.repo(APP);
  seed(
    app,
    run({
      id: 902,
      event: 'repository_dispatch',
      path: '.github/workflows/ingest.yml',
      conclusion: 'success',
      created_at: '2026-05-14T09:40:00Z',
    }),
    {
      jobs: [job(9020, 'prepare', 'success')],
    },
  );
  seed(
    app,
    run({
      id: 901,
      event: 'repository_dispatch',
      path: '.github/workflows/ingest.yml',
      conclusion: 'success',
      created_at: '2026-05-14T09:21:00Z',
    }),
    {
      jobs: [job(9010, 'prepare', 'success')],
    },
  );
  app.logs[9020] = 'Source run: 777\nMerge run: 778\n';
  app.logs[9010] = '2026-05-14T09:22:00Z Source run: 555\n2026-05-14T09:22:00Z Merge run: 124\n';
}
