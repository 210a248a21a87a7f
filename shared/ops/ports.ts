/**
 * The ports of the operator commands (merge-with-reuse): what they ask GitHub and git, as plain
 * typed data. io/github-ops.ts and io/git-ops.ts implement them; the sequence in shared/ops/merge/
 * only sees these interfaces, so its decisions stay testable and free of I/O.
 */
import type { GitHubClient, RepoRef } from '../github/client.js';
import type { ConflictStages } from '../merge-prep/resolve.js';
import type { WorkflowRun } from '../github/schemas.js';
import type { Job, PullForCommit } from './recover/inspect.js';

/** One check run on a commit (`GET /commits/{sha}/check-runs`). */
export interface OpsCheckRun {
  name: string;
  status: string | null;
  conclusion: string | null;
  started_at: string | null;
  details_url: string | null;
}

/** One commit status (the statuses list of a commit, newest first). */
export interface OpsCommitStatus {
  context: string;
  state: string;
  target_url: string | null;
  updated_at: string | null;
}

interface OpsMergeResult {
  sha: string;
  merged: boolean;
  message: string;
}

/**
 * What merge-with-reuse and a recovery's last step both ask GitHub about a PR head before and
 * when they squash-merge it (all lists: every page).
 */
export interface HeadMergeGitHub {
  /** The shared client: pull, commits, runs, artifacts and comments. */
  client: GitHubClient;
  listCheckRunsForRef(repo: RepoRef, sha: string): Promise<OpsCheckRun[]>;
  /** Runs of one workflow for one head commit and event (newest first). */
  listRunsForHead(
    repo: RepoRef,
    workflowId: string,
    event: string,
    headSha: string,
  ): Promise<{ id: number }[]>;
  /** Squash-merge with the head precondition; rejects with GitHubApiError (405, 409, 422). */
  squashMerge(repo: RepoRef, pull: number, sha: string): Promise<OpsMergeResult>;
}

/** The GitHub calls of merge-with-reuse beyond the shared client (all lists: every page). */
export interface OpsGitHub extends HeadMergeGitHub {
  listCommitStatuses(repo: RepoRef, sha: string): Promise<OpsCommitStatus[]>;
  /** The names of the checks branch protection requires on `branch`; null when unprotected. */
  requiredChecks(repo: RepoRef, branch: string): Promise<string[] | null>;
}

/** What `git merge` did in the private worktree. */
type MergeOutcome = 'merged' | 'up-to-date' | 'conflict';

export interface MergeResult {
  outcome: MergeOutcome;
  /** The unmerged paths of a conflict (`git diff --name-only --diff-filter=U`); empty otherwise. */
  unmerged: string[];
}

export interface PushOutcome {
  ok: boolean;
  /** git's message when rejected. */
  detail: string;
}

/** git on the user's clone (never its work tree) and on one private linked worktree. */
export interface OpsGit {
  /** The top level of the user's work tree; throws when not inside one. */
  root(): string;
  /** `merge`, `rebase`, `cherry-pick`, `revert` or `bisect` when one is in progress, else null. */
  operationInProgress(): string | null;
  /** `git status --porcelain` lines (untracked files included). */
  statusLines(): string[];
  /** Fetches `main` into `<remote>/main`; returns its SHA. */
  fetchMain(remote: string): string;
  /** Fetches `pull/<n>/head` into `privateRef`; returns its SHA. */
  fetchPullHead(remote: string, pr: number, privateRef: string): string;
  /**
   * Both fetches above in one: their SHAs, or null when that fetch failed (the caller then takes
   * the separate steps, whose errors say what failed).
   */
  fetchMainAndPullHead(
    remote: string,
    pr: number,
    privateRef: string,
  ): { main: string; pullHead: string } | null;
  /** `git ls-remote <remote> refs/pull/<n>/head`, or null when absent. */
  remotePullHead(remote: string, pr: number): string | null;
  /** A detached linked worktree at `sha`; returns its directory. */
  addWorktree(name: string, sha: string): string;
  /** Removes the worktree and the private ref, if there is one (always safe to call). */
  cleanup(worktree: string | null, privateRef: string | null): void;
  head(worktree: string): string;
  merge(worktree: string, ref: string): MergeResult;
  mergeAbort(worktree: string): void;
  conflictStages(worktree: string, file: string): ConflictStages;
  readBlob(worktree: string, ref: string, file: string): Uint8Array;
  readFile(worktree: string, file: string): Uint8Array;
  /** Writes and stages `file`. */
  writeAndStage(worktree: string, file: string, bytes: Uint8Array): void;
  /** `git commit --no-edit` (concludes a merge). */
  commitMerge(worktree: string): void;
  commitAmend(worktree: string): void;
  /** A commit of the index with `message` (`--allow-empty` when `empty`). */
  commit(worktree: string, message: string, empty: boolean): void;
  /** `git push <remote> <sha>:refs/heads/<ref>`, never forced. */
  push(remote: string, sha: string, ref: string): PushOutcome;
  /** The changelog gate between two refs, run in the worktree; throws SweepkitError on failure. */
  gate(worktree: string, options: LocalGateOptions): Promise<string>;
}

export interface LocalGateOptions {
  file: string;
  baseRef: string;
  headRef: string;
  repo: string;
  prNumber: number;
  allEvals: boolean;
}

/** Time, for the waits (tests pass a fast clock). */
export interface OpsClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** The reads of `recover-ingest inspect`. */
export interface RecoverGitHub {
  getRun(repo: RepoRef, runId: string): Promise<WorkflowRun>;
  /** The jobs of every attempt of a run (`filter=all`), all pages. */
  listRunJobs(repo: RepoRef, runId: string): Promise<Job[]>;
  /** The PRs GitHub associates with a commit (first page, as the reference reads it). */
  listPullsForCommit(repo: RepoRef, sha: string): Promise<PullForCommit[]>;
  /** The parent SHAs of a commit. */
  commitParents(repo: RepoRef, sha: string): Promise<string[]>;
}

export interface RecoverGit {
  /** Whether the local clone has the commit. */
  hasCommit(sha: string): boolean;
}
