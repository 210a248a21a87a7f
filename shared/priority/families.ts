/**
 * Typed entry points for the two shapes the workflows annotate: the run-sweep plan
 * (search-space-config, one namespace `<run_id>:<run_attempt>`) and the e2e family split
 * (each family scored on its own, namespace `<run_id>:<run_attempt>:<family>`).
 */
import type { SearchSpaceConfig } from '../plan/schema.js';
import { annotatePriority, type PriorityOptions } from './annotate.js';

export function annotatePlan(plan: SearchSpaceConfig, options: PriorityOptions): SearchSpaceConfig {
  return annotatePriority(plan, options);
}

/** e2e output name → the score-family suffix of its queue namespace (`eval` included: sweepkit fills that family). */
const E2E_SCORE_FAMILIES: Readonly<Record<string, string>> = {
  'single-node-config': 'single',
  'multi-node-config': 'multi',
  'eval-config': 'eval',
  'multi-node-eval-config': 'multi-eval',
  'agentic-config': 'agentic',
  'agentic-eval-config': 'agentic-eval',
  'multi-node-agentic-config': 'multi-agentic',
  'multi-node-agentic-eval-config': 'multi-agentic-eval',
};

/**
 * Annotates each family's flat row list with namespace `<queueNamespace>:<suffix>`; paths are
 * the row indices. A family without a suffix in `suffixes` is refused rather than guessed.
 */
export function annotateFamilies<R>(
  families: Record<string, R[]>,
  options: PriorityOptions & { queueNamespace: string },
  suffixes: Readonly<Record<string, string>> = E2E_SCORE_FAMILIES,
): Record<string, R[]> {
  const out: Record<string, R[]> = {};
  for (const [name, rows] of Object.entries(families)) {
    const suffix = suffixes[name];
    if (suffix === undefined) throw new RangeError(`no priority score family for '${name}'`);
    out[name] = annotatePriority(rows, { ...options, queueNamespace: `${options.queueNamespace}:${suffix}` });
  }
  return out;
}
