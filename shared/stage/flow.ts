import { errorMessage, SweepkitError } from '../errors.js';
import type { GitHubClient, RepoRef } from '../github/client.js';
import { repoName } from '../github/repo.js';
import { authorizeRepositoryRole, type RoleDecision } from '../reuse/authorize.js';
import { parseStageCommand } from './command.js';
import {
  STAGE_USAGE_COMMENT,
  STAGE_USAGE_FAILURE,
  stageAckComment,
  stageDeniedComment,
  stageNoLabelComment,
} from './messages.js';
import { stageDispatch, type StageDispatch } from './payload.js';
import { NoFullSweepLabelError, resolveStageRun } from './resolve.js';
import type { StageSelection } from './select.js';

/** The issue_comment event fields staging reads. */
export interface StageCommentEvent {
  /** github.event.action; only `created` stages (edits are ignored). */
  action: string;
  body: string;
  login: string;
  prNumber: number;
  /** The issue is a pull request (github.event.issue.pull_request is set). */
  onPullRequest: boolean;
}

export interface StageFlowOptions {
  repo: RepoRef;
  workflowId: string;
  appRepo: RepoRef;
  /** Reads and PR comments (github.token). */
  client: GitHubClient;
  /** The cross-repository dispatch (the app PAT). */
  dispatcher: GitHubClient;
}

export type StageFlowResult =
  | { status: 'ignored'; reason: string }
  | {
      status: 'staged';
      authorization: RoleDecision;
      selection: StageSelection;
      commentId: number;
      dispatch: StageDispatch;
    };

/** Fail the step; when a PR comment was due but could not be posted, say so too. */
async function failWithComment(
  options: StageFlowOptions,
  prNumber: number,
  comment: string,
  failure: SweepkitError,
): Promise<never> {
  try {
    await options.client.createIssueComment(options.repo, prNumber, comment);
  } catch (error) {
    throw new SweepkitError([
      ...failure.issues,
      { message: `the PR comment explaining this could not be posted: ${errorMessage(error)}` },
    ]);
  }
  throw failure;
}

/**
 * `/stage-results` end to end: parse, authorize, select, acknowledge, dispatch.
 * Every failure throws before the dispatch; usage, denial and no-label failures first comment
 * on the PR (the usage comment is posted for anyone, as in the reference), selection failures do not.
 */
export async function runStageRequest(
  event: StageCommentEvent,
  options: StageFlowOptions,
): Promise<StageFlowResult> {
  if (!event.onPullRequest) return { status: 'ignored', reason: 'the comment is not on a pull request' };
  if (event.action !== 'created') {
    return { status: 'ignored', reason: `comment ${event.action || 'event'} is not a new comment` };
  }
  const request = parseStageCommand(event.body);
  if (request.kind === 'ignored') {
    return { status: 'ignored', reason: 'the comment does not start with /stage-results' };
  }
  const { prNumber, login } = event;
  if (request.kind === 'usage') {
    await failWithComment(
      options,
      prNumber,
      STAGE_USAGE_COMMENT,
      new SweepkitError({ message: STAGE_USAGE_FAILURE, hint: STAGE_USAGE_COMMENT }),
    );
  }
  const authorization = await authorizeRepositoryRole(options.client, options.repo, login);
  if (authorization.outcome === 'stop') {
    throw new SweepkitError({
      message: authorization.message,
      hint: 'nothing was staged; rerun once the permission lookup works',
    });
  }
  if (authorization.outcome === 'deny') {
    await failWithComment(
      options,
      prNumber,
      stageDeniedComment(login),
      new SweepkitError({
        message: authorization.message,
        hint: 'staging needs the write, maintain or admin role',
      }),
    );
  }
  let selection: StageSelection;
  try {
    selection = await resolveStageRun(options.client, {
      repo: options.repo,
      prNumber,
      requestedBy: login,
      workflowId: options.workflowId,
      ...(request.kind === 'stage' && request.runId !== undefined ? { runId: request.runId } : {}),
    });
  } catch (error) {
    if (error instanceof NoFullSweepLabelError)
      await failWithComment(options, prNumber, stageNoLabelComment(login), error);
    throw error;
  }
  const { outputs } = selection;
  const payload = {
    'source-repository': repoName(options.repo),
    'pr-number': String(prNumber),
    'run-id': outputs['run-id'],
    'run-attempt': outputs['run-attempt'],
    'run-date': outputs['run-date'],
    'requested-by': login,
  };
  // Validate the payload before anything is posted; only the ack comment id is added later.
  stageDispatch({ ...payload, 'comment-id': '0' });
  const ack = await options.client.createIssueComment(
    options.repo,
    prNumber,
    stageAckComment(login, outputs['run-id'], outputs['run-url']),
  );
  const dispatch = stageDispatch({ ...payload, 'comment-id': String(ack.id) });
  // Kept from the reference: a failed dispatch leaves the ack comment as it is; the step fails.
  await options.dispatcher.dispatchRepositoryEvent(
    options.appRepo,
    dispatch.event_type,
    dispatch.client_payload,
  );
  return { status: 'staged', authorization, selection, commentId: ack.id, dispatch };
}
