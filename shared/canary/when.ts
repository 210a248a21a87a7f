/** When canary-select runs; the workflow's `if:` encodes the same rule. */
import { CANARY_LABELS } from './names.js';

export interface CanaryGateContext {
  eventName: string;
  labels: readonly string[];
  /** setup's reuse-enabled output: a reused sweep runs nothing, canary included. */
  reuseEnabled: boolean;
}

/** A PR sweep with exactly `full-sweep-enabled` or `full-sweep-fail-fast` and no reuse. */
export function shouldSelectCanary(context: CanaryGateContext): boolean {
  return (
    !context.reuseEnabled &&
    context.eventName === 'pull_request' &&
    context.labels.some((label) => (CANARY_LABELS as readonly string[]).includes(label))
  );
}
