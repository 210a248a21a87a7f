/** Every name the staging capability uses, in one place (code, tests and docs share them). */

import { RUN_ARTIFACTS } from '../collect/names.js';

/** The comment command (case-sensitive in the exact parse; the workflow filter is case-insensitive). */
export const STAGE_COMMAND = '/stage-results';

/** repository_dispatch event sent to the results app. */
export const STAGE_EVENT_TYPE = 'stage-results';

/** repository_dispatch events the results app sends back (github.event.action of the callback). */
export const STAGE_CALLBACK_STARTED = 'stage-results-started';
export const STAGE_CALLBACK_COMPLETED = 'stage-results-completed';

// Labels, the sweep workflow and result artifact names are the reuse capability's; staging uses
// the same ones (the no-label comment lists the full-sweep labels in this order).
export {
  AGENTIC_RESULT_ARTIFACT_PREFIX as RESULT_ARTIFACT_PREFIX,
  DEFAULT_WORKFLOW_ID as DEFAULT_SWEEP_WORKFLOW_ID,
  FULL_SWEEP_LABELS,
  RESULT_ARTIFACT_NAMES,
} from '../reuse/names.js';

/** Failed and cancelled runs are stageable, unlike reuse sources. */
export const STAGEABLE_CONCLUSIONS = ['success', 'cancelled', 'failure'] as const;

/** The plan's artifact, named once with the other run-level artifacts. */
export const CHANGELOG_METADATA_ARTIFACT = RUN_ARTIFACTS.changelogMetadata.artifact;

/**
 * Where a staged run's charts live (the app's staging deployment). An action input
 * (`chart-url`) overrides it; this is the documented default.
 */
export const DEFAULT_STAGING_CHART_URL =
  'https://inferencemax-app-git-staging-semianalysisai.vercel.app/inference';

/** The workflow file path a run must come from, for a workflow id or path. */
export function workflowPath(workflowId: string): string {
  return workflowId.startsWith('.github/') ? workflowId : `.github/workflows/${workflowId}`;
}
