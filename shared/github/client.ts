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

export interface RunFilter {
  event?: string;
  branch?: string;
  status?: string;
}

export interface GitHubClient {
  /** E1, first page only (GitHub's default 30), as the reference reads it. */
  listPullsForCommit(repo: RepoRef, sha: string): Promise<PullRef[]>;
  /** E2, all pages. */
  listIssueComments(repo: RepoRef, issue: number): Promise<IssueComment[]>;
  /** E3. */
  getPull(repo: RepoRef, pull: number): Promise<PullRequest>;
  /** E4, all pages (GitHub caps at 250), as SHAs. */
  listPullCommitShas(repo: RepoRef, pull: number): Promise<string[]>;
  /** E5, all pages, in API order (newest first). */
  listWorkflowRuns(repo: RepoRef, workflowId: string, filter: RunFilter): Promise<WorkflowRun[]>;
  /** E6; `runId` is the decimal id (a pinned id may exceed 2^53). */
  getRun(repo: RepoRef, runId: string | number): Promise<WorkflowRun>;
  /** E7, all pages. */
  listRunArtifacts(repo: RepoRef, runId: string | number): Promise<Artifact[]>;
  /** E8, the raw fields (authorization decides what missing values mean). */
  getCollaboratorPermission(repo: RepoRef, login: string): Promise<CollaboratorPermission>;
  /** E9, all pages. */
  listIssueTimeline(repo: RepoRef, issue: number): Promise<TimelineEvent[]>;
  /** E10. */
  createIssueComment(repo: RepoRef, issue: number, body: string): Promise<{ id: number }>;
  /** E11. */
  updateIssueComment(repo: RepoRef, commentId: number, body: string): Promise<void>;
  /** E12 (repository_dispatch to another repository, usually with a PAT client). */
  dispatchRepositoryEvent(
    repo: RepoRef,
    eventType: string,
    clientPayload: Record<string, unknown>,
  ): Promise<void>;
  /** E13. */
  dispatchWorkflow(
    repo: RepoRef,
    workflowId: string,
    ref: string,
    inputs: Record<string, string>,
  ): Promise<void>;
  /** E14, one page of 100. */
  listCheckRuns(repo: RepoRef, sha: string): Promise<CheckRun[]>;
  /** E15, all pages. */
  listCommentReactions(repo: RepoRef, commentId: number): Promise<Reaction[]>;
  /** E16. */
  createCommentReaction(repo: RepoRef, commentId: number, content: ReactionContent): Promise<Reaction>;
  /** E17. */
  deleteCommentReaction(repo: RepoRef, commentId: number, reactionId: number): Promise<void>;
}
