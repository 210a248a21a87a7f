/**
 * The source run whose artifacts the push to main will reuse. Unpinned, the newest successful
 * run-sweep.yml pull_request run on a commit of the PR with an unexpired result artifact (the
 * gate's own selection); pinned (--run-id), that run only, validated by the gate's pinned checks,
 * so the helper and the gate on main cannot disagree. The gate on main accepts a pinned run that
 * failed or was cancelled (it publishes what the run produced), so the helper does too, but only
 * when the caller says so: a partial publication is a decision, not a default.
 */
import type { RepoRef } from '../../github/client.js';
import { GitHubApiError } from '../../github/errors.js';
import type { PullRequest, WorkflowRun } from '../../github/schemas.js';
import { REUSE_COMMAND } from '../../reuse/names.js';
import { ReuseRefusal } from '../../reuse/refusal.js';
import { selectSourceRun } from '../../reuse/select.js';
import { liveArtifactNames, validateSourceRun } from '../../reuse/source.js';
import type { OpsGitHub } from '../ports.js';
import { SWEEP_WORKFLOW } from './names.js';
import { refuse } from './refusal.js';

export interface ChosenSource {
  run: WorkflowRun;
  /** Unexpired artifact names, API order. */
  artifacts: string[];
  /** The run did not succeed: main publishes only the results it produced. */
  partial: boolean;
}

export interface SourceRequest {
  /** The pinned run id, or null for the newest successful run. */
  runId: string | null;
  /** Accept a pinned run that failed or was cancelled but has result artifacts. */
  acceptPartial: boolean;
}

/** The refusal of a valid pinned run that did not succeed, when the caller did not accept a partial publication. */
function partialRefusal(run: WorkflowRun): string | null {
  if (run.conclusion === 'success') return null;
  return `Reusable source run ${run.id} concluded ${run.conclusion ?? 'without a conclusion'}: the push to main would publish only the results it produced. Rerun with --accept-partial to merge with this partial publication, or pin a successful run.`;
}

async function pinned(
  github: OpsGitHub,
  repo: RepoRef,
  pr: number,
  runId: string,
  acceptPartial: boolean,
): Promise<WorkflowRun> {
  let run: WorkflowRun;
  try {
    run = await github.client.getRun(repo, runId);
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404) {
      refuse('P7', `Reusable source run ${runId} was not found: ${error.message}`);
    }
    throw error;
  }
  const prShas = new Set(await github.client.listPullCommitShas(repo, pr));
  const artifacts = await github.client.listRunArtifacts(repo, run.id);
  const reason = validateSourceRun(run, {
    prNumber: pr,
    prShas,
    artifacts,
    pinned: true,
    workflowId: SWEEP_WORKFLOW,
  });
  if (reason !== null) refuse('P7', reason);
  const partial = acceptPartial ? null : partialRefusal(run);
  if (partial !== null) refuse('P7', partial);
  return run;
}

export async function chooseSource(
  github: OpsGitHub,
  repo: RepoRef,
  pr: number,
  pull: PullRequest,
  request: SourceRequest,
): Promise<ChosenSource> {
  let run: WorkflowRun;
  if (request.runId !== null) {
    run = await pinned(github, repo, pr, request.runId, request.acceptPartial);
  } else {
    try {
      ({ run } = await selectSourceRun(github.client, {
        repo,
        prNumber: pr,
        pull,
        request: { runId: null },
        workflowId: SWEEP_WORKFLOW,
        command: REUSE_COMMAND,
      }));
    } catch (error) {
      if (error instanceof ReuseRefusal) {
        refuse('P7', `PR #${pr} has no successful reusable ${SWEEP_WORKFLOW} run on a current commit`);
      }
      throw error;
    }
  }
  const artifacts = liveArtifactNames(await github.client.listRunArtifacts(repo, run.id));
  return { run, artifacts, partial: run.conclusion !== 'success' };
}
