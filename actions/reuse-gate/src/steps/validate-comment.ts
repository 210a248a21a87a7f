/**
 * reuse-gate/validate-comment: reaction feedback on a /reuse-sweep-run comment. Runs on
 * issue_comment created/edited with default-branch code and github.token. The flow is
 * shared/reuse/validate-comment.ts; this step reads the event and inputs, and writes the
 * outputs and the job summary. A comment that could not be verified fails the step.
 */
import * as core from '@actions/core';
import { errorMessage } from '../../../../shared/errors.js';
import { validateReuseComment } from '../../../../shared/reuse/validate-comment.js';
import { createGitHubClient } from '../../../../io/github.js';
import { readInputs } from '../../../_common/inputs.js';
import { setOutputs } from '../../../_common/outputs.js';
import { eventAs, IssueCommentEventSchema, readRunnerContext } from '../context.js';
import { COMMAND, ValidateCommentInputs } from '../inputs.js';

const TITLES = { skipped: 'skipped', 'no-command': 'no command', accepted: 'accepted', rejected: 'rejected' };

export async function run(): Promise<void> {
  const context = readRunnerContext();
  if (context.eventName !== 'issue_comment') {
    throw new Error(`validate-comment runs on issue_comment events, not ${context.eventName}`);
  }
  const inputs = readInputs(ValidateCommentInputs);
  core.setSecret(inputs['github-token']);
  const event = eventAs(IssueCommentEventSchema, context);
  const result = await validateReuseComment(
    {
      action: event.action,
      commentId: event.comment.id,
      prNumber: event.issue.number,
      onPullRequest: event.issue.pull_request !== undefined && event.issue.pull_request !== null,
      body: event.comment.body ?? '',
      previousBody: event.changes?.body?.from ?? '',
      authorAssociation: event.comment.author_association ?? '',
    },
    {
      repo: context.repo,
      client: createGitHubClient({ token: inputs['github-token'] }),
      botLogin: inputs['bot-login'],
      allowedAssociations: inputs['allowed-author-associations'],
      workflowId: inputs['workflow-id'],
      incompatibleLabels: inputs['reuse-incompatible-labels'],
      command: COMMAND,
    },
  );
  if (result.verdict === 'unverified') {
    await core.summary
      .addHeading('/reuse-sweep-run check: could not be verified', 3)
      .addRaw('The request could not be verified (no reaction added); the step fails.\n\n')
      .addCodeBlock(errorMessage(result.error))
      .write();
    throw result.error;
  }
  const title = TITLES[result.verdict];
  setOutputs({ verdict: result.verdict, reason: result.reason });
  core.info(`${title}: ${result.reason}`);
  await core.summary.addHeading(`/reuse-sweep-run check: ${title}`, 3).addRaw(`${result.reason}\n`).write();
}
