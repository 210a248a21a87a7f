/** Every name the trusted external (fork) dispatch uses, in one place (code, tests and docs share them). */
import {
  ALL_EVALS_LABEL,
  EVALS_ONLY_LABEL,
  PRIMARY_SWEEP_LABELS,
  TRIM_CONC_LABEL,
} from '../changelog/names.js';

export { PRIMARY_SWEEP_LABELS, TRIM_CONC_LABEL };

/** The workflow the dispatcher starts, and the prefix of that workflow's `run-name`. */
export const E2E_WORKFLOW_ID = 'e2e-tests.yml';
export const E2E_RUN_TITLE_PREFIX = 'e2e Test - ';

/** Modifier labels whose presence becomes a `"true"` dispatch input. */
export { ALL_EVALS_LABEL, EVALS_ONLY_LABEL };
export const AGENTX_FAST_LABEL = 'agentx-fast';
/** A primary label whose name contains this runs every family with strategy.fail-fast. */
export const FAIL_FAST_MARKER = 'fail-fast';

/** Length of the head sha prefix in the run marker (`External PR #7 @ 0123456789ab`). */
export const MARKER_SHA_LENGTH = 12;

/**
 * Finding the dispatched run: the workflow_dispatch API answers nothing, so the run is looked up
 * by its exact title among the newest runs, polled a bounded number of times.
 */
export const DEFAULT_POLL_ATTEMPTS = 15;
export const DEFAULT_POLL_INTERVAL_MS = 2000;
/** Runs listed per poll (one page, newest first). */
export const POLL_PAGE_SIZE = 20;
/** Clock skew allowed between this job and GitHub when comparing a run's created_at. */
export const CREATED_AT_SLACK_MS = 5000;

/**
 * Hidden marker that identifies the dispatcher's own PR comment, so a later approval edits it
 * instead of adding another one. Only comments by `bot-login` carrying it are ever edited.
 */
export const COMMENT_MARKER = '<!-- sweepkit:trusted-external-sweep -->';
export const DEFAULT_BOT_LOGIN = 'github-actions[bot]';

/** Output names of the action, in the order they are written. */
export const FORK_DISPATCH_OUTPUTS = ['marker', 'head-sha', 'merge-commit-sha', 'run-id', 'run-url'] as const;

/** A git object id as GitHub reports it (SHA-1, or SHA-256 repositories). */
export const SHA_PATTERN = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
