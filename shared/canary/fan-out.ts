/**
 * The fan-out after the canary, in one place: each fan-out job's matrix, with the canary row
 * taken out of its own family once it succeeded (it already ran; the eval lists keep theirs,
 * since an eval leg measures something else). Every fan-out job reads its matrix from here.
 */
import { type PlanSlot } from '../cost/names.js';
import { assertPlanShape, withoutFirstEqual } from './fixed-rule.js';
import { jqCompact } from './format.js';
import { EVAL_SLOTS, FAN_OUT_SLOTS, slotRows, type Row } from './rows.js';

/** Output names of the fan-out step, one per fan-out job, keyed by the plan slot it runs. */
export const FAN_OUT_OUTPUTS: Readonly<Record<PlanSlot, string>> = {
  'single_node.1k1k': 'single-node-1k1k',
  'single_node.8k1k': 'single-node-8k1k',
  'single_node.agentic': 'agentic',
  'multi_node.1k1k': 'multi-node-1k1k',
  'multi_node.8k1k': 'multi-node-8k1k',
  'multi_node.agentic': 'multi-node-agentic',
  evals: 'evals',
  agentic_evals: 'agentic-evals',
  multinode_evals: 'multi-node-evals',
  multinode_agentic_evals: 'multi-node-agentic-evals',
};

export interface FanOut {
  /** Rows per slot, every slot present (`[]` when the plan has none). */
  matrices: Record<PlanSlot, Row[]>;
  /** Whether the canary row was taken out (it succeeded and was found in its family). */
  canaryRemoved: boolean;
}

/**
 * `canary`: the canary row (canary-select's canary-config) or undefined when there was none;
 * `succeeded`: whether its job succeeded. A failed or cancelled canary never reaches here: the
 * fan-out job does not run then.
 */
export function fanOutMatrices(plan: unknown, canary: Row | undefined, succeeded: boolean): FanOut {
  assertPlanShape(plan);
  const remove = succeeded ? canary : undefined;
  let canaryRemoved = false;
  const matrices = {} as Record<PlanSlot, Row[]>;
  for (const slot of FAN_OUT_SLOTS) {
    const rows = slotRows(plan, slot);
    const kept =
      remove && !EVAL_SLOTS.includes(slot) && !canaryRemoved ? withoutFirstEqual(rows, remove) : [...rows];
    if (kept.length < rows.length) canaryRemoved = true;
    matrices[slot] = kept;
  }
  return { matrices, canaryRemoved };
}

/** The step's outputs: one compact JSON array per fan-out job. */
export function fanOutOutputs(fanOut: FanOut): Record<string, string> {
  return Object.fromEntries(
    FAN_OUT_SLOTS.map((slot) => [FAN_OUT_OUTPUTS[slot], jqCompact(fanOut.matrices[slot])]),
  );
}
