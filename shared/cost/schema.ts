/**
 * The cost estimate's data, defined once: the history it reads (past benchmark jobs with their
 * run and duration), the legs a plan fans out, and the estimate the renderers print.
 */
import { z } from '../zod.js';

/** One successful past benchmark job: its run, its name as GitHub lists it, how long it ran. */
export const HistoryJobSchema = z.object({
  runId: z.int(),
  name: z.string(),
  seconds: z.number().check(z.nonnegative()),
});
export type HistoryJob = z.infer<typeof HistoryJobSchema>;

/**
 * What was read: the runs (newest first), the cap that bounded them, and the jobs. When the
 * history could not be read at all, `unavailable` says why and every config is "unknown".
 */
export const CostHistorySchema = z.object({
  workflow: z.string(),
  runIds: z.array(z.int()),
  runCap: z.int(),
  jobs: z.array(HistoryJobSchema),
  unavailable: z.optional(z.string()),
});
export type CostHistory = z.infer<typeof CostHistorySchema>;

/** One job the plan starts: which fan-out job, runner label, nodes it holds, and its config key. */
export const PlannedLegSchema = z.object({
  job: z.string(),
  runner: z.string(),
  /** Nodes the leg holds (1 on single node); null when a multi-node row carries no node-count. */
  nodes: z.nullable(z.int()),
  name: z.string(),
  key: z.string(),
});
export type PlannedLeg = z.infer<typeof PlannedLegSchema>;

/** GPU-node-hours from the shortest, the median and the longest past job of each config. */
export const SpreadSchema = z.object({ low: z.number(), median: z.number(), high: z.number() });
export type Spread = z.infer<typeof SpreadSchema>;

export const CostGroupSchema = z.object({
  runner: z.string(),
  nodes: z.nullable(z.int()),
  jobs: z.int(),
  /** Jobs whose config has past jobs; the node-hours cover only these. */
  known: z.int(),
  unknown: z.int(),
  nodeHours: SpreadSchema,
  /** Past jobs the known legs were estimated from, and the runs they came from. */
  pastJobs: z.int(),
  runIds: z.array(z.int()),
});
export type CostGroup = z.infer<typeof CostGroupSchema>;

export const CostEstimateSchema = z.object({
  jobs: z.int(),
  known: z.int(),
  unknown: z.int(),
  /** Runner labels in first-planned order. */
  runners: z.array(z.string()),
  nodeHours: SpreadSchema,
  groups: z.array(CostGroupSchema),
  /** Job names (without priority) of configs with no past job, in plan order. */
  unknownConfigs: z.array(z.string()),
  /** Plan groups no fan-out job runs (other sequence lengths), with their row counts. */
  notRun: z.array(z.object({ group: z.string(), rows: z.int() })),
  basis: z.object({
    workflow: z.string(),
    pastJobs: z.int(),
    runIds: z.array(z.int()),
    runsRead: z.int(),
    runCap: z.int(),
    unavailable: z.optional(z.string()),
  }),
});
export type CostEstimate = z.infer<typeof CostEstimateSchema>;
