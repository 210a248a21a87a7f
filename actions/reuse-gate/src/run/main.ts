// What actions/reuse-gate/action.yml runs: the main entry (or the one the deprecated `mode` input names).
import { runEntry } from '../../../_common/entries.js';
import { ENTRIES } from '../entries.js';

await runEntry(ENTRIES);
