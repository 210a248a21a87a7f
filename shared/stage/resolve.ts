import type { GitHubClient, RepoRef } from '../github/client.js';
import { verifying } from '../github/errors.js';
import { SweepkitError } from '../errors.js';
import { LabelHistory } from './label-history.js';
import { FULL_SWEEP_LABELS, STAGE_COMMAND, workflowPath } from './names.js';
import { selectLatestStageableRun, validatePinnedStageRun, type StageSelection } from './select.js';

export interface StageRunQuery {
  repo: RepoRef;
  prNumber: number;
  requestedBy: string;
  /** Pinned run id as an exact decimal string; absent selects the newest stageable run. */
  runId?: string;
  workflowId: string;
}

/** The PR carries none of the full-sweep labels now; staging posts a comment. */
export class NoFullSweepLabelError extends SweepkitError {}

function labelNames(labels: readonly (string | { name: string })[] | null | undefined): string[] {
  return (labels ?? []).map((label) => (typeof label === 'string' ? label : label.name));
}

/**
 * The selection steps of /stage-results over the GitHub port: current labels (the PR), label
 * history (its timeline), PR commits, then the pinned run or the candidate list (the sweep
 * workflow's runs), artifacts on demand.
 * Read-only. Every list is complete or the call fails: a GitHub fault on any page is a
 * VerificationError (the caller fails without a comment), never a selection on partial data.
 */
export function resolveStageRun(client: GitHubClient, query: StageRunQuery): Promise<StageSelection> {
  return verifying(`the ${STAGE_COMMAND} request for PR #${query.prNumber}`, () => resolve(client, query));
}

async function resolve(client: GitHubClient, query: StageRunQuery): Promise<StageSelection> {
  const { repo, prNumber } = query;
  const pull = await client.getPull(repo, prNumber);
  const labels = labelNames(pull.labels);
  if (!FULL_SWEEP_LABELS.some((label) => labels.includes(label))) {
    throw new NoFullSweepLabelError({
      message: 'PR does not have a full-sweep label',
      entry: `PR #${prNumber}`,
      value: labels,
      hint: `add one of ${FULL_SWEEP_LABELS.join(', ')} and comment again`,
    });
  }
  const history = new LabelHistory(await client.listIssueTimeline(repo, prNumber));
  const prCommits = new Set(await client.listPullCommitShas(repo, prNumber));
  const context = { prNumber, prCommits, labels: history, workflowPath: workflowPath(query.workflowId) };
  const artifactsOf = (runId: number) => client.listRunArtifacts(repo, runId);
  if (query.runId !== undefined) {
    const run = await client.getRun(repo, query.runId);
    return validatePinnedStageRun(run, context, query.requestedBy, artifactsOf);
  }
  const headRef = pull.head?.ref ?? '';
  const candidates = headRef
    ? await client.listWorkflowRuns(repo, query.workflowId, {
        event: 'pull_request',
        branch: headRef,
        status: 'completed',
      })
    : [];
  return selectLatestStageableRun(candidates, context, query.requestedBy, artifactsOf);
}
