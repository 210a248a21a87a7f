/** The trigger-ingest entries: the push-to-main ingest dispatch (main), recovery and the staging callback. */
import { defineEntries } from '../../_common/entries.js';
import { run as ingest } from './steps/ingest.js';
import { run as recover } from './steps/recover.js';
import { run as stageCallback } from './steps/stage-callback.js';

export const ENTRIES = defineEntries('trigger-ingest', 'ingest', {
  ingest,
  recover,
  'stage-callback': stageCallback,
});
