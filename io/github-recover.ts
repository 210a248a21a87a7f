/**
 * The RecoveryGitHub port over REST: the reads of `inspect` (io/github-ops.ts), the run
 * inspection reads (io/github-inspect.ts) and the few writes of a recovery (a PR, its label, the
 * merge, a rerun of the results app's ingest), all on one octokit (one token, one set of
 * timeouts and retries), with the pagination and response checks of io/github.ts. Writes are never
 * retried; every list reads every page or fails.
 */
import type { RecoveryGitHub } from '../shared/ops/recover/ports.js';
import { RunHeaderSchema } from '../shared/ops/inspect/schemas.js';
import { z } from 'zod';
import {
  createGitHubClient,
  createOctokit,
  listAllPages,
  requestOne,
  requestVoid,
  type GitHubOptions,
} from './github.js';
import { createInspectPort } from './github-inspect.js';
import { createOpsGitHub, createRecoverGitHub } from './github-ops.js';

const CreatedPullSchema = z.object({ number: z.int(), html_url: z.string() });
const PullFileSchema = z.object({ filename: z.string() });
const LabelsAnswerSchema = z.array(z.object({ name: z.string() }));

export function createRecoveryGitHub(options: GitHubOptions): RecoveryGitHub {
  const octokit = createOctokit(options);
  const inspect = createInspectPort(octokit);
  const ops = createOpsGitHub(octokit);
  return {
    ...createRecoverGitHub(octokit),
    client: createGitHubClient(octokit),
    listJobs: (repo, runId, filter) => inspect.listJobs(repo, runId, filter),
    listRepoRuns: (repo, filter) =>
      listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/actions/runs',
        { ...repo, ...filter },
        RunHeaderSchema,
      ),
    getJobLog: (repo, jobId) => inspect.getJobLog(repo, jobId),
    listArtifacts: (repo, runId) => inspect.listArtifacts(repo, runId),
    getAttempt: (repo, runId, attempt) => inspect.getAttempt(repo, runId, attempt),
    createPull: (repo, pull) =>
      requestOne(octokit, 'POST /repos/{owner}/{repo}/pulls', { ...repo, ...pull }, CreatedPullSchema),
    async addLabels(repo, issue, labels) {
      await requestOne(
        octokit,
        'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
        { ...repo, issue_number: issue, labels },
        LabelsAnswerSchema,
      );
    },
    async listPullFiles(repo, pull) {
      const files = await listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
        { ...repo, pull_number: pull },
        PullFileSchema,
      );
      return files.map((f) => f.filename);
    },
    listCheckRunsForRef: (repo, sha) => ops.listCheckRunsForRef(repo, sha),
    listRunsForHead: (repo, workflowId, event, headSha) =>
      ops.listRunsForHead(repo, workflowId, event, headSha),
    squashMerge: (repo, pull, sha) => ops.squashMerge(repo, pull, sha),
    rerunFailedJobs: (repo, runId) =>
      requestVoid(octokit, 'POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs', {
        ...repo,
        run_id: runId,
      }),
    rerunRun: (repo, runId) =>
      requestVoid(octokit, 'POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun', {
        ...repo,
        run_id: runId,
      }),
  };
}
