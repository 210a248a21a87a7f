/**
 * The GitHub port: everything sweepkit asks GitHub, as plain typed data. io/github.ts implements
 * it with octokit; pure logic in shared/ takes it as a parameter and tests can hand in the real
 * client pointed at test/fake-github/. List methods return every page.
 */
import type {
  Artifact,
  CheckRun,
  CollaboratorPermission,
  IssueComment,
  PullFile,
  PullRef,
  PullRequest,
  Reaction,
  ReactionContent,
  TimelineEvent,
  WorkflowRun,
} from './schemas.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

interface RunFilter {
  event?: string;
  branch?: string;
  status?: string;
}

export interface GitHubClient {
  /** GET /commits/{sha}/pulls, first page only (GitHub's default 30), as the reference reads it. */
  listPullsForCommit(repo: RepoRef, sha: string): Promise<PullRef[]>;
  /** GET /issues/{n}/comments, all pages. */
  listIssueComments(repo: RepoRef, issue: number): Promise<IssueComment[]>;
  /** GET /pulls/{n}. */
  getPull(repo: RepoRef, pull: number): Promise<PullRequest>;
  /** GET /pulls/{n}/files, all pages (GitHub lists at most 3000 files: compare with `changed_files`). */
  listPullFiles(repo: RepoRef, pull: number): Promise<PullFile[]>;
  /** GET /pulls/{n}/commits, all pages (GitHub caps at 250), as SHAs. */
  listPullCommitShas(repo: RepoRef, pull: number): Promise<string[]>;
  /** GET /actions/workflows/{id}/runs, all pages, in API order (newest first). */
  listWorkflowRuns(repo: RepoRef, workflowId: string, filter: RunFilter): Promise<WorkflowRun[]>;
  /** GET /actions/runs/{id}; `runId` is the decimal id (a pinned id may exceed 2^53). */
  getRun(repo: RepoRef, runId: string | number): Promise<WorkflowRun>;
  /** GET /actions/runs/{id}/artifacts, all pages. */
  listRunArtifacts(repo: RepoRef, runId: string | number): Promise<Artifact[]>;
  /** GET /collaborators/{login}/permission, the raw fields (authorization decides what missing values mean). */
  getCollaboratorPermission(repo: RepoRef, login: string): Promise<CollaboratorPermission>;
  /** GET /issues/{n}/timeline, all pages. */
  listIssueTimeline(repo: RepoRef, issue: number): Promise<TimelineEvent[]>;
  /** POST /issues/{n}/comments. */
  createIssueComment(repo: RepoRef, issue: number, body: string): Promise<{ id: number }>;
  /** PATCH /issues/comments/{id}. */
  updateIssueComment(repo: RepoRef, commentId: number, body: string): Promise<void>;
  /** POST /dispatches (repository_dispatch to another repository, usually with a PAT client). */
  dispatchRepositoryEvent(
    repo: RepoRef,
    eventType: string,
    clientPayload: Record<string, unknown>,
  ): Promise<void>;
  /** POST /actions/workflows/{id}/dispatches. */
  dispatchWorkflow(
    repo: RepoRef,
    workflowId: string,
    ref: string,
    inputs: Record<string, string>,
  ): Promise<void>;
  /** GET /commits/{sha}: the parent SHAs of one commit. */
  getCommitParents(repo: RepoRef, sha: string): Promise<string[]>;
  /**
   * GET /actions/workflows/{id}/runs, one page only (newest first): for finding a run created
   * seconds ago.
   */
  listRecentWorkflowRuns(
    repo: RepoRef,
    workflowId: string,
    event: string,
    perPage: number,
  ): Promise<WorkflowRun[]>;
  /** GET /commits/{sha}/check-runs, all pages. */
  listCheckRuns(repo: RepoRef, sha: string): Promise<CheckRun[]>;
  /** GET /issues/comments/{id}/reactions, all pages. */
  listCommentReactions(repo: RepoRef, commentId: number): Promise<Reaction[]>;
  /** POST /issues/comments/{id}/reactions. */
  createCommentReaction(repo: RepoRef, commentId: number, content: ReactionContent): Promise<Reaction>;
  /** DELETE /issues/comments/{id}/reactions/{reaction_id}. */
  deleteCommentReaction(repo: RepoRef, commentId: number, reactionId: number): Promise<void>;
}
