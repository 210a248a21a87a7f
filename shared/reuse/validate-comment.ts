/**
 * The /reuse-sweep-run comment check end to end (beside the staging flow in shared/stage/flow.ts):
 * decide whether the event needs a check, clear the bot's own earlier 👍/👎 (human reactions are
 * kept), judge the comment's own request and react 👍 (accepted) or 👎 (rejected). It posts no
 * comment and starts no sweep. A GitHub API fault while clearing or judging comes back as
 * `unverified` with no reaction added (fail closed: the caller fails the step).
 */
import type { GitHubClient, RepoRef } from '../github/client.js';
import { verifying } from '../github/errors.js';
import { REACTION } from '../github/schemas.js';
import { checkReuseComment, type CommentVerdict } from './comment-check.js';

/** The issue_comment event fields the check reads. */
export interface ReuseCommentEvent {
  /** github.event.action: `created` and `edited` are checked. */
  action: string;
  commentId: number;
  prNumber: number;
  /** The issue is a pull request (github.event.issue.pull_request is set). */
  onPullRequest: boolean;
  body: string;
  /** The body before an edit (github.event.changes.body.from), '' otherwise. */
  previousBody: string;
  authorAssociation: string;
}

export interface ValidateCommentOptions {
  repo: RepoRef;
  client: GitHubClient;
  /** Whose 👍/👎 are the bot's own (cleared before a new verdict). */
  botLogin: string;
  allowedAssociations: readonly string[];
  workflowId: string;
  incompatibleLabels: readonly string[];
  command: string;
}

export type ValidateCommentResult =
  | { verdict: 'skipped'; reason: string }
  | { verdict: 'no-command'; reason: string }
  | { verdict: 'accepted' | 'rejected'; reason: string }
  /** An API fault while clearing or judging: nothing was added; the step must fail with `error`. */
  | { verdict: 'unverified'; error: unknown };

const BOT_CONTENTS: readonly string[] = [REACTION.approve, REACTION.reject];

/** Why the event needs no check, or undefined when it does. */
function skipReason(event: ReuseCommentEvent, command: string): string | undefined {
  if (!event.onPullRequest) return `Issue #${event.prNumber} is not a pull request; nothing to check.`;
  if (event.action !== 'created' && event.action !== 'edited')
    return `Comment ${event.action}; nothing to check.`;
  if (!event.body.includes(command) && !event.previousBody.includes(command))
    return `The comment does not mention ${command}; nothing to check.`;
  return undefined;
}

export async function validateReuseComment(
  event: ReuseCommentEvent,
  options: ValidateCommentOptions,
): Promise<ValidateCommentResult> {
  const skipped = skipReason(event, options.command);
  if (skipped !== undefined) return { verdict: 'skipped', reason: skipped };
  const { client, repo } = options;
  const { commentId } = event;
  let verdict: CommentVerdict;
  try {
    // Every earlier bot verdict goes first (from the complete reaction list), so the reaction
    // left afterwards is this verdict's alone; a fault here fails before anything is added.
    await verifying(`the earlier bot reactions on comment ${commentId}`, async () => {
      const reactions = await client.listCommentReactions(repo, commentId);
      for (const reaction of reactions) {
        if (reaction.user?.login === options.botLogin && BOT_CONTENTS.includes(reaction.content)) {
          await client.deleteCommentReaction(repo, commentId, reaction.id);
        }
      }
    });
    verdict = await checkReuseComment(client, {
      repo,
      prNumber: event.prNumber,
      body: event.body,
      authorAssociation: event.authorAssociation,
      allowedAssociations: options.allowedAssociations,
      workflowId: options.workflowId,
      incompatibleLabels: options.incompatibleLabels,
      command: options.command,
    });
  } catch (error) {
    return { verdict: 'unverified', error };
  }
  if (verdict.verdict === 'no-command')
    return { verdict: 'no-command', reason: `${verdict.reason} Earlier bot reactions were cleared.` };
  await client.createCommentReaction(
    repo,
    commentId,
    verdict.verdict === 'accepted' ? REACTION.approve : REACTION.reject,
  );
  return { verdict: verdict.verdict, reason: verdict.reason };
}
