/**
 * The matrix-generate entries: the matrix (main), the e2e job families and the changelog plan.
 * Each entry module is loaded when its entry runs (the bundler emits one chunk per entry): the
 * matrix entry does not pay for the changelog plan, the cost history's REST client or the
 * priority policy that the other entries need.
 */
import { defineEntries } from '../../_common/entries.js';

export const ENTRIES = defineEntries('matrix-generate', 'matrix', {
  matrix: async () => (await import('./matrix-mode.js')).runMatrixMode(),
  families: async () => (await import('./families-mode.js')).runFamiliesMode(),
  changelog: async () => (await import('./changelog-mode.js')).runChangelogMode(),
});
