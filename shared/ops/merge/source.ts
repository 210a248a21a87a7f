/**
 * The source run whose artifacts the push to main will reuse. Unpinned, the newest successful
 * run-sweep.yml pull_request run on a commit of the PR with an unexpired result artifact (the
 * gate's own selection); pinned (--source-run), that run only, validated by the gate's checks
 * with the unpinned conclusion rule (success), so the helper and the gate on main cannot disagree.
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
}

async function pinned(github: OpsGitHub, repo: RepoRef, pr: number, runId: string): Promise<WorkflowRun> {
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
    pinned: false,
    workflowId: SWEEP_WORKFLOW,
  });
  if (reason !== null) refuse('P7', reason);
  return run;
}

export async function chooseSource(
  github: OpsGitHub,
  repo: RepoRef,
  pr: number,
  pull: PullRequest,
  sourceRun: string | null,
): Promise<ChosenSource> {
  let run: WorkflowRun;
  if (sourceRun !== null) {
    run = await pinned(github, repo, pr, sourceRun);
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
  return { run, artifacts };
}
