/**
 * The fork-dispatch world on the fake GitHub server: repository example-org/bench (the runAction
 * default), fork PR 7 from contrib/bench at HEAD, its merge commit MERGE built from BASE and HEAD,
 * and alice as an admin. By default GitHub creates the dispatched run, titled as e2e-tests.yml's
 * run-name makes it, so the title poll finds it.
 */
import { seedCollaboratorPermission, seedPullRequest, type FakeGitHub } from '../fake-github/index.js';
import type { FakePermission, FakeRun, FakeWorkflowDispatch } from '../fake-github/state.js';
import { runAction, type ActionRun } from '../helpers/run-action.js';

export const REPOSITORY = 'example-org/bench';
const FORK_REPOSITORY = 'contrib/bench';
export const TOKEN = 'ghs_forkDispatchToken0123456789';
export const HEAD = 'a'.repeat(40);
export const BASE = 'b'.repeat(40);
export const MERGE = 'c'.repeat(40);
export const NEWER_HEAD = 'd'.repeat(40);
export const PR = 7;
export const RUN_ID = 4711;

export interface ForkWorld {
  labels?: string[];
  state?: 'open' | 'closed';
  draft?: boolean | null;
  headRepository?: string | null;
  headSha?: string;
  mergeCommitSha?: string | null;
  mergeParents?: string[];
  permission?: FakePermission | null;
  /** The run GitHub creates for the dispatch; null: none appears. */
  createRun?: ((dispatch: FakeWorkflowDispatch) => FakeRun) | null;
}

export function dispatchedRun(dispatch: FakeWorkflowDispatch): FakeRun {
  return {
    id: RUN_ID,
    event: 'workflow_dispatch',
    status: 'queued',
    path: '.github/workflows/e2e-tests.yml',
    display_title: `e2e Test - ${String(dispatch.inputs?.['test-name'])}`,
    created_at: new Date().toISOString(),
    html_url: `https://github.com/${REPOSITORY}/actions/runs/${RUN_ID}`,
  };
}

export function seedFork(gh: FakeGitHub, world: ForkWorld = {}): void {
  const repo = gh.state.repo(REPOSITORY);
  seedPullRequest(repo, {
    number: PR,
    state: world.state ?? 'open',
    labels: world.labels ?? ['full-sweep-enabled'],
    headRef: 'main',
    commits: [world.headSha ?? HEAD],
    ...(world.headRepository === null ? {} : { headRepository: world.headRepository ?? FORK_REPOSITORY }),
  });
  const pull = repo.pulls[PR]!;
  if (world.draft !== null) pull.draft = world.draft ?? false;
  pull.base = { sha: BASE, ref: 'main' };
  if (world.mergeCommitSha !== null) pull.merge_commit_sha = world.mergeCommitSha ?? MERGE;
  repo.commits[MERGE] = { sha: MERGE, parents: (world.mergeParents ?? [BASE, HEAD]).map((sha) => ({ sha })) };
  if (world.permission !== null)
    seedCollaboratorPermission(
      repo,
      'alice',
      world.permission ?? { permission: 'admin', role_name: 'admin' },
    );
  if (world.createRun !== null) repo.onWorkflowDispatch = world.createRun ?? dispatchedRun;
}

/** The pull_request_target labeled payload GitHub sends when `label` is applied at `headSha`. */
export function labeledEvent(label = 'full-sweep-enabled', headSha = HEAD) {
  return {
    action: 'labeled',
    label: { name: label },
    pull_request: {
      number: PR,
      title: '$(curl evil) `rm -rf` ${{ secrets.X }}',
      head: { sha: headSha, ref: 'feat/$(id)', repo: { full_name: FORK_REPOSITORY } },
    },
    repository: { full_name: REPOSITORY, default_branch: 'main' },
    sender: { login: 'alice' },
  };
}

export function runForkAction(
  gh: FakeGitHub,
  options: { event?: unknown; actor?: string; inputs?: Record<string, string>; eventName?: string } = {},
): Promise<ActionRun> {
  return runAction('fork-dispatch', {
    inputs: { 'github-token': TOKEN, 'poll-attempts': '3', 'poll-interval-ms': '10', ...options.inputs },
    event: options.event ?? labeledEvent(),
    eventName: options.eventName ?? 'pull_request_target',
    env: { GITHUB_API_URL: gh.url, GITHUB_ACTOR: options.actor ?? 'alice' },
  });
}

/** The error annotations' text, one string. */
export function failure(run: ActionRun): string {
  return run.annotations
    .filter((a) => a.level === 'error')
    .map((a) => a.message)
    .join('\n');
}

export function effects(gh: FakeGitHub) {
  const repo = gh.state.repo(REPOSITORY);
  return { dispatches: repo.workflowDispatches, comments: (repo.comments[PR] ?? []).map((c) => c.body) };
}
