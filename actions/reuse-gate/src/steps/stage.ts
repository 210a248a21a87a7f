import * as core from '@actions/core';
import { createGitHubClient } from '../../../../io/github.js';
import { repoName } from '../../../../shared/github/repo.js';
import { resolveAppRepository } from '../../../../shared/ingest/app-repository.js';
import { runStageRequest, type StageCommentEvent } from '../../../../shared/stage/flow.js';
import { DEFAULT_SWEEP_WORKFLOW_ID } from '../../../../shared/stage/names.js';
import { z } from 'zod';
import { readInputs } from '../../../_common/inputs.js';
import { setOutputs } from '../../../_common/outputs.js';
import { eventAs, IssueCommentEventSchema, readRunnerContext, type IssueCommentEvent } from '../context.js';

const StageInputs = z.object({
  'github-token': z.string({ error: 'is required (github.token: reads and PR comments)' }),
  'dispatch-token': z.string({ error: 'is required (the token allowed to dispatch to the app repository)' }),
  'app-repository': z.optional(z.string()),
  'workflow-id': z._default(z.string(), DEFAULT_SWEEP_WORKFLOW_ID),
});

/** The issue_comment fields staging reads; the body never reaches a shell or the log. */
function commentEvent(event: IssueCommentEvent): StageCommentEvent {
  return {
    action: event.action,
    body: event.comment.body ?? '',
    login: event.comment.user?.login ?? '',
    prNumber: event.issue.number,
    onPullRequest: event.issue.pull_request !== undefined && event.issue.pull_request !== null,
  };
}

/** `/stage-results`: authorize the commenter, select the run, acknowledge on the PR, dispatch to the app. */
export async function run(): Promise<void> {
  const inputs = readInputs(StageInputs);
  core.setSecret(inputs['github-token']);
  core.setSecret(inputs['dispatch-token']);
  const context = readRunnerContext();
  if (context.eventName !== 'issue_comment') {
    throw new Error(`stage runs on issue_comment events, not ${context.eventName}`);
  }
  const event = eventAs(IssueCommentEventSchema, context);
  const result = await runStageRequest(commentEvent(event), {
    repo: context.repo,
    workflowId: inputs['workflow-id'],
    appRepo: resolveAppRepository(inputs['app-repository'], repoName(context.repo)),
    client: createGitHubClient({ token: inputs['github-token'] }),
    dispatcher: createGitHubClient({ token: inputs['dispatch-token'] }),
  });
  if (result.status === 'ignored') {
    core.info(`Nothing to stage: ${result.reason}.`);
    await core.summary.addHeading('Stage results: ignored', 3).addRaw(`${result.reason}.`).write();
    return;
  }
  const { outputs, rejected } = result.selection;
  setOutputs({ ...outputs, 'comment-id': String(result.commentId) });
  const summary = core.summary
    .addHeading(`Staging run ${outputs['run-id']}`, 3)
    .addList([
      result.authorization.message,
      `run: ${outputs['run-url']} (attempt ${outputs['run-attempt']}, ${outputs['run-date']})`,
      `dispatched ${result.dispatch.event_type} with acknowledgement comment ${result.commentId}`,
    ]);
  if (rejected.length) {
    summary
      .addHeading('Newer runs passed over', 4)
      .addList(rejected.map((r) => `run ${r.runId}: ${r.reason}`));
  }
  await summary.write();
}
