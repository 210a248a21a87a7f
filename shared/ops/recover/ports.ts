/**
 * The ports of recover-ingest beyond `inspect`: what the recovery steps ask GitHub (the
 * repository and the results app repository, one client) and git (the user's clone and private
 * linked worktrees). io/github-recover.ts and io/git-recover.ts implement them.
 */
import type { RepoRef } from '../../github/client.js';
import type { SearchSpaceConfig } from '../../plan/schema.js';
import type { Attempt, Job, RunArtifact, RunHeader } from '../inspect/schemas.js';
import type { HeadMergeGitHub, OpsGit, RecoverGit, RecoverGitHub } from '../ports.js';

export interface RecoveryGitHub extends RecoverGitHub, HeadMergeGitHub {
  /** GET /actions/runs/{id}/jobs with steps, every page. */
  listJobs(repo: RepoRef, runId: number, filter: 'latest' | 'all'): Promise<Job[]>;
  /** GET /actions/runs (repository-wide) with the filters, every page, newest first. */
  listRepoRuns(repo: RepoRef, filter: Record<string, string>): Promise<RunHeader[]>;
  /** GET /actions/jobs/{id}/logs (redirect followed). */
  getJobLog(repo: RepoRef, jobId: number): Promise<string>;
  /** GET /actions/runs/{id}/artifacts with sizes and dates, every page. */
  listArtifacts(repo: RepoRef, runId: number): Promise<RunArtifact[]>;
  getAttempt(repo: RepoRef, runId: number, attempt: number): Promise<Attempt>;
  /** POST /pulls. */
  createPull(
    repo: RepoRef,
    pull: { title: string; head: string; base: string; body: string },
  ): Promise<{ number: number; html_url: string }>;
  /** POST /issues/{n}/labels. */
  addLabels(repo: RepoRef, issue: number, labels: string[]): Promise<void>;
  /** GET /pulls/{n}/files, every page: the file names. */
  listPullFiles(repo: RepoRef, pull: number): Promise<string[]>;
  rerunFailedJobs(repo: RepoRef, runId: number): Promise<void>;
  rerunRun(repo: RepoRef, runId: number): Promise<void>;
}

export interface RecoveryGit extends OpsGit, RecoverGit {
  /**
   * Makes one commit present in the clone, fetching it by id when it is not (a commit no branch
   * reaches any more, e.g. after a force-push); false when the remote no longer serves it.
   */
  fetchCommit(remote: string, sha: string): boolean;
  /** `git merge-base --is-ancestor`; false also when either commit is unknown. */
  isAncestor(ancestor: string, descendant: string): boolean;
  /** `git diff --name-status from to` lines. */
  diffNameStatus(from: string, to: string): string[];
  /** `git diff --name-only a...b` (changes on b since the merge base). */
  diffNamesSince(base: string, head: string): string[];
  /** `git diff --check from to` output ('' when clean). */
  diffCheck(from: string, to: string): string;
  /** Whether `refs/heads/<branch>` exists on the remote. */
  remoteBranchExists(remote: string, branch: string): boolean;
  /** A commit of `tree` with these parents (the committer identity of the user's git config). */
  commitTree(tree: string, parents: string[], message: string): string;
  treeOf(ref: string): string;
  parentsOf(ref: string): string[];
  /** A file's bytes at a commit of the clone. */
  blobAt(ref: string, file: string): Uint8Array;
  /** Commits the index of a worktree with a fixed author and committer. */
  commitAs(worktree: string, message: string, identity: { name: string; email: string }): void;
  /** `git diff --cached --check` in a worktree ('' when clean). */
  stagedCheck(worktree: string): string;
  /** The sweep plan between two commits, with the generation inputs of the worktree. */
  plan(worktree: string, file: string, baseRef: string, headRef: string): Promise<SearchSpaceConfig>;
  /** Deletes a private ref (absent is fine). */
  deleteRef(ref: string): void;
}
