/**
 * Scenario names and row kinds, without the row schemas (so code that only needs to tell rows
 * apart, like the CLI path, does not construct the zod schemas at start-up).
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
