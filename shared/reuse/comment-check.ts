/**
 * The reuse-comment validator's verdict on ONE comment: the comment's own request
 * (its last matching line) checked with the source-selection rules and the incompatible-label rule,
 * without the merged_at check. Reactions are advisory: at merge time the newest authorized
 * command still wins and the source is validated again.
 */
import type { GitHubClient, RepoRef } from '../github/client.js';
import type { WorkflowRun } from '../github/schemas.js';
import { isAllowedAssociation } from './comments.js';
import { parseReuseRequest, type ReuseRequest } from './grammar.js';
import { ReuseRefusal } from './refusal.js';
import { checkIncompatibleLabels, selectSourceRun } from './select.js';

export interface CommentCheckParams {
  repo: RepoRef;
  prNumber: number;
  body: string;
  authorAssociation: string;
  allowedAssociations: readonly string[];
  workflowId: string;
  incompatibleLabels: readonly string[];
  command: string;
}

export type CommentVerdict =
  | { verdict: 'no-command'; reason: string }
  | { verdict: 'accepted'; reason: string; request: ReuseRequest; run: WorkflowRun }
  | { verdict: 'rejected'; reason: string; request: ReuseRequest };

export async function checkReuseComment(
  client: GitHubClient,
  p: CommentCheckParams,
): Promise<CommentVerdict> {
  const request = parseReuseRequest(p.body, p.command);
  if (!request) {
    return { verdict: 'no-command', reason: `The comment has no ${p.command} command line.` };
  }
  if (!isAllowedAssociation(p.authorAssociation, p.allowedAssociations)) {
    return {
      verdict: 'rejected',
      request,
      reason: `author_association ${p.authorAssociation || 'NONE'} is not allowed to authorize reuse`,
    };
  }
  try {
    const pull = await client.getPull(p.repo, p.prNumber);
    checkIncompatibleLabels(pull, p.prNumber, p.incompatibleLabels, p.command);
    const { run, pinned } = await selectSourceRun(client, {
      repo: p.repo,
      prNumber: p.prNumber,
      pull,
      request,
      workflowId: p.workflowId,
      command: p.command,
    });
    const reason = pinned
      ? `PR #${p.prNumber} approved reusable full sweep from pinned run ${request.runId}`
      : `PR #${p.prNumber} approved reusable full sweep from latest run on ${run.head_sha} (run ${run.id})`;
    return { verdict: 'accepted', request, run, reason };
  } catch (error) {
    if (error instanceof ReuseRefusal) return { verdict: 'rejected', request, reason: error.reason };
    throw error;
  }
}
