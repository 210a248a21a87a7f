/**
 * What the trusted external dispatch asks GitHub: the existing port's calls it needs, plus two
 * of its own (io/github-fork.ts implements them). Narrow on purpose: nothing here can reach
 * another repository or a secret.
 */
import type { GitHubClient, RepoRef } from '../github/client.js';
import type { WorkflowRun } from '../github/schemas.js';

interface ForkOnlyCalls {
  /** GET /commits/{sha}: the parent shas of one commit. */
  getCommitParents(repo: RepoRef, sha: string): Promise<string[]>;
  /** `GET /actions/workflows/{id}/runs`, one page only (newest first): the dispatcher only looks for a run created seconds ago. */
  listRecentWorkflowRuns(
    repo: RepoRef,
    workflowId: string,
    event: string,
    perPage: number,
  ): Promise<WorkflowRun[]>;
}

export type ForkGitHub = Pick<
  GitHubClient,
  | 'getCollaboratorPermission'
  | 'getPull'
  | 'dispatchWorkflow'
  | 'listIssueComments'
  | 'createIssueComment'
  | 'updateIssueComment'
> &
  ForkOnlyCalls;
