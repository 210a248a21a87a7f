/**
 * What the trusted external dispatch may ask GitHub: a narrow view of the one client, on purpose
 * (nothing here can reach another repository or a secret).
 */
import type { GitHubClient } from '../github/client.js';

export type ForkGitHub = Pick<
  GitHubClient,
  | 'getCollaboratorPermission'
  | 'getPull'
  | 'dispatchWorkflow'
  | 'listIssueComments'
  | 'createIssueComment'
  | 'updateIssueComment'
  | 'getCommitParents'
  | 'listRecentWorkflowRuns'
>;
