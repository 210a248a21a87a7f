/** Names the cost estimate shares with the run-sweep workflow and its benchmark templates. */
import { RUN_SWEEP_WORKFLOW } from '../ops/inspect/names.js';

/** The workflow whose past runs are the history (its benchmark jobs carry the durations). */
export const COST_WORKFLOW = RUN_SWEEP_WORKFLOW;

/**
 * How many recent successful run-sweep runs are read by default. Each run costs one paginated
 * jobs listing; ten keeps the setup job's extra API time to seconds while a config that runs on
 * most PRs still has several samples.
 */
export const DEFAULT_HISTORY_RUNS = 10;
/** The most runs a caller may ask for: one page of the runs listing. */
export const MAX_HISTORY_RUNS = 100;

/**
 * The display names of run-sweep's fan-out jobs (their `name:`), keyed by the plan slot whose rows
 * they run. A benchmark job shows in the jobs API as `<display name> / <template job name>`.
 * Plan groups not listed here (other sequence lengths) have no fan-out job and never run.
 */
export const FAN_OUT_JOBS = {
  'single_node.1k1k': 'single-node 1k1k',
  'single_node.8k1k': 'single-node 8k1k',
  'single_node.agentic': 'agentic',
  'multi_node.1k1k': 'multi-node 1k1k',
  'multi_node.8k1k': 'multi-node 8k1k',
  'multi_node.agentic': 'multi-node agentic',
  evals: 'eval',
  agentic_evals: 'agentic eval',
  multinode_evals: 'multi-node eval',
  multinode_agentic_evals: 'multi-node agentic eval',
} as const;
export type PlanSlot = keyof typeof FAN_OUT_JOBS;

/** The display names of run-sweep's canary jobs, keyed by the canary family each runs. */
export const CANARY_JOBS = {
  'fixed-seq-len': 'canary',
  agentic: 'canary agentic',
  'multi-node': 'canary multi-node',
  'multi-node-agentic': 'canary multi-node agentic',
} as const;

/** Fan-out jobs whose rows pass `eval-only: true` to the template (their names end ` | eval-only`). */
export const EVAL_ONLY_JOBS: readonly string[] = [
  'eval',
  'agentic eval',
  'multi-node eval',
  'multi-node agentic eval',
];

/** The only job conclusion whose duration counts: a failed or cancelled job ran for an unrelated time. */
export const COUNTED_CONCLUSION = 'success';
