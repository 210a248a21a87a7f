/** canary-select names, shared by code, tests and docs. */

/** single_node groups whose rows may be the canary, in candidate order (1k1k wins ties). */
export const CANDIDATE_GROUPS = ['1k1k', '8k1k'] as const;
export type CandidateGroup = (typeof CANDIDATE_GROUPS)[number];

export const SINGLE_NODE_KEY = 'single_node';
export const RUN_EVAL_KEY = 'run-eval';
export const CONC_KEY = 'conc';

export const CANARY_CONFIG_OUTPUT = 'canary-config';
export const REMAINING_CONFIG_OUTPUT = 'remaining-search-space-config';
