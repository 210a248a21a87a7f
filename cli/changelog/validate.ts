import { pending } from '../_common/subcommands.js';

export default pending(
  'check the append-only contract of a changelog change (the gate)',
  'changelog validate',
);
