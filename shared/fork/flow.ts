/**
 * The trusted external sweep end to end: authorize the labeling actor (the role rule
 * /stage-results uses), re-read the PR and check it, dispatch e2e-tests.yml for the approved
 * merge commit, find the run by its exact title within a bounded wait, and comment the link.
 * Every refusal and every API failure before the dispatch throws (fail closed, no PR comment);
 * after the dispatch nothing can undo it, so a missing run or a failed comment only warns.
 */
import { errorMessage, SweepkitError } from '../errors.js';
import type { RepoRef } from '../github/client.js';
import { repoName } from '../github/repo.js';
import { authorizeRepositoryRole, type RoleDecision } from '../reuse/authorize.js';
import {
  checkAuthorization,
  checkMergeCommitParents,
  checkPullRequest,
  snapshotOf,
  type Approval,
  type LabelEvent,
  type Refusal,
} from './checks.js';
import { ownComment } from './comment.js';
import { dispatchInputs, runMarker, type DispatchInputs } from './dispatch-inputs.js';
import { pickDispatchedRun, runTitle, trustedRunUrl, type FoundRun } from './find-run.js';
import { commentFailedWarning, dispatchComment } from './messages.js';
import { E2E_WORKFLOW_ID, POLL_PAGE_SIZE } from './names.js';
import type { ForkGitHub } from './ports.js';

/** A check refused: the job fails with this message and nothing is dispatched. */
class ForkRefusalError extends SweepkitError {
  readonly refusal: Refusal;

  constructor(refusal: Refusal, prNumber: number) {
    super({
      message: refusal.message,
      entry: `PR #${prNumber}`,
      hint: `nothing was dispatched (check: ${refusal.check})`,
    });
    this.refusal = refusal;
  }
}

export interface ForkDispatchOptions {
  repo: RepoRef;
  /** github.actor: the user who applied the label (also on a rerun of this job). */
  actor: string;
  /** The repository's default branch: the e2e definition that runs is always the trusted one. */
  defaultBranch: string;
  /** GITHUB_SERVER_URL, for links. */
  serverUrl: string;
  github: ForkGitHub;
  workflowId?: string;
  botLogin: string;
  pollAttempts: number;
  pollIntervalMs: number;
  sleep(ms: number): Promise<void>;
  now(): number;
}

export interface ForkDispatchResult {
  authorization: RoleDecision;
  approval: Approval;
  marker: string;
  inputs: DispatchInputs;
  run?: FoundRun;
  comment: { action: 'created' | 'updated'; id: number } | { action: 'failed' };
  warnings: string[];
}

function refuse(refusal: Refusal | undefined, prNumber: number): void {
  if (refusal) throw new ForkRefusalError(refusal, prNumber);
}

async function findRun(
  options: ForkDispatchOptions,
  workflowId: string,
  marker: string,
  startedMs: number,
  warnings: string[],
): Promise<FoundRun | undefined> {
  const runsPrefix = `${options.serverUrl}/${repoName(options.repo)}/actions/runs/`;
  let lastError: string | undefined;
  for (let attempt = 0; attempt < options.pollAttempts; attempt++) {
    await options.sleep(options.pollIntervalMs);
    try {
      const runs = await options.github.listRecentWorkflowRuns(
        options.repo,
        workflowId,
        'workflow_dispatch',
        POLL_PAGE_SIZE,
      );
      const run = pickDispatchedRun(runs, marker, startedMs);
      if (run) {
        const url = trustedRunUrl(run, runsPrefix);
        if (url) return { id: run.id, url };
        warnings.push(`run ${run.id} has an unexpected html_url; the comment links the workflow instead`);
        return undefined;
      }
    } catch (error) {
      lastError = errorMessage(error);
    }
  }
  const waited = `${options.pollAttempts} × ${options.pollIntervalMs} ms`;
  warnings.push(
    `no run titled '${runTitle(marker)}' appeared within ${waited}${lastError ? ` (last listing error: ${lastError})` : ''}; the comment links the workflow instead`,
  );
  return undefined;
}

async function upsertComment(
  options: ForkDispatchOptions,
  prNumber: number,
  body: string,
): Promise<{ action: 'created' | 'updated'; id: number }> {
  const existing = ownComment(
    await options.github.listIssueComments(options.repo, prNumber),
    options.botLogin,
  );
  if (existing) {
    await options.github.updateIssueComment(options.repo, existing.id, body);
    return { action: 'updated', id: existing.id };
  }
  const created = await options.github.createIssueComment(options.repo, prNumber, body);
  return { action: 'created', id: created.id };
}

export async function runForkDispatch(
  event: LabelEvent,
  options: ForkDispatchOptions,
): Promise<ForkDispatchResult> {
  const { repo, github } = options;
  const workflowId = options.workflowId ?? E2E_WORKFLOW_ID;
  // 1. The labeling actor's repository role; a failed lookup stops like a denial.
  const authorization = await authorizeRepositoryRole(github, repo, options.actor);
  refuse(checkAuthorization(authorization), event.prNumber);
  // 2-6. The PR as GitHub reports it now (an API error propagates: fail closed).
  const checked = checkPullRequest(
    event,
    snapshotOf(await github.getPull(repo, event.prNumber)),
    repoName(repo),
  );
  if (!checked.ok) throw new ForkRefusalError(checked.refusal, event.prNumber);
  const { approval } = checked;
  // 7. The merge commit that will run contains the approved head.
  refuse(
    checkMergeCommitParents(approval, await github.getCommitParents(repo, approval.mergeCommitSha)),
    event.prNumber,
  );
  const marker = runMarker(approval);
  const inputs = dispatchInputs(approval);
  const startedMs = options.now();
  await github.dispatchWorkflow(repo, workflowId, options.defaultBranch, inputs);

  const warnings: string[] = [];
  const run = await findRun(options, workflowId, marker, startedMs, warnings);
  const workflowUrl = `${options.serverUrl}/${repoName(repo)}/actions/workflows/${workflowId}`;
  const body = dispatchComment(approval.headSha, { runUrl: run?.url, workflowUrl });
  let comment: ForkDispatchResult['comment'];
  try {
    comment = await upsertComment(options, approval.prNumber, body);
  } catch (error) {
    warnings.push(commentFailedWarning(errorMessage(error)));
    comment = { action: 'failed' };
  }
  return { authorization, approval, marker, inputs, run, comment, warnings };
}
