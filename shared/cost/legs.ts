/**
 * The jobs a plan starts: one per row of every plan slot that a run-sweep fan-out job runs, with
 * its runner label and node count. A canary leg is one of the single-node rows taken out of its
 * group, so it is already counted there and is not added again.
 */
import { EVAL_LIST_KEYS, type PlanRow, type SearchSpaceConfig } from '../plan/schema.js';
import { FAN_OUT_JOBS, type PlanSlot } from './names.js';
import { benchmarkJobName, configKeyOfJobName } from './job-name.js';
import type { PlannedLeg } from './schema.js';

/** The plan's parts a cost estimate reads (a full plan or a simulated job's matrix). */
export type CostPlan = Pick<
  SearchSpaceConfig,
  'single_node' | 'multi_node' | (typeof EVAL_LIST_KEYS)[number]
>;

const isPositiveInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** Nodes a leg holds: single node 1; multi node the row's node-count (null when it has none). */
function legNodes(row: PlanRow, multiNode: boolean): number | null {
  if (!multiNode) return 1;
  const count = (row as Record<string, unknown>)['node-count'];
  return isPositiveInt(count) ? count : null;
}

/** The leg of `row` run by the job whose display name is `job` (a fan-out job, or `canary`). */
export function legFor(job: string, row: PlanRow, multiNode: boolean): PlannedLeg {
  const name = benchmarkJobName(job, row);
  const runner = (row as Record<string, unknown>).runner;
  return {
    job,
    runner: typeof runner === 'string' ? runner : String(runner),
    nodes: legNodes(row, multiNode),
    name,
    key: configKeyOfJobName(name)!,
  };
}

function legOf(slot: PlanSlot, row: PlanRow): PlannedLeg {
  return legFor(FAN_OUT_JOBS[slot], row, slot.startsWith('multi'));
}

export function planLegs(plan: CostPlan): { legs: PlannedLeg[]; notRun: { group: string; rows: number }[] } {
  const legs: PlannedLeg[] = [];
  const notRun: { group: string; rows: number }[] = [];
  for (const side of ['single_node', 'multi_node'] as const)
    for (const [group, rows] of Object.entries(plan[side])) {
      const slot = `${side}.${group}`;
      if (Object.hasOwn(FAN_OUT_JOBS, slot)) for (const row of rows) legs.push(legOf(slot as PlanSlot, row));
      else notRun.push({ group: slot, rows: rows.length });
    }
  for (const list of EVAL_LIST_KEYS) for (const row of plan[list]) legs.push(legOf(list, row));
  return { legs, notRun };
}
