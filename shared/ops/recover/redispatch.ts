/**
 * `redispatch-agentic`: the one recovery path that dispatches an ingest, and only the agentic
 * one (there is no generic fixed-sequence recovery dispatch). The pair must be proven first:
 * the source is a valid pinned source with an unexpired agentic artifact, and the merge run is a
 * completed push run on main whose setup chose that source and which kept its changelog metadata.
 */
import { GitHubApiError } from '../../github/errors.js';
import { validateSourceRun } from '../../reuse/source.js';
import { readReuseDecision } from '../inspect/markers.js';
import type { RecoveryContext } from './context.js';
import { mergedPullOf } from './inspect.js';
import { ARTIFACTS, EXIT, JOBS, RECOVER_AGENTIC_WORKFLOW, RUN_SWEEP_WORKFLOW } from './names.js';
import { stop } from './refusal.js';

export interface RedispatchReport {
  source_run_id: string;
  merge_run_id: string;
  workflow: string;
  inputs: Record<string, string>;
  sent: boolean;
}

const GONE = [404, 410];

export async function redispatchAgentic(
  ctx: RecoveryContext,
  o: { sourceRun: string; mergeRun: string },
): Promise<RedispatchReport> {
  const { github } = ctx;
  const merge = await github.client.getRun(ctx.repo, o.mergeRun);
  if (
    merge.event !== 'push' ||
    merge.status !== 'completed' ||
    merge.path !== `.github/workflows/${RUN_SWEEP_WORKFLOW}` ||
    merge.head_branch !== 'main'
  )
    stop(
      `merge run ${o.mergeRun} is not a completed push run of ${RUN_SWEEP_WORKFLOW} on main (${merge.event ?? 'none'}, ${merge.status ?? 'none'}, ${merge.path ?? 'none'}, ${merge.head_branch ?? 'none'})`,
    );
  const pull = mergedPullOf(
    await github.listPullsForCommit(ctx.repo, merge.head_sha ?? ''),
    merge.head_sha ?? '',
  );
  const pr = pull.number ?? 0;
  let source;
  try {
    source = await github.client.getRun(ctx.repo, o.sourceRun);
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404)
      stop(`Reusable source run ${o.sourceRun} was not found: ${error.message}`);
    throw error;
  }
  const prShas = new Set(await github.client.listPullCommitShas(ctx.repo, pr));
  const sourceArtifacts = await github.listArtifacts(ctx.repo, source.id);
  const reason = validateSourceRun(source, {
    prNumber: pr,
    prShas,
    artifacts: sourceArtifacts,
    pinned: true,
    workflowId: RUN_SWEEP_WORKFLOW,
  });
  if (reason) stop(reason);
  if (!sourceArtifacts.some((a) => a.name.startsWith(ARTIFACTS.agenticPrefix) && a.expired !== true))
    stop(
      `source run ${o.sourceRun} has no unexpired ${ARTIFACTS.agenticPrefix}* artifact; there is nothing agentic to ingest`,
    );
  const mergeArtifacts = await github.listArtifacts(ctx.repo, merge.id);
  if (!mergeArtifacts.some((a) => a.name === ARTIFACTS.metadata && a.expired !== true))
    stop(
      `merge run ${o.mergeRun} has no unexpired ${ARTIFACTS.metadata} artifact; source and merge run are not a provable pair`,
    );
  const setup = (await github.listJobs(ctx.repo, merge.id, 'latest')).find((j) => j.name === JOBS.setup);
  if (!setup)
    stop(`merge run ${o.mergeRun} has no ${JOBS.setup} job; cannot prove it chose source ${o.sourceRun}`);
  let log: string;
  try {
    log = await github.getJobLog(ctx.repo, setup.id);
  } catch (error) {
    if (error instanceof GitHubApiError && error.status !== undefined && GONE.includes(error.status))
      stop(
        `the ${JOBS.setup} log of merge run ${o.mergeRun} is unavailable (HTTP ${error.status}); cannot prove it chose source ${o.sourceRun}`,
        EXIT.undecided,
      );
    throw error;
  }
  const decision = readReuseDecision(log);
  if (!decision?.enabled || String(decision.sourceRunId) !== o.sourceRun)
    stop(
      `merge run ${o.mergeRun}'s ${JOBS.setup} ${decision ? (decision.enabled ? `chose source ${decision.sourceRunId}` : 'did not reuse') : 'printed no reuse decision'}, not source ${o.sourceRun}`,
    );
  const inputs = { 'source-run-id': o.sourceRun, 'merge-run-id': o.mergeRun };
  ctx.onLine(`✓ source ${o.sourceRun} and merge run ${o.mergeRun} (PR #${pr}) are a proven pair`);
  const report: RedispatchReport = {
    source_run_id: o.sourceRun,
    merge_run_id: o.mergeRun,
    workflow: RECOVER_AGENTIC_WORKFLOW,
    inputs,
    sent: false,
  };
  if (!ctx.send) {
    ctx.onLine(`→ would dispatch ${RECOVER_AGENTIC_WORKFLOW} on main with ${JSON.stringify(inputs)}`);
    return report;
  }
  await github.client.dispatchWorkflow(ctx.repo, RECOVER_AGENTIC_WORKFLOW, 'main', inputs);
  report.sent = true;
  ctx.onLine(
    `Dispatched ${RECOVER_AGENTIC_WORKFLOW} for source ${o.sourceRun} / merge ${o.mergeRun}; this proves only that GitHub accepted the dispatch.`,
  );
  return report;
}
