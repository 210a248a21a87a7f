/** The reuse-gate entries: the setup reuse decision (main) and one sub-action per other step (readiness included). */
import { defineEntries } from '../../_common/entries.js';
import { run as setup } from './modes/setup.js';
import { run as readiness } from './modes/readiness.js';
import { run as stage } from './modes/stage.js';
import { run as syncGate } from './modes/sync-gate.js';
import { run as validateComment } from './modes/validate-comment.js';

export const ENTRIES = defineEntries('reuse-gate', 'setup', {
  setup,
  'sync-gate': syncGate,
  'validate-comment': validateComment,
  stage,
  readiness,
});
