import { SweepkitError } from '../errors.js';
import { STAGE_COMMAND } from './names.js';
import type { Artifact, WorkflowRun } from '../github/schemas.js';
import { rejectBeforeArtifacts, rejectByArtifacts, type StageContext } from './rules.js';

/** Loads a run's artifacts (all pages); the only I/O selection needs, passed in. */
export type ArtifactLoader = (runId: number) => Promise<readonly Artifact[]>;

interface StageOutputs {
  'run-id': string;
  'run-attempt': string;
  'run-date': string;
  'requested-by': string;
  'run-url': string;
}

export interface StageSelection {
  run: WorkflowRun;
  outputs: StageOutputs;
  /** Every candidate looked at before the winner, with why it was passed over. */
  rejected: { runId: number; reason: string }[];
}

function outputsFor(run: WorkflowRun, requestedBy: string): StageOutputs {
  return {
    'run-id': String(run.id),
    'run-attempt': String(run.run_attempt ?? 1),
    // The run's UTC date: created_at is ISO 8601 in UTC ("2026-05-13T10:00:00Z").
    'run-date': String(run.created_at ?? '').slice(0, 10),
    'requested-by': requestedBy,
    'run-url': String(run.html_url ?? ''),
  };
}

async function reasonToReject(
  run: WorkflowRun,
  context: StageContext,
  pinned: boolean,
  artifactsOf: ArtifactLoader,
): Promise<string | undefined> {
  // Artifacts are fetched only for runs that pass rules 1-4.
  return rejectBeforeArtifacts(run, context, pinned) ?? rejectByArtifacts(await artifactsOf(run.id));
}

/**
 * Unpinned `/stage-results`: the first stageable run in API order (newest first) wins;
 * failed and cancelled runs are eligible.
 */
export async function selectLatestStageableRun(
  candidates: readonly WorkflowRun[],
  context: StageContext,
  requestedBy: string,
  artifactsOf: ArtifactLoader,
): Promise<StageSelection> {
  const rejected: StageSelection['rejected'] = [];
  for (const run of candidates) {
    const reason = await reasonToReject(run, context, false, artifactsOf);
    if (reason === undefined) return { run, outputs: outputsFor(run, requestedBy), rejected };
    rejected.push({ runId: run.id, reason });
  }
  const workflow = context.workflowPath.replace(/^\.github\/workflows\//, '');
  throw new SweepkitError({
    message: `No stageable completed ${workflow} run with unexpired staging artifacts was found for PR #${context.prNumber}`,
    hint: `${candidates.length} completed pull_request run(s) were checked; pin one with \`${STAGE_COMMAND} <run-id>\` or rerun the sweep`,
  });
}

/** Pinned `/stage-results <id>`: the run must pass every rule, with the historical allowance. */
export async function validatePinnedStageRun(
  run: WorkflowRun,
  context: StageContext,
  requestedBy: string,
  artifactsOf: ArtifactLoader,
): Promise<StageSelection> {
  const reason = await reasonToReject(run, context, true, artifactsOf);
  if (reason !== undefined) {
    throw new SweepkitError({
      message: `Run ${run.id} cannot be staged because ${reason}`,
      hint: `pin a completed pull_request run of ${context.workflowPath} from this PR, or use \`${STAGE_COMMAND}\` alone`,
    });
  }
  return { run, outputs: outputsFor(run, requestedBy), rejected: [] };
}
