/**
 * Scenario names and row kinds: how code tells matrix rows apart. The schemas that check a row
 * of each kind are rows-schema.ts.
 */
export const AGENTIC = 'agentic-coding';
export const FIXED = 'fixed-seq-len';
export const SCENARIO_TYPES = [FIXED, AGENTIC] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];

export type RowKind = 'single-node-fixed' | 'multi-node-fixed' | 'single-node-agentic' | 'multi-node-agentic';

/** How consumers tell rows apart: agentic by scenario-type, multi-node by a `prefill` key. */
export function rowKind(row: Record<string, unknown>): RowKind {
  const multi = row.prefill != null;
  if (row['scenario-type'] === AGENTIC) return multi ? 'multi-node-agentic' : 'single-node-agentic';
  return multi ? 'multi-node-fixed' : 'single-node-fixed';
}
