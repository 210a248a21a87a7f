/**
 * Fixture builders for reuse tests: the worked-example world (repo o/r, PR 7 on
 * branch feat/x with commits a1,a2, merge commit m1) on the fake GitHub server, and a runner for
 * the bundled reuse-gate action pointed at it.
 */
import {
  fakeGitHubEnv,
  runHtmlUrl,
  seedPullRequest,
  seedWorkflowRuns,
  type FakeArtifact,
  type FakeCheckRun,
  type FakeComment,
  type FakeGitHub,
  type FakeRun,
} from '../fake-github/index.js';
import { runAction, type ActionRun } from '../helpers/run-action.js';
import { runCliAsync, type CliResult } from '../helpers/run-cli.js';

const REPO = 'o/r';
const MERGED_AT = '2026-05-13T12:00:00Z';

let nextCommentId = 1;

export function comment(association: string | null, body: string, createdAt?: string | null): FakeComment {
  const id = nextCommentId++;
  return {
    id,
    ...(createdAt === null
      ? {}
      : { created_at: createdAt ?? `2026-05-13T00:00:${String(id % 60).padStart(2, '0')}Z` }),
    ...(association === null ? {} : { author_association: association }),
    body,
    user: { login: `user${id}` },
  };
}

export function run(id: number, change: Partial<FakeRun> = {}): FakeRun {
  return {
    id,
    event: 'pull_request',
    status: 'completed',
    conclusion: 'success',
    path: '.github/workflows/run-sweep.yml',
    head_sha: 'a1',
    head_branch: 'feat/x',
    run_attempt: 1,
    html_url: runHtmlUrl(REPO, id),
    created_at: '2026-05-13T10:00:00Z',
    pull_requests: [],
    ...change,
  };
}

/** run-sweep's changelog job as GitHub lists its check run on a commit (passed, unless changed). */
export function gateCheck(change: Partial<FakeCheckRun> = {}): FakeCheckRun {
  return {
    name: 'Validate perf-changelog',
    status: 'completed',
    conclusion: 'success',
    started_at: '2026-05-13T09:00:00Z',
    details_url: 'https://github.com/o/r/actions/runs/554/job/1',
    app: { slug: 'github-actions' },
    ...change,
  };
}

export const RESULTS: FakeArtifact[] = [{ name: 'results_bmk', expired: false }];

export interface PrWorld {
  comments?: FakeComment[];
  labels?: string[];
  mergedAt?: string | null;
  headRef?: string;
  commits?: string[];
  runs?: FakeRun[];
  artifacts?: Record<number, FakeArtifact[]>;
  /** The pull requests of commit m1 (default [7]). */
  commitPulls?: number[];
}

/** PR 7 as in worked example 1, with every part overridable. */
export function pr7(gh: FakeGitHub, world: PrWorld = {}): void {
  const repo = gh.state.repo(REPO);
  repo.commitPulls.m1 = world.commitPulls ?? [7];
  repo.comments[7] = world.comments ?? [comment('OWNER', '/reuse-sweep-run')];
  seedPullRequest(repo, {
    number: 7,
    state: 'closed',
    mergedAt: world.mergedAt === undefined ? MERGED_AT : world.mergedAt,
    labels: world.labels ?? ['full-sweep-enabled'],
    headRef: world.headRef ?? 'feat/x',
    headSha: 'a2',
    headRepository: REPO,
    commits: world.commits ?? ['a1', 'a2'],
  });
  seedWorkflowRuns(
    repo,
    world.runs ?? [run(556, { conclusion: 'failure' }), run(555, { run_attempt: 2 })],
    world.artifacts ?? { 555: RESULTS },
  );
}

/** The two gates: reuse-gate's main entry (the setup job) and reuse-gate/sync-gate. */
export type Gate = 'setup' | 'sync-gate';

