import { run as ingest } from './ingest.js';
import { run as recover } from './recover.js';
import { run as stageCallback } from './stage-callback.js';

/** Each mode reads its own inputs; main.ts only picks the mode. */
export const MODES = {
  ingest,
  recover,
  'stage-callback': stageCallback,
} as const;
