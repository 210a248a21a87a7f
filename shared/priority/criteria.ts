/**
 * Classifier criteria: the vocabulary a policy supports and the masking that keeps only
 * the facts the classifier flagged.
 */
import { SweepkitError } from '../errors.js';
import { AGENTIC_SCENARIO, CHECKLIST_CRITERION, FACT_CRITERIA, PATCHWORK_CRITERION } from './names.js';
import type { PriorityPolicy } from './policy.js';

export type Entry = Record<string, unknown>;

/** Every criterion the policy can score; the classifier's enum must equal this set. */
export function supportedCriteria(policy: PriorityPolicy): string[] {
  return [
    ...FACT_CRITERIA,
    CHECKLIST_CRITERION,
    PATCHWORK_CRITERION,
    ...policy.precision.keys(),
    ...policy.specDecoding.keys(),
    ...policy.frameworkPrefix.map(([prefix]) => prefix),
    ...policy.modelPrefix.keys(),
  ].filter((value, index, all) => all.indexOf(value) === index);
}

/** Python's repr of a list of strings, as the reference's message prints it. */
function pythonList(values: string[]): string {
  return `[${values.map((v) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`).join(', ')}]`;
}

export function assertKnownCriteria(criteria: readonly string[], policy: PriorityPolicy): void {
  const supported = new Set(supportedCriteria(policy));
  const unknown = [...new Set(criteria.filter((c) => !supported.has(c)))].sort();
  if (unknown.length) {
    throw new SweepkitError({
      message: `Unknown CI priority criteria: ${pythonList(unknown)}`,
      path: 'criteria',
      hint: `use only: ${[...supported].join(', ')}`,
    });
  }
}

function flaggedOrPrefix(value: unknown, flagged: Set<string>): boolean {
  return typeof value === 'string' && [...flagged].some((c) => value === c || value.startsWith(`${c}-`));
}

/** A copy of the entry's scored facts in which only what the classifier flagged survives. */
export function maskFacts(entry: Entry, criteria: readonly string[]): Entry {
  const flagged = new Set(criteria);
  const hasPrefill = entry.prefill !== null && entry.prefill !== undefined;
  const agentic = entry['scenario-type'] === AGENTIC_SCENARIO;
  const keepValue = (value: unknown) => (typeof value === 'string' && flagged.has(value) ? value : null);
  return {
    prefill: flagged.has('multi-node') && hasPrefill ? {} : null,
    'scenario-type': flagged.has('agentic') && agentic ? AGENTIC_SCENARIO : null,
    'eval-only': flagged.has('eval-only') && entry['eval-only'] === true,
    precision: keepValue(entry.precision),
    'spec-decoding': keepValue(entry['spec-decoding']),
    framework: flaggedOrPrefix(entry.framework, flagged) ? entry.framework : null,
    'model-prefix': flaggedOrPrefix(entry['model-prefix'], flagged) ? entry['model-prefix'] : null,
  };
}
