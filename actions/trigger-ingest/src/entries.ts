/**
 * The trigger-ingest entries: the push-to-main ingest dispatch (main), recovery and the staging
 * callback. Each entry module is loaded when its entry runs (one chunk per entry), so a step
 * loads only the flow it runs.
 */
import { defineEntries } from '../../_common/entries.js';

export const ENTRIES = defineEntries('trigger-ingest', 'ingest', {
  ingest: async () => (await import('./modes/ingest.js')).run(),
  recover: async () => (await import('./modes/recover.js')).run(),
  'stage-callback': async () => (await import('./modes/stage-callback.js')).run(),
});
