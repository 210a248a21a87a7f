/**
 * Reading the history: the most recent successful run-sweep runs (one page, capped) and every
 * page of each run's jobs, through the run-inspection port. Only successful jobs with both
 * timestamps count. Any fault on any request makes the whole history unavailable rather than
 * partial: a history missing some runs would narrow the spread without saying so.
 */
import type { RepoRef } from '../github/client.js';
import { errorMessage } from '../errors.js';
import type { InspectPort } from '../ops/inspect/ports.js';
import type { Job } from '../ops/inspect/schemas.js';
import { COST_WORKFLOW, COUNTED_CONCLUSION, DEFAULT_HISTORY_RUNS, MAX_HISTORY_RUNS } from './names.js';
import type { CostHistory, HistoryJob } from './schema.js';

export type CostHistoryPort = Pick<InspectPort, 'listWorkflowRuns' | 'listJobs'>;

export interface HistoryOptions {
  /** Most runs read (default DEFAULT_HISTORY_RUNS, at most MAX_HISTORY_RUNS). */
  maxRuns?: number;
  workflow?: string;
}

/** A successful job's duration in seconds, or undefined when it cannot be measured. */
function jobSeconds(job: Job): number | undefined {
  if (job.conclusion !== COUNTED_CONCLUSION || !job.started_at || !job.completed_at) return undefined;
  const seconds = (Date.parse(job.completed_at) - Date.parse(job.started_at)) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

export function historyJobs(runId: number, jobs: readonly Job[]): HistoryJob[] {
  const out: HistoryJob[] = [];
  for (const job of jobs) {
    const seconds = jobSeconds(job);
    if (seconds !== undefined) out.push({ runId, name: job.name, seconds });
  }
  return out;
}

/** The history, or an error naming the request that failed (never a partial history). */
export async function readCostHistory(
  port: CostHistoryPort,
  repo: RepoRef,
  options: HistoryOptions = {},
): Promise<CostHistory> {
  const workflow = options.workflow ?? COST_WORKFLOW;
  const runCap = Math.min(Math.max(1, options.maxRuns ?? DEFAULT_HISTORY_RUNS), MAX_HISTORY_RUNS);
  const runs = await port.listWorkflowRuns(repo, workflow, { status: COUNTED_CONCLUSION }, runCap);
  const jobs: HistoryJob[] = [];
  // One run after another: the setup job shares the API rate limit with the rest of the sweep.
  for (const run of runs) jobs.push(...historyJobs(run.id, await port.listJobs(repo, run.id, 'latest')));
  return { workflow, runIds: runs.map((r) => r.id), runCap, jobs };
}

/** An empty history that says why it is empty: every config then reads "unknown". */
export function unavailableHistory(reason: string, options: HistoryOptions = {}): CostHistory {
  return {
    workflow: options.workflow ?? COST_WORKFLOW,
    runIds: [],
    runCap: options.maxRuns ?? DEFAULT_HISTORY_RUNS,
    jobs: [],
    unavailable: reason,
  };
}

/** `readCostHistory`, with a fault turned into an unavailable history carrying its message. */
export async function readCostHistoryOrUnknown(
  port: CostHistoryPort,
  repo: RepoRef,
  options: HistoryOptions = {},
): Promise<CostHistory> {
  try {
    return await readCostHistory(port, repo, options);
  } catch (error) {
    return unavailableHistory(`the run history could not be read: ${errorMessage(error)}`, options);
  }
}
