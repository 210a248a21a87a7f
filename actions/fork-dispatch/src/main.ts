import * as core from '@actions/core';
import { createGitHubClient } from '../../../io/github.js';
import { runForkDispatch } from '../../../shared/fork/flow.js';
import {
  DEFAULT_BOT_LOGIN,
  DEFAULT_POLL_ATTEMPTS,
  DEFAULT_POLL_INTERVAL_MS,
  E2E_WORKFLOW_ID,
} from '../../../shared/fork/names.js';
import { integerString } from '../../../shared/inputs.js';
import { z } from 'zod';
import { readInputs } from '../../_common/inputs.js';
import { setOutputs } from '../../_common/outputs.js';
import { runAction } from '../../_common/run.js';
import { readDispatchContext } from './context.js';

const nonNegative = z.pipe(integerString, z.number().check(z.nonnegative()));

const Inputs = z.object({
  'github-token': z.string({ error: 'a token is required (default: github.token)' }),
  'workflow-id': z._default(z.string(), E2E_WORKFLOW_ID),
  'bot-login': z._default(z.string(), DEFAULT_BOT_LOGIN),
  'poll-attempts': z._default(nonNegative, DEFAULT_POLL_ATTEMPTS),
  'poll-interval-ms': z._default(nonNegative, DEFAULT_POLL_INTERVAL_MS),
});

export async function run(): Promise<void> {
  await runAction(async () => {
    const inputs = readInputs(Inputs);
    core.setSecret(inputs['github-token']);
    const context = readDispatchContext();
    const result = await runForkDispatch(context.event, {
      repo: context.repo,
      actor: context.actor,
      defaultBranch: context.defaultBranch,
      serverUrl: context.serverUrl,
      github: createGitHubClient({ token: inputs['github-token'] }),
      workflowId: inputs['workflow-id'],
      botLogin: inputs['bot-login'],
      pollAttempts: inputs['poll-attempts'],
      pollIntervalMs: inputs['poll-interval-ms'],
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: () => Date.now(),
    });
    for (const warning of result.warnings) core.warning(warning);
    setOutputs({
      marker: result.marker,
      'head-sha': result.approval.headSha,
      'merge-commit-sha': result.approval.mergeCommitSha,
      'run-id': result.run ? String(result.run.id) : '',
      'run-url': result.run?.url ?? '',
    });
    await core.summary
      .addHeading(`Trusted external sweep for PR #${result.approval.prNumber}`, 3)
      .addList([
        result.authorization.message,
        `approved head ${result.approval.headSha}, merge commit ${result.approval.mergeCommitSha}`,
        `dispatched ${inputs['workflow-id']} on ${context.defaultBranch} as '${result.marker}'`,
        result.run ? `run: ${result.run.url}` : 'run: not found in time',
        result.comment.action === 'failed'
          ? 'PR comment: failed'
          : `PR comment ${result.comment.id}: ${result.comment.action}`,
      ])
      .write();
  });
}
