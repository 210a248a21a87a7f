import { SweepkitError } from '../errors.js';
import { STAGE_CALLBACK_COMPLETED, STAGE_CALLBACK_STARTED, STAGE_COMMAND } from './names.js';

/** A validated callback from the results app. Every field is safe to embed in Markdown. */
export interface StageCallback {
  action: typeof STAGE_CALLBACK_STARTED | typeof STAGE_CALLBACK_COMPLETED;
  runId: string;
  prNumber: string;
  appRunId: string;
  /** The ack comment to replace; absent means post a new comment. */
  commentId?: string;
  runDate: string;
  requestedBy: string;
  /** Only for `completed`. */
  succeeded?: boolean;
}

const DIGITS = /^[0-9]+$/;

function fail(message: string, key: string, value: unknown): never {
  throw new SweepkitError({
    message,
    entry: 'client_payload',
    path: key,
    // Never echo the untrusted value itself beyond its type and length.
    hint: `got ${typeof value === 'string' ? `a ${value.length}-character string` : typeof value}; the callback posts no comment`,
  });
}

/**
 * Validates a repository_dispatch callback in a fixed order; the first failure stops
 * the job with no comment. `appRepository` is the only sender accepted (compared raw, no coercion).
 */
export function validateStageCallback(
  action: unknown,
  payload: Record<string, unknown>,
  appRepository: string,
): StageCallback {
  const text = (key: string) => String(payload[key] ?? '');
  if (payload['source-repository'] !== appRepository) {
    fail('Unsupported staging callback source', 'source-repository', payload['source-repository']);
  }
  for (const key of ['run-id', 'pr-number', 'app-run-id']) {
    if (!DIGITS.test(text(key))) fail('Callback run and PR identifiers must be numeric', key, payload[key]);
  }
  const commentId = text('comment-id');
  if (commentId !== '' && !DIGITS.test(commentId)) {
    fail('Callback comment identifier must be numeric', 'comment-id', payload['comment-id']);
  }
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(text('run-date'))) {
    fail('Callback run date must use YYYY-MM-DD', 'run-date', payload['run-date']);
  }
  if (!/^[A-Za-z0-9-]+$/.test(text('requested-by'))) {
    fail('Callback requester is not a valid GitHub login', 'requested-by', payload['requested-by']);
  }
  if (action !== STAGE_CALLBACK_STARTED && action !== STAGE_CALLBACK_COMPLETED) {
    fail('Unsupported staging callback type', 'action', action);
  }
  let succeeded: boolean | undefined;
  if (action === STAGE_CALLBACK_COMPLETED) {
    const value = text('stage-succeeded');
    if (value !== 'true' && value !== 'false') {
      fail(
        'Callback stage-succeeded value must be true or false',
        'stage-succeeded',
        payload['stage-succeeded'],
      );
    }
    succeeded = value === 'true';
  }
  return {
    action,
    runId: text('run-id'),
    prNumber: text('pr-number'),
    appRunId: text('app-run-id'),
    ...(commentId !== '' ? { commentId } : {}),
    runDate: text('run-date'),
    requestedBy: text('requested-by'),
    ...(succeeded !== undefined ? { succeeded } : {}),
  };
}

export interface CallbackLinks {
  /** e.g. https://github.com */
  serverUrl: string;
  /** This repository, owner/repo. */
  repository: string;
  appRepository: string;
  /** The staging chart page, without query. */
  chartUrl: string;
}

/** What to do on the PR: replace the ack comment when its id came back, else post a new one. */
export type CallbackDelivery =
  | { method: 'update'; commentId: number; body: string }
  | { method: 'create'; issueNumber: number; body: string };

function stageCallbackBody(callback: StageCallback, links: CallbackLinks): string {
  const appRunUrl = `${links.serverUrl}/${links.appRepository}/actions/runs/${callback.appRunId}`;
  const sourceRunUrl = `${links.serverUrl}/${links.repository}/actions/runs/${callback.runId}`;
  const who = `@${callback.requestedBy}`;
  // The link text names the app repository ("InferenceX-app staging workflow" upstream).
  const appName = links.appRepository.split('/').pop() ?? links.appRepository;
  if (callback.action === STAGE_CALLBACK_STARTED) {
    return `${who} staging [run ${callback.runId}](${sourceRunUrl}). [${appName} staging workflow](${appRunUrl}) is now running. Existing staged runs will be preserved; this comment will be updated when staging completes.`;
  }
  if (!callback.succeeded) {
    return `${who} staging run ${callback.runId} failed. [Inspect the staging workflow](${appRunUrl}).`;
  }
  // encodeURIComponent leaves "~", digits and "-" alone: "...?i_dates=2026-05-13~r123".
  const chartUrl = `${links.chartUrl}?i_dates=${encodeURIComponent(`${callback.runDate}~r${callback.runId}`)}`;
  return [
    `${who} staged run ${callback.runId}: ${chartUrl}`,
    '',
    `This run remains available across future \`${STAGE_COMMAND}\` requests. Staging the same run ID again updates its staged data. [Staging workflow](${appRunUrl})`,
  ].join('\n');
}

export function stageCallbackDelivery(callback: StageCallback, links: CallbackLinks): CallbackDelivery {
  const body = stageCallbackBody(callback, links);
  return callback.commentId !== undefined
    ? { method: 'update', commentId: Number(callback.commentId), body }
    : { method: 'create', issueNumber: Number(callback.prNumber), body };
}
