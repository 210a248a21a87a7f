/**
 * The reuse-gate entries: the setup reuse decision (main) and one sub-action per other step.
 * Each entry module is loaded when its entry runs (one chunk per entry), so a step loads only
 * the flow it runs.
 */
import { defineEntries } from '../../_common/entries.js';

export const ENTRIES = defineEntries('reuse-gate', 'setup', {
  setup: async () => (await import('./modes/setup.js')).run(),
  'sync-gate': async () => (await import('./modes/sync-gate.js')).run(),
  'validate-comment': async () => (await import('./modes/validate-comment.js')).run(),
  stage: async () => (await import('./modes/stage.js')).run(),
});
