/**
 * The configs a sweep plan (setup's search-space-config) expects results for: every benchmark row
 * of `single_node` / `multi_node` (agentic when its scenario is agentic, else fixed-sequence unless
 * it is eval-only) and every row of the eval lists. The plan is read loosely: rows that are not matrix rows are ignored, and a trimmed plan (for
 * example one that keeps only the agentic keys) expects only what it still holds.
 */
import { EVAL_LIST_KEYS } from '../../plan/schema.js';
import { AGENTIC_SCENARIO, AGENTIC_TYPE, EVAL_TYPE, FIXED_TYPE, type BenchmarkType } from './names.js';
import { configId, isRow, normalConfig, type Row } from './rows.js';
import type { ConfigKey } from './schemas.js';

const BENCHMARK_SECTIONS = ['single_node', 'multi_node'] as const;

/** A row that names no model prefix or runner is not a matrix row: it expects nothing. */
function configOf(row: Row, type: BenchmarkType): ConfigKey | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (!text(row['model-prefix']) || !text(row.runner)) return undefined;
  return normalConfig({
    model: text(row['model-prefix']),
    hardware: text(row.runner),
    framework: text(row.framework),
    precision: text(row.precision),
    type,
  });
}

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter(isRow) : [];
}

export function expectedConfigs(plan: unknown): ConfigKey[] {
  if (!isRow(plan)) return [];
  const found = new Map<string, ConfigKey>();
  const add = (config: ConfigKey | undefined) => config && found.set(configId(config), config);
  for (const section of BENCHMARK_SECTIONS) {
    const groups = plan[section];
    if (!isRow(groups)) continue;
    for (const rows of Object.values(groups)) {
      for (const row of rowsOf(rows)) {
        if (row['scenario-type'] === AGENTIC_SCENARIO) add(configOf(row, AGENTIC_TYPE));
        else if (row['eval-only'] !== true) add(configOf(row, FIXED_TYPE));
      }
    }
  }
  for (const key of EVAL_LIST_KEYS) for (const row of rowsOf(plan[key])) add(configOf(row, EVAL_TYPE));
  return [...found.values()];
}
