import { runEntry } from '../../_common/entries.js';
import { ENTRIES } from './entries.js';

/** The bundle: the launcher dist/<entry>.js calls run('<entry>'), dist/index.js calls run(). */
export const run = (entry?: string): Promise<void> => runEntry(ENTRIES, entry);
