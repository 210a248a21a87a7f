/** The reuse-gate entries: the setup reuse decision (main) and one sub-action per other step (readiness included). */
import { defineEntries } from '../../_common/entries.js';
import { run as setup } from './steps/setup.js';
import { run as readiness } from './steps/readiness.js';
import { run as stage } from './steps/stage.js';
import { run as syncGate } from './steps/sync-gate.js';
import { run as validateComment } from './steps/validate-comment.js';

export const ENTRIES = defineEntries('reuse-gate', 'setup', {
  setup,
  'sync-gate': syncGate,
  'validate-comment': validateComment,
  stage,
  readiness,
});
