/**
 * The PR sweep policy the check-changelog job derives before validating: exactly one primary
 * sweep label (else the reference's error), the `[skip-sweep]` escape and the modifier labels
 * the plan (and therefore the gate) uses.
 */
import { SweepkitError } from '../errors.js';
import {
  ALL_EVALS_LABEL,
  EVALS_ONLY_LABEL,
  MULTIPLE_PRIMARY_LABELS_MESSAGE,
  PRIMARY_SWEEP_LABELS,
  SKIP_SWEEP_MARKER,
} from './names.js';

export interface SweepPolicy {
  skipPrSweep: boolean;
  allEvals: boolean;
  evalsOnly: boolean;
}

export function sweepPolicy(labels: readonly string[] | null, headCommitMessage: string): SweepPolicy {
  const names = labels ?? [];
  const primaries = names.filter((label) => (PRIMARY_SWEEP_LABELS as readonly string[]).includes(label));
  // The annotation text is the reference's, verbatim: no file, no hint.
  if (primaries.length > 1) throw new SweepkitError({ message: MULTIPLE_PRIMARY_LABELS_MESSAGE });
  return {
    skipPrSweep: headCommitMessage.includes(SKIP_SWEEP_MARKER),
    allEvals: names.includes(ALL_EVALS_LABEL),
    evalsOnly: names.includes(EVALS_ONLY_LABEL),
  };
}
