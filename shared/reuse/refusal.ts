import { SweepkitError } from '../errors.js';

/**
 * A reuse request that must not go ahead (fail closed): the message is the reference's exact
 * text, so the gate's step fails with it and the validator reacts 👎 with it.
 */
export class ReuseRefusal extends SweepkitError {
  readonly reason: string;

  constructor(reason: string) {
    super({ message: reason });
    this.name = 'ReuseRefusal';
    this.reason = reason;
  }
}
