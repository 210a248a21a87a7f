/** canary-select names, shared by code, tests and docs. */

/** single_node groups whose rows may be the canary, in candidate order (1k1k wins ties). */
export const CANDIDATE_GROUPS = ['1k1k', '8k1k'] as const;
export type CandidateGroup = (typeof CANDIDATE_GROUPS)[number];

export const SINGLE_NODE_KEY = 'single_node';
export const MULTI_NODE_KEY = 'multi_node';
export const AGENTIC_GROUP = 'agentic';
export const RUN_EVAL_KEY = 'run-eval';
export const EVAL_ONLY_KEY = 'eval-only';
export const CONC_KEY = 'conc';
export const NODE_COUNT_KEY = 'node-count';

/** multi_node groups that a fan-out job runs, so their rows may be the canary. */
export const MULTI_NODE_GROUPS = ['1k1k', '8k1k', AGENTIC_GROUP] as const;

/**
 * The canary's family, which names the canary job that runs it (each family has its template
 * and its inputs): single-node fixed sequence, single-node agentic, multi-node fixed sequence,
 * multi-node agentic.
 */
export type CanaryFamily = 'fixed-seq-len' | 'agentic' | 'multi-node' | 'multi-node-agentic';

/**
 * Which rows may be the canary: every family (fixed sequence first, then agentic, then the
 * multi-node row with the fewest nodes), or only single-node fixed-sequence rows, the rule
 * before agentic and multi-node plans had a canary.
 */
export const CANARY_CANDIDATES = ['every-family', 'fixed-sequence-only'] as const;
export type CanaryCandidates = (typeof CANARY_CANDIDATES)[number];
export const DEFAULT_CANARY_CANDIDATES: CanaryCandidates = 'every-family';

export const CANARY_CONFIG_OUTPUT = 'canary-config';
export const REMAINING_CONFIG_OUTPUT = 'remaining-search-space-config';
export const CANARY_FAMILY_OUTPUT = 'canary-family';
