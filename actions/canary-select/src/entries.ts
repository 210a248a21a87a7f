/** canary-select: the selection (main) and the fan-out matrices computed after the canary. */
import { defineEntries } from '../../_common/entries.js';
import { run as fanOut } from './fan-out.js';
import { run } from './main.js';

export const ENTRIES = defineEntries('canary-select', 'canary-select', {
  'canary-select': run,
  'fan-out': fanOut,
});
