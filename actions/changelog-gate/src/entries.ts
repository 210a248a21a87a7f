/** changelog-gate has one entry, its main one. */
import { defineEntries } from '../../_common/entries.js';
import { run } from './main.js';

export const ENTRIES = defineEntries('changelog-gate', 'changelog-gate', { 'changelog-gate': run });
