/**
 * How workflows split the flat matrix into job families.
 * - `e2eFamilies`: the e2e `get-jobs` outputs; the single-node eval family is filled (the
 *   reference's output was always empty, so those evals never ran). A multi-node row with run-eval and no eval-only
 *   (default mode) lands in both multi-node-config and multi-node-eval-config, by design.
 * - `sweepGroups`: the run-sweep `search-space-config` layout: throughput
 *   rows grouped by sequence name / `agentic`, eval rows in four lists.
 */
import type { Row } from './rows.js';
import { AGENTIC } from './row-kinds.js';
import { seqName } from './rows.js';

/** e2e output names, in the order the workflow declares its family jobs. */
const E2E_FAMILIES = [
  'single-node-config',
  'multi-node-config',
  'eval-config',
  'multi-node-eval-config',
  'agentic-config',
  'agentic-eval-config',
  'multi-node-agentic-config',
  'multi-node-agentic-eval-config',
] as const;
export type E2eFamily = (typeof E2E_FAMILIES)[number];

const agentic = (r: Row) => r['scenario-type'] === AGENTIC;
const multi = (r: Row) => 'prefill' in r;
const runEval = (r: Row) => r['run-eval'] === true;
const evalOnly = (r: Row) => r['eval-only'] === true;

const PREDICATES: Record<E2eFamily, (r: Row) => boolean> = {
  'single-node-config': (r) => !multi(r) && !agentic(r) && !evalOnly(r),
  'multi-node-config': (r) => multi(r) && !agentic(r) && !evalOnly(r),
  'eval-config': (r) => !multi(r) && !agentic(r) && runEval(r),
  'multi-node-eval-config': (r) => multi(r) && !agentic(r) && runEval(r),
  'agentic-config': (r) => agentic(r) && !multi(r) && !runEval(r),
  'agentic-eval-config': (r) => agentic(r) && !multi(r) && runEval(r),
  'multi-node-agentic-config': (r) => agentic(r) && multi(r) && !runEval(r),
  'multi-node-agentic-eval-config': (r) => agentic(r) && multi(r) && runEval(r),
};

export function e2eFamilies(rows: Row[]): Record<E2eFamily, Row[]> {
  const out = Object.fromEntries(E2E_FAMILIES.map((name) => [name, [] as Row[]])) as Record<E2eFamily, Row[]>;
  for (const row of rows) for (const name of E2E_FAMILIES) if (PREDICATES[name](row)) out[name].push(row);
  return out;
}

export interface SweepGroups {
  single_node: Record<string, Row[]>;
  multi_node: Record<string, Row[]>;
  evals: Row[];
  agentic_evals: Row[];
  multinode_evals: Row[];
  multinode_agentic_evals: Row[];
}

/** run-sweep layout: eval-only rows go to the eval lists, every other row to a throughput group. */
export function sweepGroups(rows: Row[]): SweepGroups {
  const groups: SweepGroups = {
    single_node: {},
    multi_node: {},
    evals: [],
    agentic_evals: [],
    multinode_evals: [],
    multinode_agentic_evals: [],
  };
  for (const row of rows) {
    if (evalOnly(row)) {
      const list = multi(row)
        ? agentic(row)
          ? groups.multinode_agentic_evals
          : groups.multinode_evals
        : agentic(row)
          ? groups.agentic_evals
          : groups.evals;
      list.push(row);
      continue;
    }
    const bucket = multi(row) ? groups.multi_node : groups.single_node;
    const name = agentic(row) ? 'agentic' : seqName(row.isl, row.osl);
    (bucket[name] ??= []).push(row);
  }
  return groups;
}
