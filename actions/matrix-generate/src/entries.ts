/** The matrix-generate entries: the matrix (main), the e2e job families and the changelog plan. */
import { defineEntries } from '../../_common/entries.js';
import { run as changelog } from './steps/changelog.js';
import { run as families } from './steps/families.js';
import { run as matrix } from './steps/matrix.js';

export const ENTRIES = defineEntries('matrix-generate', 'matrix', { matrix, families, changelog });
