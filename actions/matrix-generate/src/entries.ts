/** The matrix-generate entries: the matrix (main), the e2e job families and the changelog plan. */
import { defineEntries } from '../../_common/entries.js';
import { runChangelogMode } from './changelog-mode.js';
import { runFamiliesMode } from './families-mode.js';
import { runMatrixMode } from './matrix-mode.js';

export const ENTRIES = defineEntries('matrix-generate', 'matrix', {
  matrix: runMatrixMode,
  families: runFamiliesMode,
  changelog: runChangelogMode,
});
