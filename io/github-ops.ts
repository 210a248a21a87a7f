/**
 * The OpsGitHub port over REST, on the building blocks of io/github.ts (timeouts, retries of
 * idempotent reads, pagination and response checks live there). Writes are never retried.
 */
import type { OpsGitHub, RecoverGitHub } from '../shared/ops/ports.js';
import { GitHubApiError } from '../shared/github/errors.js';
import { z } from 'zod';
import {
  createGitHubClient,
  octokitOf,
  listAllPages,
  requestOne,
  type GitHubOptions,
  type Octokit,
} from './github.js';

const CheckRunSchema = z.object({
  name: z.string(),
  status: z.nullish(z.string()),
  conclusion: z.nullish(z.string()),
  started_at: z.nullish(z.string()),
  details_url: z.nullish(z.string()),
});

const StatusSchema = z.object({
  context: z.string(),
  state: z.string(),
  target_url: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
});

const RunIdSchema = z.object({ id: z.int() });

const RequiredChecksSchema = z.object({
  contexts: z.nullish(z.array(z.string())),
  checks: z.nullish(z.array(z.object({ context: z.string() }))),
});

const MergeSchema = z.object({ sha: z.string(), merged: z.boolean(), message: z.nullish(z.string()) });

export function createOpsGitHub(options: GitHubOptions | Octokit): OpsGitHub {
  const octokit = octokitOf(options);
  return {
    client: createGitHubClient(octokit),
    async listCheckRunsForRef(repo, sha) {
      const runs = await listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
        { ...repo, ref: sha },
        CheckRunSchema,
      );
      return runs.map((r) => ({
        name: r.name,
        status: r.status ?? null,
        conclusion: r.conclusion ?? null,
        started_at: r.started_at ?? null,
        details_url: r.details_url ?? null,
      }));
    },
    // The statuses list (every status, newest first) rather than the combined status: it is a plain
    // paginated list, and the latest per context is taken by the pure code.
    async listCommitStatuses(repo, sha) {
      const statuses = await listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/commits/{ref}/statuses',
        { ...repo, ref: sha },
        StatusSchema,
      );
      return statuses.map((s) => ({
        context: s.context,
        state: s.state,
        target_url: s.target_url ?? null,
        updated_at: s.updated_at ?? null,
      }));
    },
    async listRunsForHead(repo, workflowId, event, headSha) {
      return listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
        { ...repo, workflow_id: workflowId, event, head_sha: headSha },
        RunIdSchema,
      );
    },
    async requiredChecks(repo, branch) {
      try {
        const answer = await requestOne(
          octokit,
          'GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks',
          { ...repo, branch },
          RequiredChecksSchema,
        );
        const names = [...(answer.contexts ?? []), ...(answer.checks ?? []).map((c) => c.context)];
        return [...new Set(names)];
      } catch (error) {
        // 404: the branch is not protected, or has no required checks.
        if (error instanceof GitHubApiError && error.status === 404) return null;
        throw error;
      }
    },
    async squashMerge(repo, pull, sha) {
      const answer = await requestOne(
        octokit,
        'PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge',
        { ...repo, pull_number: pull, merge_method: 'squash', sha },
        MergeSchema,
      );
      return { sha: answer.sha, merged: answer.merged, message: answer.message ?? '' };
    },
  };
}

const JobSchema = z.object({
  id: z.int(),
  name: z.string(),
  status: z.nullish(z.string()),
  conclusion: z.nullish(z.string()),
  html_url: z.nullish(z.string()),
});

const PullForCommitSchema = z.object({
  number: z.nullish(z.int()),
  merged_at: z.nullish(z.string()),
  merge_commit_sha: z.nullish(z.string()),
  html_url: z.nullish(z.string()),
});

export function createRecoverGitHub(options: GitHubOptions | Octokit): RecoverGitHub {
  const octokit = octokitOf(options);
  const client = createGitHubClient(octokit);
  return {
    getRun: (repo, runId) => client.getRun(repo, runId),
    async listRunJobs(repo, runId) {
      const jobs = await listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs',
        { ...repo, run_id: runId, filter: 'all' },
        JobSchema,
      );
      return jobs.map((j) => ({
        id: j.id,
        name: j.name,
        status: j.status ?? null,
        conclusion: j.conclusion ?? null,
        html_url: j.html_url ?? null,
      }));
    },
    listPullsForCommit: (repo, sha) =>
      requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
        { ...repo, commit_sha: sha },
        z.array(PullForCommitSchema),
      ),
    commitParents: (repo, sha) => client.getCommitParents(repo, sha),
  };
}
