import type { Artifact, WorkflowRun } from '../github/schemas.js';
import type { LabelHistory } from './label-history.js';
import {
  CHANGELOG_METADATA_ARTIFACT,
  RESULT_ARTIFACT_NAMES,
  RESULT_ARTIFACT_PREFIX,
  STAGEABLE_CONCLUSIONS,
} from './names.js';

export interface StageContext {
  prNumber: number;
  /** Every commit SHA of the PR. */
  prCommits: ReadonlySet<string>;
  /** Full-sweep label history (from the issue timeline). */
  labels: LabelHistory;
  /** `.github/workflows/<id>` the run must come from. */
  workflowPath: string;
}

/**
 * The run-object rules, in order; the first failure is the reason. `pinned` enables the
 * historical-association allowance (the run lists this PR although its head left the PR).
 */
export function rejectBeforeArtifacts(
  run: WorkflowRun,
  context: StageContext,
  pinned: boolean,
): string | undefined {
  if (run.path !== context.workflowPath || run.event !== 'pull_request') {
    return `not a pull-request run of ${context.workflowPath.replace(/^\.github\/workflows\//, '')}`;
  }
  const inPr = typeof run.head_sha === 'string' && context.prCommits.has(run.head_sha);
  const associated = pinned && (run.pull_requests ?? []).some((pr) => pr.number === context.prNumber);
  if (!inPr && !associated) return 'its head commit is not in the PR commit list';
  if (context.labels.activeAt(run.created_at).size === 0) {
    return 'it was not created while a full-sweep label was applied';
  }
  const conclusion = run.conclusion ?? null;
  if (
    run.status !== 'completed' ||
    !(STAGEABLE_CONCLUSIONS as readonly (string | null)[]).includes(conclusion)
  ) {
    return `it is ${String(run.status ?? null)}/${String(conclusion)}`;
  }
  return undefined;
}

function isResultArtifact(name: string): boolean {
  return (
    (RESULT_ARTIFACT_NAMES as readonly string[]).includes(name) || name.startsWith(RESULT_ARTIFACT_PREFIX)
  );
}

/** The artifact rules over the run's artifacts. */
export function rejectByArtifacts(artifacts: readonly Artifact[]): string | undefined {
  const live = artifacts.filter((artifact) => artifact.expired !== true);
  if (!live.some((artifact) => artifact.name === CHANGELOG_METADATA_ARTIFACT)) {
    return `it has no unexpired ${CHANGELOG_METADATA_ARTIFACT} artifact`;
  }
  if (!live.some((artifact) => isResultArtifact(artifact.name))) {
    return 'it has no unexpired benchmark result artifacts';
  }
  return undefined;
}
