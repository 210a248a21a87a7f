/**
 * The octokit implementation of the run-inspection port (shared/ops/inspect/ports.ts), built on
 * io/github.ts's requestOne / requestVoid / listAllPages so that timeouts, bounded retries of
 * reads, pagination and response checks are the same as for every other GitHub call. Writes
 * (reruns) are never retried. Logs and artifact zips answer with a redirect to a storage URL;
 * fetch follows it and drops the Authorization header when the origin changes, so the token never
 * leaves the API origin.
 */
import type { RepoRef } from '../shared/github/client.js';
import { GitHubApiError } from '../shared/github/errors.js';
import { IssueCommentSchema } from '../shared/github/schemas.js';
import type { InspectPort } from '../shared/ops/inspect/ports.js';
import {
  AnnotationSchema,
  AttemptSchema,
  CommitDetailSchema,
  JobSchema,
  RunArtifactSchema,
  RunHeaderSchema,
} from '../shared/ops/inspect/schemas.js';
import { z } from 'zod';
import {
  octokitOf,
  type GitHubOptions,
  listAllPages,
  requestOne,
  requestVoid,
  type Octokit,
} from './github.js';

const RunPageSchema = z.object({ workflow_runs: z.array(RunHeaderSchema) });
const PullsSchema = z.array(z.object({ number: z.int(), merge_commit_sha: z.nullish(z.string()) }));
const PullSchema = z.object({ number: z.int(), merge_commit_sha: z.nullish(z.string()) });
const ContentSchema = z.object({ content: z.nullish(z.string()), encoding: z.nullish(z.string()) });
const TextSchema = z.string();
const BytesSchema = z.custom<ArrayBuffer>((value) => value instanceof ArrayBuffer, 'expected zip bytes');

export function createInspectPort(options: GitHubOptions | Octokit): InspectPort {
  const octokit = octokitOf(options);
  const at = (repo: RepoRef) => ({ owner: repo.owner, repo: repo.repo });
  return {
    getRun: (repo, runId) =>
      requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
        { ...at(repo), run_id: runId },
        RunHeaderSchema,
      ),
    getAttempt: (repo, runId, attempt) =>
      requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}',
        { ...at(repo), run_id: runId, attempt_number: attempt },
        AttemptSchema,
      ),
    listJobs: (repo, runId, filter) =>
      listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs',
        { ...at(repo), run_id: runId, filter },
        JobSchema,
      ),
    listAttemptJobs: (repo, runId, attempt) =>
      listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs',
        { ...at(repo), run_id: runId, attempt_number: attempt },
        JobSchema,
      ),
    listArtifacts: (repo, runId) =>
      listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
        { ...at(repo), run_id: runId },
        RunArtifactSchema,
      ),
    listAnnotations: (repo, checkRunId) =>
      listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations',
        { ...at(repo), check_run_id: checkRunId },
        AnnotationSchema,
      ),
    getJobLog: (repo, jobId) =>
      requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs',
        { ...at(repo), job_id: jobId },
        TextSchema,
      ),
    async downloadArtifact(repo, artifactId) {
      const bytes = await requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
        { ...at(repo), artifact_id: artifactId, archive_format: 'zip' },
        BytesSchema,
      );
      return new Uint8Array(bytes);
    },
    async listWorkflowRuns(repo, workflow, filter, limit) {
      const page = await requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
        { ...at(repo), workflow_id: workflow, ...filter, per_page: Math.min(100, limit) },
        RunPageSchema,
      );
      return page.workflow_runs.slice(0, limit);
    },
    async listRepoRuns(repo, filter, limit) {
      const page = await requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/actions/runs',
        { ...at(repo), ...filter, per_page: Math.min(100, limit) },
        RunPageSchema,
      );
      return page.workflow_runs.slice(0, limit);
    },
    getCommit: (repo, sha) =>
      requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/commits/{ref}',
        { ...at(repo), ref: sha },
        CommitDetailSchema,
      ),
    rerunFailedJobs: (repo, runId) =>
      requestVoid(octokit, 'POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs', {
        ...at(repo),
        run_id: runId,
      }),
    rerunRun: (repo, runId) =>
      requestVoid(octokit, 'POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun', {
        ...at(repo),
        run_id: runId,
      }),
    async getFileText(repo, path, ref) {
      const file = await requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/contents/{path}',
        { ...at(repo), path, ref },
        ContentSchema,
      );
      if (file.encoding !== 'base64' || typeof file.content !== 'string')
        throw new GitHubApiError(
          `GET /repos/${repo.owner}/${repo.repo}/contents/${path}`,
          undefined,
          'unexpected response shape: not a file',
        );
      return Buffer.from(file.content, 'base64').toString('utf8');
    },
    dispatchWorkflow: (repo, workflow, ref, inputs) =>
      requestVoid(octokit, 'POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches', {
        ...at(repo),
        workflow_id: workflow,
        ref,
        inputs,
      }),
    listIssueComments: (repo, issue) =>
      listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
        { ...at(repo), issue_number: issue },
        IssueCommentSchema,
      ),
    async getPullMergeSha(repo, pull) {
      const pr = await requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/pulls/{pull_number}',
        { ...at(repo), pull_number: pull },
        PullSchema,
      );
      return pr.merge_commit_sha ?? undefined;
    },
    listPullsForCommit: (repo, sha) =>
      requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
        { ...at(repo), commit_sha: sha },
        PullsSchema,
      ),
  };
}
