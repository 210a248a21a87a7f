/** The priority score of one runnable entry, exact to 0.001. */
import { addDecimals, formatThousandths, ZERO, type Decimal } from './decimal.js';
import { assertKnownCriteria, maskFacts, type Entry } from './criteria.js';
import { AGENTIC_SCENARIO, CHECKLIST_CRITERION, PATCHWORK_CRITERION } from './names.js';
import type { PriorityPolicy } from './policy.js';

export interface ScoringContext {
  policy: PriorityPolicy;
  /** Looked up in adjustments.event ('' or unknown → no bonus). */
  eventName: string;
  /** PR labels; empty when there are none. */
  labels: readonly string[];
  /** Classifier criteria; null = no classifier ran (the entry's own facts are scored). */
  criteria: readonly string[] | null;
}

function lookup(map: Map<string, Decimal>, value: unknown): Decimal {
  return (typeof value === 'string' && map.get(value)) || ZERO;
}

function frameworkBonus(policy: PriorityPolicy, framework: unknown): Decimal {
  if (typeof framework !== 'string') return ZERO;
  const match = policy.frameworkPrefix.find(([p]) => framework === p || framework.startsWith(`${p}-`));
  return match ? match[1] : ZERO;
}

/** The score as the reference prints it: a string with exactly three decimals ("2.250"). */
export function scoreEntry(entry: Entry, context: ScoringContext): string {
  const { policy, labels, criteria } = context;
  const labelSet = new Set(labels);
  const anyLabel = (names: readonly string[]) => names.some((name) => labelSet.has(name));
  // Patchwork wins before criteria are validated, so an unknown criterion cannot fail it.
  const patchwork = criteria?.includes(PATCHWORK_CRITERION) || anyLabel(policy.patchworkLabels);
  if (patchwork && !anyLabel(policy.patchworkWaivedBy)) return formatThousandths(policy.patchworkScore);
  if (criteria) assertKnownCriteria(criteria, policy);
  const facts = criteria ? maskFacts(entry, criteria) : entry;
  const parts: Decimal[] = [
    policy.baseScore,
    policy.event.get(context.eventName) ?? ZERO,
    facts.prefill !== null && facts.prefill !== undefined ? policy.multiNode : ZERO,
    facts['scenario-type'] === AGENTIC_SCENARIO ? policy.agentic : ZERO,
    facts['eval-only'] === true ? policy.evalOnly : ZERO,
    lookup(policy.precision, facts.precision),
    lookup(policy.specDecoding, facts['spec-decoding']),
    frameworkBonus(policy, facts.framework),
    lookup(policy.modelPrefix, facts['model-prefix']),
  ];
  if (criteria?.includes(CHECKLIST_CRITERION) || anyLabel(policy.checklistLabels)) {
    parts.push(policy.checklistAdjustment);
  }
  return formatThousandths(addDecimals(...parts));
}
