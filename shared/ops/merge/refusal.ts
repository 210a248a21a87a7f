import { SweepkitError } from '../../errors.js';
import { EXIT } from './names.js';

/**
 * A decided "no" of merge-with-reuse: the id of the step that refused (P1-P8 preflight,
 * L1-L6 local preparation, R1-R6 remote phase; the `step` of `--json`), the message
 * (condition and fix) and the exit code (1, or 5 for a timeout). `left` says what the run left
 * behind on GitHub once the remote phase has started; before that nothing was left.
 */
export class MergeRefusal extends SweepkitError {
  readonly step: string;
  readonly exitCode: number;
  left: string | null = null;

  constructor(step: string, message: string, exitCode: number = EXIT.refused) {
    super({ message });
    this.name = 'MergeRefusal';
    this.step = step;
    this.exitCode = exitCode;
  }
}

export function refuse(step: string, message: string, exitCode?: number): never {
  throw new MergeRefusal(step, message, exitCode);
}
