/**
 * The canary of plans without a single-node fixed-sequence row: the lowest-concurrency
 * single-node agentic row, else the multi-node row holding the fewest nodes (then the lowest
 * concurrency). Cheap rows first, because a canary exists to catch what every job of the plan
 * shares (the image, a server flag) before the fan-out spends cluster time on it.
 */
import {
  AGENTIC_GROUP,
  MULTI_NODE_GROUPS,
  MULTI_NODE_KEY,
  SINGLE_NODE_KEY,
  type CanaryFamily,
} from './names.js';
import { isEvalRow, lowestConc, nodeCount, rowsOf, type Row } from './rows.js';

export interface FamilyCanaryChoice {
  family: CanaryFamily;
  row: Row;
  /** Where the row is: `single_node.agentic`, `multi_node.8k1k`, ... */
  slot: string;
  index: number;
  /** Rows of the family that could have been the canary (eval rows excluded). */
  candidates: number;
}

interface Candidate {
  row: Row;
  slot: string;
  index: number;
  family: CanaryFamily;
}

/** Missing values sort last: a row whose size is unknown is never preferred as the cheap one. */
const orderNumbers = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

/** The first candidate with the smallest key (ties go to the earlier row, as the reference's min_by). */
function first(
  candidates: Candidate[],
  compare: (a: Candidate, b: Candidate) => number,
): Candidate | undefined {
  return candidates.reduce<Candidate | undefined>(
    (best, next) => (best === undefined || compare(next, best) < 0 ? next : best),
    undefined,
  );
}

function candidatesOf(config: Record<string, unknown>, side: string, group: string, family: CanaryFamily) {
  return rowsOf(config, side, group)
    .map((row, index) => ({ row, index, slot: `${side}.${group}`, family }))
    .filter(({ row }) => !isEvalRow(row));
}

function choice(best: Candidate | undefined, count: number): FamilyCanaryChoice | null {
  return best ? { ...best, candidates: count } : null;
}

export function chooseAgenticCanary(config: Record<string, unknown>): FamilyCanaryChoice | null {
  const candidates = candidatesOf(config, SINGLE_NODE_KEY, AGENTIC_GROUP, 'agentic');
  const best = first(candidates, (a, b) => orderNumbers(lowestConc(a.row), lowestConc(b.row)));
  return choice(best, candidates.length);
}

export function chooseMultiNodeCanary(config: Record<string, unknown>): FamilyCanaryChoice | null {
  const candidates = MULTI_NODE_GROUPS.flatMap((group) =>
    candidatesOf(
      config,
      MULTI_NODE_KEY,
      group,
      group === AGENTIC_GROUP ? 'multi-node-agentic' : 'multi-node',
    ),
  );
  const best = first(
    candidates,
    (a, b) =>
      orderNumbers(nodeCount(a.row), nodeCount(b.row)) || orderNumbers(lowestConc(a.row), lowestConc(b.row)),
  );
  return choice(best, candidates.length);
}
