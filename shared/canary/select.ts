/**
 * canary-select: one cheap row of the plan runs first, alone; a failure stops the fan-out, a
 * success lets it run without that row. Families in order: the reference's single-node
 * fixed-sequence rule (unchanged, so a plan it canaries keeps the same canary and remaining
 * config, byte for byte), then single-node agentic, then multi-node (fewest nodes).
 *
 *   const selection = selectCanary(plan);  // validates, chooses, removes
 *   canaryOutputs(selection)               // format.ts: the action's outputs
 *   explainCanary(selection)               // format.ts: the job summary's sentence
 *   fanOutOutputs(fanOutMatrices(plan, canaryRow, succeeded))  // fan-out.ts: each fan-out job's matrix
 */
import { chooseAgenticCanary, chooseMultiNodeCanary, type FamilyCanaryChoice } from './families.js';
import { assertPlanShape, chooseFixedCanary, removeFixedCanary, withoutFirstEqual } from './fixed-rule.js';
import { DEFAULT_CANARY_CANDIDATES, type CanaryCandidates, type CanaryFamily } from './names.js';
import { fanOutJobCount, type Row } from './rows.js';

interface CanaryChoice {
  family: CanaryFamily;
  row: Row;
  /** The plan slot the row comes from: `single_node.8k1k`, `multi_node.agentic`, ... */
  slot: string;
  /** Index of the row inside its group. */
  index: number;
  /** Rows of the family that could have been the canary. */
  candidates: number;
  /** Fixed-sequence family only: eval rows skipped, and candidates sharing the lowest conc. */
  excludedEvalRows?: number;
  tied?: number;
}

/** Why a plan has no canary. */
type NoCanaryReason = 'no-candidate' | 'one-job';

export interface CanarySelection {
  candidates: CanaryCandidates;
  /** null when there is no canary (see `none`). */
  canary: CanaryChoice | null;
  none?: NoCanaryReason;
  /** Jobs the plan's fan-out starts without a canary. */
  jobs: number;
  /** `[]` or `[<the canary row as in the input>]`. */
  canaryConfig: Row[];
  /**
   * The input without the canary row: single_node gains 1k1k/8k1k (as the reference wrote it)
   * and the canary's own group loses its first deep-equal row.
   */
  remaining: Record<string, unknown>;
}

function otherFamily(config: Record<string, unknown>): FamilyCanaryChoice | null {
  return chooseAgenticCanary(config) ?? chooseMultiNodeCanary(config);
}

function withoutRow(config: Record<string, unknown>, choice: FamilyCanaryChoice): Record<string, unknown> {
  const [side, group] = choice.slot.split('.') as [string, string];
  const groups = { ...(config[side] as Record<string, Row[]>) };
  groups[group] = withoutFirstEqual(groups[group] ?? [], choice.row);
  return { ...config, [side]: groups };
}

/** The whole of canary-select over a plan (any JSON value; validated here). */
export function selectCanary(
  config: unknown,
  candidates: CanaryCandidates = DEFAULT_CANARY_CANDIDATES,
): CanarySelection {
  assertPlanShape(config);
  const jobs = fanOutJobCount(config);
  const fixed = chooseFixedCanary(config);
  if (fixed) {
    const { group, ...rest } = fixed;
    return {
      candidates,
      canary: { family: 'fixed-seq-len', slot: `single_node.${group}`, ...rest },
      jobs,
      canaryConfig: [fixed.row],
      remaining: removeFixedCanary(config, fixed.row),
    };
  }
  const remaining = removeFixedCanary(config, undefined);
  // A one-job plan has nothing to protect: its canary would be the whole sweep, run later.
  const other = candidates === 'every-family' && jobs > 1 ? otherFamily(config) : null;
  if (!other) {
    const none: NoCanaryReason = candidates === 'every-family' && jobs <= 1 ? 'one-job' : 'no-candidate';
    return { candidates, canary: null, none, jobs, canaryConfig: [], remaining };
  }
  return {
    candidates,
    canary: other,
    jobs,
    canaryConfig: [other.row],
    remaining: withoutRow(remaining, other),
  };
}
