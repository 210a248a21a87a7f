/**
 * The reference's canary rule: the lowest-concurrency single-node fixed-seq-len throughput row
 * runs first, alone; the fan-out gets the config without it. Kept exactly (ties, jq order,
 * the remaining config's bytes), so a plan it canaries gets the same canary as before.
 */
import { z } from 'zod';
import { SweepkitError } from '../errors.js';
import { PlanRow, SearchSpaceConfig } from '../plan/schema.js';
import { jqCompare, jqEqual } from './jq-order.js';
import {
  CANDIDATE_GROUPS,
  CONC_KEY,
  MULTI_NODE_KEY,
  RUN_EVAL_KEY,
  SINGLE_NODE_KEY,
  type CandidateGroup,
} from './names.js';

/**
 * What canary-select reads of the plan: only `single_node`, which (like the reference's jq)
 * may be missing or null, and whose 1k1k/8k1k groups may be null. Every other key is
 * carried through untouched, so the document itself is never re-shaped by a parse.
 */
const Groups = z.nullish(
  z.record(z.string(), z.nullable(SearchSpaceConfig.shape.single_node._zod.def.valueType)),
);
const CanaryInput = z.looseObject({ [SINGLE_NODE_KEY]: Groups, [MULTI_NODE_KEY]: Groups });

type Row = PlanRow;

export interface FixedCanaryChoice {
  row: Row;
  group: CandidateGroup;
  /** Index of the row inside its group. */
  index: number;
  /** Rows of 1k1k + 8k1k that were not eval rows. */
  candidates: number;
  /** Rows skipped because `run-eval` is the boolean true. */
  excludedEvalRows: number;
  /** Candidates with the same minimum conc (the first of them wins). */
  tied: number;
}

export function assertPlanShape(config: unknown): asserts config is Record<string, unknown> {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new SweepkitError({
      message: 'search-space-config must be a JSON object',
      value: Array.isArray(config) ? 'an array' : config,
      hint: 'pass the plan that `sweepkit changelog plan` (or matrix-generate/changelog) prints',
    });
  }
  const parsed = CanaryInput.safeParse(config);
  if (!parsed.success) {
    throw new SweepkitError(
      parsed.error.issues.map((issue) => ({
        message: issue.message,
        path: issue.path.map(String).join('.'),
        hint: 'single_node and multi_node must map group names to lists of row objects',
      })),
      'search-space-config is not a valid plan',
    );
  }
}

function groupRows(config: Record<string, unknown>, group: CandidateGroup): Row[] {
  const singleNode = config[SINGLE_NODE_KEY] as Record<string, Row[] | null> | null | undefined;
  return singleNode?.[group] ?? [];
}

/** Picks the canary: minimum `conc` in jq order over 1k1k then 8k1k, ties to the first. */
export function chooseFixedCanary(config: Record<string, unknown>): FixedCanaryChoice | null {
  let best: Pick<FixedCanaryChoice, 'row' | 'group' | 'index'> | undefined;
  let candidates = 0;
  let excludedEvalRows = 0;
  let tied = 0;
  for (const group of CANDIDATE_GROUPS) {
    const rows = groupRows(config, group);
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index]!;
      // Only the JSON boolean true excludes a row; the string "true" stays a candidate (as in the reference).
      if (row[RUN_EVAL_KEY] === true) {
        excludedEvalRows++;
        continue;
      }
      candidates++;
      const order = best ? jqCompare(row[CONC_KEY], best.row[CONC_KEY]) : -1;
      if (order < 0) {
        best = { row, group, index };
        tied = 1;
      } else if (order === 0) {
        tied++;
      }
    }
  }
  return best ? { ...best, candidates, excludedEvalRows, tied } : null;
}

export function withoutFirstEqual(rows: Row[], target: Row | undefined): Row[] {
  const at = target === undefined ? -1 : rows.findIndex((row) => jqEqual(row, target));
  return at < 0 ? [...rows] : [...rows.slice(0, at), ...rows.slice(at + 1)];
}

/**
 * The remaining config: a copy of the input where single_node (created as {} when missing
 * or null) gets 1k1k and 8k1k set to their list (or []) minus the first row deep-equal to
 * the canary. Existing keys keep their position; missing ones are appended (1k1k, 8k1k).
 */
export function removeFixedCanary(
  config: Record<string, unknown>,
  canary: Row | undefined,
): Record<string, unknown> {
  const singleNode = { ...((config[SINGLE_NODE_KEY] as Record<string, unknown> | null | undefined) ?? {}) };
  for (const group of CANDIDATE_GROUPS)
    singleNode[group] = withoutFirstEqual(groupRows(config, group), canary);
  return { ...config, [SINGLE_NODE_KEY]: singleNode };
}
