/** canary-select has one entry, its main one. */
import { defineEntries } from '../../_common/entries.js';
import { run } from './main.js';

export const ENTRIES = defineEntries('canary-select', 'canary-select', { 'canary-select': run });
