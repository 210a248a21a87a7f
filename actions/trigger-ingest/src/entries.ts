/** The trigger-ingest entries: the push-to-main ingest dispatch (main), recovery and the staging callback. */
import { defineEntries } from '../../_common/entries.js';
import { run as ingest } from './modes/ingest.js';
import { run as recover } from './modes/recover.js';
import { run as stageCallback } from './modes/stage-callback.js';

export const ENTRIES = defineEntries('trigger-ingest', 'ingest', {
  ingest,
  recover,
  'stage-callback': stageCallback,
});
