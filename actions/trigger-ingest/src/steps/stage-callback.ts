import * as core from '@actions/core';
import { context } from '@actions/github';
import { createGitHubClient } from '../../../../io/github.js';
import { parseRepo, repoName } from '../../../../shared/github/repo.js';
import { resolveAppRepository } from '../../../../shared/ingest/app-repository.js';
import { stageCallbackDelivery, validateStageCallback } from '../../../../shared/stage/callback.js';
import { DEFAULT_STAGING_CHART_URL } from '../../../../shared/stage/names.js';
import { z } from 'zod';
import { readInputs } from '../../../_common/inputs.js';
import { setOutputs } from '../../../_common/outputs.js';

const CallbackInputs = z.object({
  'github-token': z.string({ error: 'is required (github.token with pull-requests: write)' }),
  'app-repository': z.optional(z.string()),
  'chart-url': z._default(z.url(), DEFAULT_STAGING_CHART_URL),
});

/**
 * The results app reports staging progress: validate the repository_dispatch payload
 * from the event file, then replace the acknowledgement comment or post a new one.
 */
export async function run(): Promise<void> {
  const inputs = readInputs(CallbackInputs);
  core.setSecret(inputs['github-token']);
  const repository = `${context.repo.owner}/${context.repo.repo}`;
  const appRepo = repoName(resolveAppRepository(inputs['app-repository'], repository));
  const payload = (context.payload.client_payload ?? {}) as Record<string, unknown>;
  const callback = validateStageCallback(context.payload.action, payload, appRepo);
  const delivery = stageCallbackDelivery(callback, {
    serverUrl: context.serverUrl,
    repository,
    appRepository: appRepo,
    chartUrl: inputs['chart-url'],
  });
  const client = createGitHubClient({ token: inputs['github-token'] });
  const repo = parseRepo(repository, 'GITHUB_REPOSITORY');
  let commentId: number;
  if (delivery.method === 'update') {
    await client.updateIssueComment(repo, delivery.commentId, delivery.body);
    commentId = delivery.commentId;
  } else {
    commentId = (await client.createIssueComment(repo, delivery.issueNumber, delivery.body)).id;
  }
  setOutputs({ 'comment-id': String(commentId), 'comment-action': delivery.method });
  await core.summary
    .addHeading(`Staging ${callback.action.replace('stage-results-', '')} for run ${callback.runId}`, 3)
    .addRaw(
      `${delivery.method === 'update' ? 'Updated' : 'Posted'} comment ${commentId} on PR #${callback.prNumber}.`,
    )
    .write();
}
