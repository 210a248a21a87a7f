/**
 * The legs of a simulated run: every benchmark job the simulator says would start, one leg per
 * matrix entry whose `config` is a row (it has a runner and a framework, as the priority
 * annotation defines a runnable entry). The rows come from the job outputs the simulation was
 * given (setup's plan, the canary's pick), so the estimate is the cost of that plan under the
 * event's labels: which jobs start, and the canary as a job of its own.
 */
import type { PlanRow } from '../plan/schema.js';
import { expandMatrix } from '../simulate/matrix.js';
import type { SimulationResult } from '../simulate/types.js';
import { legFor } from './legs.js';
import { CANARY_JOBS, FAN_OUT_JOBS, type PlanSlot } from './names.js';
import type { PlannedLeg } from './schema.js';

const isRow = (value: unknown): value is PlanRow =>
  typeof value === 'object' && value !== null && 'runner' in value && 'framework' in value;

const CANARY_JOB_NAMES: readonly string[] = Object.values(CANARY_JOBS);

/** The fan-out job that runs a row like this one (undefined for a row no fan-out job runs). */
function fanOutJobOf(row: PlanRow): string | undefined {
  const r = row as Record<string, unknown>;
  const side = 'prefill' in r || 'decode' in r ? 'multi_node' : 'single_node';
  const group =
    r['scenario-type'] === 'agentic-coding'
      ? 'agentic'
      : r.osl === 1024 && (r.isl === 1024 || r.isl === 8192)
        ? `${r.isl === 1024 ? 1 : 8}k1k`
        : undefined;
  return group && FAN_OUT_JOBS[`${side}.${group}` as PlanSlot];
}

/**
 * A canary leg is priced as its row's fan-out job: the same config, whose past jobs are many
 * more than the canary's own (a canary runs one row per sweep). It keeps the canary's job name.
 */
function canaryAwareLeg(job: string, row: PlanRow): PlannedLeg {
  const multiNode = 'prefill' in row || 'decode' in row;
  const fanOut = CANARY_JOB_NAMES.includes(job) ? fanOutJobOf(row) : undefined;
  if (!fanOut) return legFor(job, row, multiNode);
  const { key } = legFor(fanOut, row, multiNode);
  return { ...legFor(job, row, multiNode), key };
}

export function simulatedLegs(result: SimulationResult): PlannedLeg[] {
  const legs: PlannedLeg[] = [];
  for (const id of result.order) {
    const job = result.jobs[id]!;
    if (job.status !== 'run' || !job.strategy?.matrix) continue;
    for (const leg of expandMatrix(job.strategy.matrix)) {
      const row = leg.config;
      if (!isRow(row)) continue;
      legs.push(canaryAwareLeg(job.name ?? id, row));
    }
  }
  return legs;
}
