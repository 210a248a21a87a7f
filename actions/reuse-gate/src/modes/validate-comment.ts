/**
 * `validate-comment` mode: reaction feedback on a /reuse-sweep-run comment.
 * Runs on issue_comment created/edited with default-branch code and github.token; it posts no
 * comment and starts no sweep. Steps: clear the bot's own 👍/👎 (human reactions are kept),
 * then judge the comment's own request and react 👍 (accepted) or 👎 (rejected, reason in the
 * job summary). A GitHub API failure fails the step without a new reaction (fail closed).
 */
import * as core from '../../../_common/workflow-commands.js';
import { errorMessage } from '../../../../shared/errors.js';
import { verifying } from '../../../../shared/github/errors.js';
import { REACTION } from '../../../../shared/github/schemas.js';
import { checkReuseComment, type CommentVerdict } from '../../../../shared/reuse/comment-check.js';
import { createGitHubClient } from '../../../../io/github.js';
import { readInputs } from '../../../_common/inputs.js';
import { setOutputs } from '../../../_common/outputs.js';
import { eventAs, IssueCommentEventSchema, readRunnerContext } from '../context.js';
import { COMMAND, ValidateCommentInputs } from '../inputs.js';

const BOT_CONTENTS: readonly string[] = [REACTION.approve, REACTION.reject];

async function finish(
  verdict: CommentVerdict['verdict'] | 'skipped',
  reason: string,
  title: string,
): Promise<void> {
  setOutputs({ verdict, reason });
  core.info(`${title}: ${reason}`);
  await core.summary.addHeading(`/reuse-sweep-run check: ${title}`, 3).addRaw(`${reason}\n`).write();
}

export async function run(): Promise<void> {
  const context = readRunnerContext();
  if (context.eventName !== 'issue_comment') {
    throw new Error(`validate-comment runs on issue_comment events, not ${context.eventName}`);
  }
  const inputs = readInputs(ValidateCommentInputs);
  core.setSecret(inputs['github-token']);
  const event = eventAs(IssueCommentEventSchema, context);
  if (event.issue.pull_request === undefined || event.issue.pull_request === null) {
    return finish(
      'skipped',
      `Issue #${event.issue.number} is not a pull request; nothing to check.`,
      'skipped',
    );
  }
  if (event.action !== 'created' && event.action !== 'edited') {
    return finish('skipped', `Comment ${event.action}; nothing to check.`, 'skipped');
  }
  const body = event.comment.body ?? '';
  const previous = event.changes?.body?.from ?? '';
  if (!body.includes(COMMAND) && !previous.includes(COMMAND)) {
    return finish('skipped', `The comment does not mention ${COMMAND}; nothing to check.`, 'skipped');
  }

  const client = createGitHubClient({ token: inputs['github-token'] });
  const commentId = event.comment.id;

  let verdict: CommentVerdict;
  try {
    // Every earlier bot verdict goes first (from the complete reaction list), so the reaction
    // left afterwards is this verdict's alone; a fault here fails before anything is added.
    await verifying(`the earlier bot reactions on comment ${commentId}`, async () => {
      const reactions = await client.listCommentReactions(context.repo, commentId);
      for (const reaction of reactions) {
        if (reaction.user?.login === inputs['bot-login'] && BOT_CONTENTS.includes(reaction.content)) {
          await client.deleteCommentReaction(context.repo, commentId, reaction.id);
        }
      }
    });
    verdict = await checkReuseComment(client, {
      repo: context.repo,
      prNumber: event.issue.number,
      body,
      authorAssociation: event.comment.author_association ?? '',
      allowedAssociations: inputs['allowed-author-associations'],
      workflowId: inputs['workflow-id'],
      incompatibleLabels: inputs['reuse-incompatible-labels'],
      command: COMMAND,
    });
  } catch (error) {
    await core.summary
      .addHeading('/reuse-sweep-run check: could not be verified', 3)
      .addRaw('The request could not be verified (no reaction added); the step fails.\n\n')
      .addCodeBlock(errorMessage(error))
      .write();
    throw error;
  }
  if (verdict.verdict === 'no-command') {
    return finish('no-command', `${verdict.reason} Earlier bot reactions were cleared.`, 'no command');
  }
  await client.createCommentReaction(
    context.repo,
    commentId,
    verdict.verdict === 'accepted' ? REACTION.approve : REACTION.reject,
  );
  return finish(verdict.verdict, verdict.reason, verdict.verdict);
}
