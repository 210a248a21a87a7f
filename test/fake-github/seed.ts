/**
 * Seeding the fake server the way the reuse, stage and ingest test worlds all need it: one server
 * per test, the environment that points a process at it, and repository data (a pull request with
 * its commits, workflow runs with their artifacts, collaborator permissions) in the shapes the
 * endpoints answer with. Each world keeps only what is specific to its capability.
 */
import { startFakeGitHub, type FakeGitHub } from './server.js';
import type { FakeArtifact, FakeJob, FakePermission, FakeRepo, FakeRun } from './state.js';

/** Runs `body` against a fresh fake server (so concurrent tests never share state), then closes it. */
export async function withFakeGitHub<T>(body: (gh: FakeGitHub) => Promise<T>): Promise<T> {
  const gh = await startFakeGitHub();
  try {
    return await body(gh);
  } finally {
    await gh.close();
  }
}

/** The variables that point the CLI or an action at the fake: GITHUB_API_URL, and GITHUB_TOKEN when given. */
export function fakeGitHubEnv(gh: FakeGitHub, token?: string): Record<string, string> {
  return { GITHUB_API_URL: gh.url, ...(token === undefined ? {} : { GITHUB_TOKEN: token }) };
}

/** The `html_url` GitHub gives a workflow run. */
export function runHtmlUrl(repository: string, runId: number): string {
  return `https://github.com/${repository}/actions/runs/${runId}`;
}

export interface PullRequestSeed {
  number: number;
  state: 'open' | 'closed';
  /** A timestamp, or null for closed without merging; left out, the PR carries no `merged_at`. */
  mergedAt?: string | null;
  labels: string[];
  headRef: string;
  /** The PR's commit SHAs, oldest first. */
  commits: string[];
  /** `head.sha`; defaults to the last of `commits`. */
  headSha?: string;
  /** `head.repo.full_name`; left out, the PR carries no `head.repo`. */
  headRepository?: string;
}

/** A pull request and its commits. */
export function seedPullRequest(repo: FakeRepo, pr: PullRequestSeed): void {
  repo.pulls[pr.number] = {
    number: pr.number,
    state: pr.state,
    ...(pr.mergedAt === undefined ? {} : { merged_at: pr.mergedAt }),
    labels: pr.labels.map((name) => ({ name })),
    head: {
      ref: pr.headRef,
      sha: pr.headSha ?? pr.commits.at(-1),
      ...(pr.headRepository === undefined ? {} : { repo: { full_name: pr.headRepository } }),
    },
  };
  repo.pullCommits[pr.number] = pr.commits;
}

/** Workflow runs (API order, newest first) and their artifacts, keyed by run id. */
export function seedWorkflowRuns(
  repo: FakeRepo,
  runs: FakeRun[],
  artifactsByRun: Record<number | string, FakeArtifact[]> = {},
): void {
  repo.runs = runs;
  for (const [runId, artifacts] of Object.entries(artifactsByRun)) repo.artifacts[Number(runId)] = artifacts;
}

/** What `GET /collaborators/{login}/permission` answers for `login`. */
export function seedCollaboratorPermission(repo: FakeRepo, login: string, answer: FakePermission): void {
  repo.permissions[login] = answer;
}

export interface PastSweepRun {
  id: number;
  /** Jobs as `[name, minutes]`, or with a conclusion other than success: `[name, minutes, conclusion]`. */
  jobs: [string, number, string?][];
  /** Default success. */
  conclusion?: string;
}

/**
 * Completed run-sweep runs (newest first, as the listing answers) and their jobs, each job
 * starting at the run's hour and lasting its minutes: the history a cost estimate reads.
 */
export function seedSweepHistory(repo: FakeRepo, runs: PastSweepRun[]): void {
  let jobId = 1;
  const start = Date.parse('2026-05-01T00:00:00Z');
  runs.forEach((run, i) => {
    const at = start - i * 3_600_000;
    repo.runs.push({
      id: run.id,
      event: 'pull_request',
      status: 'completed',
      conclusion: run.conclusion ?? 'success',
      path: '.github/workflows/run-sweep.yml',
      run_attempt: 1,
      created_at: new Date(at).toISOString(),
    });
    repo.jobs[run.id] = run.jobs.map(([name, minutes, conclusion]): FakeJob => ({
      id: jobId++,
      run_id: run.id,
      run_attempt: 1,
      name,
      status: 'completed',
      conclusion: conclusion ?? 'success',
      started_at: new Date(at).toISOString(),
      completed_at: new Date(at + minutes * 60_000).toISOString(),
    }));
  });
}
