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
import type { PlannedLeg } from './schema.js';

const isRow = (value: unknown): value is PlanRow =>
  typeof value === 'object' && value !== null && 'runner' in value && 'framework' in value;

export function simulatedLegs(result: SimulationResult): PlannedLeg[] {
  const legs: PlannedLeg[] = [];
  for (const id of result.order) {
    const job = result.jobs[id]!;
    if (job.status !== 'run' || !job.strategy?.matrix) continue;
    for (const leg of expandMatrix(job.strategy.matrix)) {
      const row = leg.config;
      if (!isRow(row)) continue;
      legs.push(legFor(job.name ?? id, row, 'prefill' in row || 'decode' in row));
    }
  }
  return legs;
}
