/** Reading plan rows for the canary: which rows are evals, their conc and node count, and the fan-out slots. */
import type { PlanRow } from '../plan/schema.js';
import { EVAL_LIST_KEYS } from '../plan/schema.js';
import { FAN_OUT_JOBS, type PlanSlot } from '../cost/names.js';
import { CONC_KEY, EVAL_ONLY_KEY, NODE_COUNT_KEY, RUN_EVAL_KEY } from './names.js';

export type Row = PlanRow;
type Groups = Record<string, Row[] | null> | null | undefined;

/** The rows of `side.group` (missing or null read as none). */
export function rowsOf(config: Record<string, unknown>, side: string, group: string): Row[] {
  return (config[side] as Groups)?.[group] ?? [];
}

/** The rows of a fan-out slot (`single_node.1k1k`, `evals`, ...). */
export function slotRows(config: Record<string, unknown>, slot: PlanSlot): Row[] {
  const dot = slot.indexOf('.');
  if (dot < 0) {
    const list = config[slot];
    return Array.isArray(list) ? (list as Row[]) : [];
  }
  return rowsOf(config, slot.slice(0, dot), slot.slice(dot + 1));
}

export const FAN_OUT_SLOTS = Object.keys(FAN_OUT_JOBS) as PlanSlot[];
export const EVAL_SLOTS: readonly PlanSlot[] = EVAL_LIST_KEYS;

/** Jobs the plan's fan-out starts: one per row of every slot a fan-out job runs. */
export function fanOutJobCount(config: Record<string, unknown>): number {
  return FAN_OUT_SLOTS.reduce((sum, slot) => sum + slotRows(config, slot).length, 0);
}

/** An eval row never canaries: it measures accuracy, not whether the image serves. */
export function isEvalRow(row: Row): boolean {
  return row[RUN_EVAL_KEY] === true || Boolean(row[EVAL_ONLY_KEY]);
}

/** The lowest concurrency a row runs: its conc, or the smallest of a conc list; null when none. */
export function lowestConc(row: Row): number | null {
  const conc = row[CONC_KEY];
  const values = (Array.isArray(conc) ? conc : [conc]).filter(
    (v): v is number => typeof v === 'number' && Number.isFinite(v),
  );
  return values.length ? Math.min(...values) : null;
}

/** A multi-node row's node count, or null when it carries none. */
export function nodeCount(row: Row): number | null {
  const count = row[NODE_COUNT_KEY];
  return Number.isInteger(count) && (count as number) > 0 ? (count as number) : null;
}
