/**
 * Source-run validation and unpinned selection.
 * Pure: each check takes the run and the data already fetched and returns the exact reason
 * text of the reference when it fails, or null. The order of checks decides which message appears.
 */
import type { Artifact, WorkflowRun } from '../github/schemas.js';
import { AGENTIC_RESULT_ARTIFACT_PREFIX, RESULT_ARTIFACT_NAMES } from './names.js';

const PINNED_CONCLUSIONS = ['success', 'failure', 'cancelled'] as const;
const UNPINNED_CONCLUSIONS = ['success'] as const;

/** `.github/workflows/<id>`, or the id itself when it already is a path. */
function expectedWorkflowPath(workflowId: string): string {
  return workflowId.startsWith('.github/') ? workflowId : `.github/workflows/${workflowId}`;
}

/** Python repr of the reference's message: `'skipped'`, or `None` for null. */
function pyRepr(value: string | null | undefined): string {
  return value === null || value === undefined ? 'None' : `'${value}'`;
}

/** Names of artifacts that are not expired (a missing `expired` counts as live). */
export function liveArtifactNames(artifacts: readonly Artifact[]): string[] {
  return artifacts.filter((a) => a.expired !== true).map((a) => a.name);
}

/** results_bmk, eval_results_all or bmk_agentic_*, unexpired. */
export function hasResultArtifact(artifacts: readonly Artifact[]): boolean {
  return liveArtifactNames(artifacts).some(
    (name) =>
      (RESULT_ARTIFACT_NAMES as readonly string[]).includes(name) ||
      name.startsWith(AGENTIC_RESULT_ARTIFACT_PREFIX),
  );
}

/** The first five source checks: everything decidable from the run object alone. */
export function checkRunFields(run: WorkflowRun, pinned: boolean, workflowId: string): string | null {
  const id = run.id;
  if (run.event !== 'pull_request') return `Reusable source run ${id} is not a pull_request run.`;
  if (run.status !== 'completed') return `Reusable source run ${id} is not completed.`;
  const allowed: readonly string[] = pinned ? PINNED_CONCLUSIONS : UNPINNED_CONCLUSIONS;
  if (!allowed.includes(run.conclusion ?? '')) {
    const expected = pinned ? 'success, failure, or cancelled' : 'success';
    return `Reusable source run ${id} has conclusion ${pyRepr(run.conclusion)}; expected ${expected}.`;
  }
  const expectedPath = expectedWorkflowPath(workflowId);
  if (run.path && run.path !== expectedPath) {
    return `Reusable source run ${id} is from ${run.path}, expected ${expectedPath}.`;
  }
  if (!run.head_sha) return `Reusable source run ${id} has no head_sha.`;
  return null;
}

/** Check 6: the run's commit is still part of the PR (replaces run.pull_requests, which GitHub recomputes). */
export function checkRunCommit(
  run: WorkflowRun,
  prNumber: number,
  prShas: ReadonlySet<string>,
): string | null {
  if (prShas.has(run.head_sha ?? '')) return null;
  return `Reusable source run ${run.id} head ${run.head_sha} is not in PR #${prNumber}'s commit list; pin a run whose commit is still part of the PR.`;
}

/** Check 7. */
export function checkRunArtifacts(run: WorkflowRun, artifacts: readonly Artifact[]): string | null {
  return hasResultArtifact(artifacts)
    ? null
    : `Reusable source run ${run.id} has no benchmark, eval, or agentic result artifact.`;
}

export interface SourceFacts {
  prNumber: number;
  prShas: ReadonlySet<string>;
  artifacts: readonly Artifact[];
  pinned: boolean;
  workflowId: string;
}

/** All seven checks in order: the first failing reason, or null when the run is a valid source. */
export function validateSourceRun(run: WorkflowRun, facts: SourceFacts): string | null {
  return (
    checkRunFields(run, facts.pinned, facts.workflowId) ??
    checkRunCommit(run, facts.prNumber, facts.prShas) ??
    checkRunArtifacts(run, facts.artifacts)
  );
}

/**
 * Unpinned pre-filter: a run is worth an artifact lookup only when it succeeded
 * on a commit of the PR. Runs are taken in API order (newest first).
 */
export function isUnpinnedCandidate(run: WorkflowRun, prShas: ReadonlySet<string>): boolean {
  return run.conclusion === 'success' && prShas.has(run.head_sha ?? '');
}

export function noUnpinnedSourceMessage(
  prNumber: number,
  commitCount: number,
  command: string,
  workflowId: string,
): string {
  return `PR #${prNumber} has ${command} authorization but no successful ${workflowId} pull_request run was found for any of its ${commitCount} commit(s); pin a specific run with \`${command} <run_id>\`.`;
}
