/** Names of the readiness check, shared by code, tests, the workflow and the docs. */

/** The commit status context branch protection requires. */
export const READINESS_CONTEXT = 'sweep-readiness';

/** Whether a successful PR sweep needs an explicit decision (reuse it or sweep again on main). */
export const SWEEP_DECISIONS = ['required', 'optional'] as const;
export type SweepDecision = (typeof SWEEP_DECISIONS)[number];

/** GitHub refuses a commit status description longer than this. */
export const STATUS_DESCRIPTION_LIMIT = 140;

/** The changelog gate's step outcome that passes; every other outcome (failure, cancelled, skipped) does not. */
export const GATE_PASSED = 'success';
