/**
 * The cost estimate's data, defined once: the history it reads (past benchmark jobs with their
 * run and duration), the legs a plan fans out, and the estimate the renderers print. Plain
 * types: nothing here is parsed from outside (the history's GitHub answers are checked by the
 * inspection port's schemas before they become HistoryJobs).
 */

/** One successful past benchmark job: its run, its name as GitHub lists it, how long it ran. */
export interface HistoryJob {
  runId: number;
  name: string;
  seconds: number;
}

/**
 * What was read: the runs (newest first), the cap that bounded them, and the jobs. When the
 * history could not be read at all, `unavailable` says why and every config is "unknown".
 */
export interface CostHistory {
  workflow: string;
  runIds: number[];
  runCap: number;
  jobs: HistoryJob[];
  unavailable?: string;
}

/** One job the plan starts: which fan-out job, runner label, nodes it holds, and its config key. */
export interface PlannedLeg {
  job: string;
  runner: string;
  /** Nodes the leg holds (1 on single node); null when a multi-node row carries no node-count. */
  nodes: number | null;
  name: string;
  key: string;
}

/** GPU-node-hours from the shortest, the median and the longest past job of each config. */
export interface Spread {
  low: number;
  median: number;
  high: number;
}

export interface CostGroup {
  runner: string;
  nodes: number | null;
  jobs: number;
  /** Jobs whose config has past jobs; the node-hours cover only these. */
  known: number;
  unknown: number;
  nodeHours: Spread;
  /** Past jobs the known legs were estimated from, and the runs they came from. */
  pastJobs: number;
  runIds: number[];
}

export interface CostEstimate {
  jobs: number;
  known: number;
  unknown: number;
  /** Runner labels in first-planned order. */
  runners: string[];
  nodeHours: Spread;
  groups: CostGroup[];
  /** Job names (without priority) of configs with no past job, in plan order. */
  unknownConfigs: string[];
  /** Plan groups no fan-out job runs (other sequence lengths), with their row counts. */
  notRun: { group: string; rows: number }[];
  basis: {
    workflow: string;
    pastJobs: number;
    runIds: number[];
    runsRead: number;
    runCap: number;
    unavailable?: string;
  };
}
