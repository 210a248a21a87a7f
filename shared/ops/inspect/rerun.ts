/**
 * Which rerun a run needs. A failed run reruns only its failed jobs (and GitHub reruns their
 * dependents); a cancelled fail-fast run reruns the whole attempt, because its cancelled jobs
 * never ran and a failed-jobs rerun would leave the cancelled matrix legs out of the new attempt's
 * picture. Running or successful runs are refused: a rerun then only spends GPU time.
 */
import type { RunHeader } from './schemas.js';

export type RerunChoice =
  | { kind: 'failed-jobs'; reason: string }
  | { kind: 'whole-attempt'; reason: string }
  | { kind: 'refused'; reason: string };

export function chooseRerun(run: RunHeader): RerunChoice {
  const id = run.id;
  if (run.status !== 'completed')
    return {
      kind: 'refused',
      reason: `Run ${id} is ${run.status ?? 'not completed'}; rerun after it finishes`,
    };
  switch (run.conclusion) {
    case 'failure':
    case 'timed_out':
      return { kind: 'failed-jobs', reason: `run ${id} concluded ${run.conclusion}: rerun its failed jobs` };
    case 'cancelled':
      return {
        kind: 'whole-attempt',
        reason: `run ${id} was cancelled (fail-fast): rerun the whole attempt`,
      };
    default:
      return {
        kind: 'refused',
        reason: `Run ${id} concluded ${run.conclusion ?? 'without a conclusion'}; nothing failed to rerun`,
      };
  }
}
