/**
 * A decided "no" of a recovery step (exit 1, or 3 when only unavailable evidence prevented a
 * decision). `left` says what a sending step already changed on GitHub when it refused after its
 * first write, so the operator knows what exists and how to continue.
 */
import { RecoverRefusal } from './inspect.js';
import { EXIT } from './names.js';

export class RecoveryRefusal extends RecoverRefusal {
  readonly exitCode: number;
  left: string | null = null;

  constructor(message: string, exitCode: number = EXIT.refused) {
    super(message);
    this.name = 'RecoveryRefusal';
    this.exitCode = exitCode;
  }
}

export function stop(message: string, exitCode?: number): never {
  throw new RecoveryRefusal(message, exitCode);
}
