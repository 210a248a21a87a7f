/** fork-dispatch has one entry, its main one. */
import { defineEntries } from '../../_common/entries.js';
import { run } from './main.js';

export const ENTRIES = defineEntries('fork-dispatch', 'fork-dispatch', { 'fork-dispatch': run });
