/**
 * What the trusted external dispatch says: each refusal word for word, in the order the checks
 * run, and the PR comment after a dispatch. Refusals fail the job without a PR comment; the
 * comment only ever carries values GitHub itself produced (a sha, a run link), never the PR's
 * title, branch or labels.
 */
import { COMMENT_MARKER } from './names.js';

/** The checks in the order they run; the first failure is the one reported. */
export const FORK_CHECKS = [
  'authorization',
  'pull-request-state',
  'fork',
  'head-pinned',
  'primary-label',
  'merge-commit',
  'merge-commit-parents',
] as const;
export type ForkCheck = (typeof FORK_CHECKS)[number];

export const AUTHORIZATION_REQUIRED =
  'write, maintain or admin (both permission and role) is required to authorize external code';
export const NOT_OPEN_OR_DRAFT = 'The pull request must be open and ready for review.';
export const NOT_A_FORK = 'Trusted external dispatch is only for fork pull requests.';
export const NO_MERGE_COMMIT =
  'GitHub has not produced a merge commit; resolve conflicts and re-add the label.';

export function headMovedMessage(eventSha: string, currentSha: string): string {
  return `The PR advanced from ${eventSha} to ${currentSha}; remove and re-add the sweep label to approve the new revision.`;
}

export function primaryLabelMessage(found: readonly string[]): string {
  return `Expected exactly the newly applied primary sweep label; found ${found.length ? found.join(', ') : 'none'}.`;
}

/**
 * GitHub recomputes the test merge commit asynchronously after a push; until it has, the PR can
 * report the new head next to the merge commit of the previous one. Running that commit would
 * run a revision nobody approved.
 */
export function mergeCommitParentsMessage(
  mergeSha: string,
  headSha: string,
  parents: readonly string[],
): string {
  return `The merge commit ${mergeSha} is not built from the approved head ${headSha} (its parents are ${parents.length ? parents.join(', ') : 'unknown'}); GitHub may still be updating it, so re-add the label in a minute.`;
}

export interface CommentLink {
  /** html_url of the dispatched run, when it was found. */
  runUrl?: string;
  /** The e2e workflow's page, linked when the run was not found in time. */
  workflowUrl: string;
}

/** Five lines (English, then Chinese); the hidden marker at the end identifies the comment. */
export function dispatchComment(headSha: string, link: CommentLink): string {
  const en = link.runUrl
    ? `[trusted sweep run](${link.runUrl})`
    : `[End-to-End Tests workflow](${link.workflowUrl})`;
  const zh = link.runUrl
    ? `[可信 sweep 运行](${link.runUrl})`
    : `[End-to-End Tests 工作流](${link.workflowUrl})`;
  return [
    `Dispatched ${en} for approved external revision \`${headSha}\`.`,
    'New commits are not trusted automatically; remove and re-add the primary sweep label to approve a new SHA.',
    '',
    `已为已批准的外部修订 \`${headSha}\` 启动 ${zh}。`,
    `新的提交不会被自动信任；如需批准新的 SHA，请移除并重新添加主 sweep 标签。${COMMENT_MARKER}`,
  ].join('\n');
}

export function commentFailedWarning(detail: string): string {
  return `Sweep dispatched successfully, but the PR comment failed: ${detail}`;
}
