/**
 * The GitHub port of run inspection: what the commands ask GitHub, as plain typed data.
 * io/github-inspect.ts implements it over the project's one octokit; failures arrive as
 * GitHubApiError (shared/github/errors.ts) so the decisions can tell "expired" (404/410) from
 * a transport fault.
 */
import type { RepoRef } from '../../github/client.js';
import type { IssueComment } from '../../github/schemas.js';
import type { Annotation, Attempt, CommitDetail, Job, RunArtifact, RunHeader } from './schemas.js';

type JobFilter = 'latest' | 'all';

export interface InspectPort {
  /** GET /actions/runs/{id}. */
  getRun(repo: RepoRef, runId: number): Promise<RunHeader>;
  /** GET /actions/runs/{id}/attempts/{n}. */
  getAttempt(repo: RepoRef, runId: number, attempt: number): Promise<Attempt>;
  /** GET /actions/runs/{id}/jobs, every page. */
  listJobs(repo: RepoRef, runId: number, filter: JobFilter): Promise<Job[]>;
  /** GET /actions/runs/{id}/attempts/{n}/jobs, every page. */
  listAttemptJobs(repo: RepoRef, runId: number, attempt: number): Promise<Job[]>;
  /** GET /actions/runs/{id}/artifacts, every page, API order. */
  listArtifacts(repo: RepoRef, runId: number): Promise<RunArtifact[]>;
  /** GET /check-runs/{id}/annotations, every page. */
  listAnnotations(repo: RepoRef, checkRunId: number): Promise<Annotation[]>;
  /** GET /actions/jobs/{id}/logs (the redirect followed): the plain-text log. */
  getJobLog(repo: RepoRef, jobId: number): Promise<string>;
  /** GET /actions/artifacts/{id}/zip (the redirect followed): the zip bytes. */
  downloadArtifact(repo: RepoRef, artifactId: number): Promise<Uint8Array>;
  /** GET /actions/workflows/{workflow}/runs with the given filters; at most `limit` runs, newest first. */
  listWorkflowRuns(
    repo: RepoRef,
    workflow: string,
    filter: Record<string, string>,
    limit: number,
  ): Promise<RunHeader[]>;
  /** GET /actions/runs (repository-wide) with the given filters; at most `limit` runs. */
  listRepoRuns(repo: RepoRef, filter: Record<string, string>, limit: number): Promise<RunHeader[]>;
  /** GET /commits/{sha}. */
  getCommit(repo: RepoRef, sha: string): Promise<CommitDetail>;
  /** POST /actions/runs/{id}/rerun-failed-jobs. */
  rerunFailedJobs(repo: RepoRef, runId: number): Promise<void>;
  /** POST /actions/runs/{id}/rerun. */
  rerunRun(repo: RepoRef, runId: number): Promise<void>;
  /** GET /contents/{path}?ref=: the file's text at that ref. */
  getFileText(repo: RepoRef, path: string, ref: string): Promise<string>;
  /** POST /actions/workflows/{workflow}/dispatches. */
  dispatchWorkflow(
    repo: RepoRef,
    workflow: string,
    ref: string,
    inputs: Record<string, string>,
  ): Promise<void>;
  /** GET /issues/{n}/comments, every page. */
  listIssueComments(repo: RepoRef, issue: number): Promise<IssueComment[]>;
  /** GET /pulls/{n}: its merge commit. */
  getPullMergeSha(repo: RepoRef, pull: number): Promise<string | undefined>;
  /** GET /commits/{sha}/pulls: the PRs GitHub associates with a commit. */
  listPullsForCommit(
    repo: RepoRef,
    sha: string,
  ): Promise<{ number: number; merge_commit_sha?: string | null }[]>;
}