/** A push of merge commit m1 to main, as the setup job sees it. */
export function pushToMain(
  gh: FakeGitHub,
  gate: Gate = 'setup',
  ref = 'refs/heads/main',
  eventName = 'push',
) {
  return reuseGate(gh, gate, {
    eventName,
    env: { GITHUB_REF: ref, GITHUB_SHA: 'm1' },
    event: { ref, after: 'm1' },
  });
}

/** A pull_request event on PR 7. */
export function pullRequestEvent(
  gh: FakeGitHub,
  gate: Gate,
  action: string | undefined,
  number: number | null = 7,
) {
  const event = {
    ...(action === undefined ? {} : { action }),
    ...(number === null ? {} : { number, pull_request: { number, head: { sha: 'a2' } } }),
  };
  return reuseGate(gh, gate, {
    eventName: 'pull_request',
    env: { GITHUB_REF: 'refs/pull/7/merge', GITHUB_SHA: 'x' },
    event,
  });
}

/** Runs reuse-gate's `entry`: `setup` is the action itself, any other entry its sub-action. */
export function reuseGate(
  gh: FakeGitHub,
  entry: string,
  options: {
    eventName: string;
    env?: Record<string, string>;
    event?: unknown;
    inputs?: Record<string, string>;
  },
): Promise<ActionRun> {
  return runAction(entry === 'setup' ? 'reuse-gate' : `reuse-gate/${entry}`, {
    eventName: options.eventName,
    event: options.event,
    inputs: { 'github-token': 'ghs_test_token', ...options.inputs },
    env: { ...fakeGitHubEnv(gh), GITHUB_REPOSITORY: REPO, ...options.env },
  });
}

/** Requests as "METHOD /path-after-repo?query" for sequence assertions. */
export function requestLines(gh: FakeGitHub): string[] {
  return gh.requests.map((r) => `${r.method} ${r.url.replace(`/repos/${REPO}`, '')}`);
}

/** One fake server per test, so tests can run concurrently (each action run is a process). */
export { withFakeGitHub as withFake } from '../fake-github/index.js';

/** Distinct error annotations (runAction reports a failure once as an annotation and once via setFailed). */
export function failures(result: ActionRun): string[] {
  return [...new Set(result.annotations.filter((a) => a.level === 'error').map((a) => a.message))];
}

/** `sweepkit reuse ...` against the fake, from PATH and HOME only (no stray GITHUB_* variables). */
export function runReuseCli(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  return runCliAsync(args, { env, isolatedEnv: true });
}

export function cliEnv(gh: FakeGitHub, extra: Record<string, string> = {}): Record<string, string> {
  return { ...fakeGitHubEnv(gh, 'ghp_cli_token'), ...extra };
}

/** PR 7, merged; its only authorizing comment, the source run, its commit and its result artifact are all on page 2. */
export function seedBigPr(fake: FakeGitHub): void {
  const N = 150;
  const repo = fake.state.repo('o/r');
  repo.commitPulls.m1 = [7];
  repo.comments[7] = Array.from({ length: N }, (_, i) => ({
    id: i + 1,
    created_at: `2026-05-13T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z`,
    author_association: i === N - 1 ? 'OWNER' : 'CONTRIBUTOR',
    body: i === N - 1 ? '/reuse-sweep-run' : 'looks good',
    user: { login: `user${i}` },
  }));
  repo.pulls[7] = {
    number: 7,
    state: 'closed',
    merged_at: MERGED_AT,
    labels: [{ name: 'full-sweep-enabled' }],
    head: { ref: 'feat/x', sha: `c${N - 1}` },
  };
  repo.pullCommits[7] = Array.from({ length: N }, (_, i) => `c${i}`);
  repo.runs = [
    ...Array.from({ length: N - 1 }, (_, i) => run(1000 + i, { conclusion: 'failure', head_sha: 'c0' })),
    run(555, { head_sha: `c${N - 1}` }),
  ];
  repo.artifacts[555] = [
    ...Array.from({ length: N - 1 }, (_, i) => ({ name: `log-${i}` })),
    { name: 'results_bmk' },
  ];
}
