/** Names run inspection and verification share with the workflows: jobs, artifacts, log markers. */
import { DEFAULT_CHANGELOG_FILE } from '../../changelog/names.js';
import { RUN_ARTIFACTS } from '../../collect/names.js';
import { INGEST_AGENTIC_EVENT, INGEST_RESULTS_EVENT } from '../../ingest/names.js';
import { DEFAULT_WORKFLOW_ID } from '../../reuse/names.js';

export type FailureClass =
  'configuration-runtime' | 'runner-infrastructure' | 'policy-gate' | 'superseded' | 'unknown';

/** Conclusions that make a job a failure candidate. */
export const FAILED_CONCLUSIONS = ['failure', 'timed_out'] as const;

/** Gate jobs: a failure there is a policy decision, not something a GPU rerun fixes. */
export const GATE_JOBS = ['check-changelog', 'reuse-sweep-gate', 'validate-reuse-comment'] as const;
/** Families whose `dispatch` job is a gate (staging and trusted external sweeps). */
export const GATE_DISPATCH_FAMILIES = ['stage-results', 'trusted-external-sweep'] as const;

/** Steps that belong to the runner and the toolkit, not to the workload. */
export const RUNNER_STEP_PATTERNS: readonly RegExp[] = [
  /^Set up job$/,
  /^Complete job$/,
  /^Post /,
  /checkout/i,
  /download/i,
  /upload/i,
];

/** The setup step that decides reuse authorization (sweepkit's step, and the reference's). */
export const REUSE_STEP_PATTERN = /reuse/i;

export const ACTIONS = {
  'configuration-runtime': 'Fix the source and generate a new run',
  'runner-infrastructure': 'Preserve logs; rerun only after confirming the change is not responsible',
  'policy-gate': 'Correct the gate; GPU reruns will not fix it',
  superseded: 'Monitor the replacement run',
  unknown: 'Read the failed step log before deciding; do not rerun blindly',
} as const satisfies Record<FailureClass, string>;

/** A newer run counts as the replacement when it started no later than this after the old one ended. */
export const SUPERSEDE_GRACE_MS = 60_000;

/** Log lines the sweepkit workflows print so that verification reads decisions, not shell echoes. */
export const REUSE_LOG_MARKER = 'sweepkit-reuse:';
export const DISPATCH_LOG_MARKER = 'sweepkit-dispatch:';

export const RUN_SWEEP_WORKFLOW = DEFAULT_WORKFLOW_ID;
export const RUN_SWEEP_PATH = `.github/workflows/${RUN_SWEEP_WORKFLOW}`;
export const CHANGELOG_FILE = DEFAULT_CHANGELOG_FILE;

export const JOBS = {
  setup: 'setup',
  getJobs: 'get-jobs',
  uploadMetadata: 'upload-changelog-metadata',
  triggerIngest: 'trigger-ingest',
  triggerAgentic: 'trigger-agentic-ingest',
} as const;

export const ARTIFACTS = {
  metadata: RUN_ARTIFACTS.changelogMetadata.artifact,
  results: RUN_ARTIFACTS.throughput.artifact,
  evals: RUN_ARTIFACTS.evals.artifact,
  stats: RUN_ARTIFACTS.runStats.artifact,
  agenticPrefix: 'bmk_agentic_',
} as const;

export const INGEST_EVENTS = { fixed: INGEST_RESULTS_EVENT, agentic: INGEST_AGENTIC_EVENT } as const;

/** The built-in views of `run show`: which artifact and file each reads (collection's own names). */
export const VIEW_SOURCES = {
  results: RUN_ARTIFACTS.throughput,
  evals: RUN_ARTIFACTS.evals,
  stats: RUN_ARTIFACTS.runStats,
} as const;
export type ViewName = keyof typeof VIEW_SOURCES;
