/**
 * The GitHub adapter of the trusted external dispatch (shared/fork/ports.ts): the existing port's
 * calls over one octokit, plus the commit lookup and the single-page run listing, built from the
 * shared request helpers so timeouts, retries and response checks are the same as everywhere.
 */
import type { RepoRef } from '../shared/github/client.js';
import type { ForkGitHub } from '../shared/fork/ports.js';
import { CommitParentsSchema, WorkflowRunPageSchema } from '../shared/fork/schemas.js';
import { createGitHubClient, createOctokit, requestOne, type GitHubOptions, type Octokit } from './github.js';

export function createForkGitHub(options: GitHubOptions | Octokit): ForkGitHub {
  const octokit = 'token' in options ? createOctokit(options) : options;
  const client = createGitHubClient(octokit);
  return {
    getCollaboratorPermission: client.getCollaboratorPermission,
    getPull: client.getPull,
    dispatchWorkflow: client.dispatchWorkflow,
    listIssueComments: client.listIssueComments,
    createIssueComment: client.createIssueComment,
    updateIssueComment: client.updateIssueComment,
    async getCommitParents(repo: RepoRef, sha: string) {
      const commit = await requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/commits/{ref}',
        { ...repo, ref: sha },
        CommitParentsSchema,
      );
      return commit.parents.map((parent) => parent.sha);
    },
    async listRecentWorkflowRuns(repo: RepoRef, workflowId: string, event: string, perPage: number) {
      const page = await requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
        { ...repo, workflow_id: workflowId, event, per_page: perPage },
        WorkflowRunPageSchema,
      );
      return page.workflow_runs;
    },
  };
}
