/** Names of the reuse capability, shared by code, tests and docs. */

export const REUSE_COMMAND = '/reuse-sweep-run';

/**
 * "Run the sweep again on main": an authorized maintainer's explicit choice not to reuse. As the
 * newest command it withdraws an older reuse authorization, and it answers the readiness check's
 * question about a successful PR sweep.
 */
export const SWEEP_ON_MAIN_COMMAND = '/sweep-on-main';

/** author_association values whose comments may authorize reuse. */
export const DEFAULT_ALLOWED_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'] as const;

/** The reference's primary full-sweep labels; sweepkit's reuse no longer requires one. */
export const FULL_SWEEP_LABELS = [
  'full-sweep-enabled',
  'non-canary-full-sweep-enabled',
  'full-sweep-fail-fast',
  'full-sweep-fail-fast-no-canary',
] as const;

/** Labels that make a PR's sweep unusable as a reuse source (fail closed on main). */
export const REUSE_INCOMPATIBLE_LABELS = ['evals-only', 'agentx-fast'] as const;

export const DEFAULT_WORKFLOW_ID = 'run-sweep.yml';
export const MAIN_REF = 'refs/heads/main';

/** Artifacts that prove a run produced results (changelog-metadata and run-stats do not). */
export const RESULT_ARTIFACT_NAMES = ['results_bmk', 'eval_results_all'] as const;
export const AGENTIC_RESULT_ARTIFACT_PREFIX = 'bmk_agentic_';

/** Identity of the reactions the validator owns; human reactions are never touched. */
export const DEFAULT_BOT_LOGIN = 'github-actions[bot]';

/** The gate's outputs, always all eight, always in this order. */
export const REUSE_OUTPUT_KEYS = [
  'reuse-enabled',
  'skip-pr-sweep',
  'reuse-source-run-id',
  'reuse-source-run-attempt',
  'reuse-source-run-url',
  'reuse-source-pr-number',
  'reuse-source-head-sha',
  'reuse-reason',
] as const;
type ReuseOutputKey = (typeof REUSE_OUTPUT_KEYS)[number];
export type ReuseOutputs = Record<ReuseOutputKey, string>;
