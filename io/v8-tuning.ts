/**
 * The launchers start every bundle with two V8 flags for a process that lives a fraction of a
 * second (bin/run-bundle.js): functions optimised only after far more work, and a young
 * generation that keeps its initial size. Aggregation runs long on a large tree, and there the
 * pair costs more than it saves. Measured whole process (CPU seconds, medians of alternating
 * runs): 5,000 result folders took 0.63 s with both, 0.72 s with the budget alone and 0.87 s
 * with neither; 50,000 folders 5.7 s with both, 4.4 s with the budget alone, 4.2 s with the
 * young-generation flag alone and 4.3 s with neither. So once the root's listing shows a large
 * tree, before any file is read, the young generation may grow again as V8 grows it by default
 * (V8 reads the factor at each resize, so the change applies to the rest of the run).
 */
import { setFlagsFromString } from 'node:v8';

/** From this many entries in the results root on, the young generation grows as by default. */
export const LONG_RUN_FOLDERS = 10_000;

/** V8's default growth factor of the young generation. */
const GROWING_YOUNG_GENERATION = '--semi-space-growth-factor=2';

/** For a tree of `folders` root entries or more (and only if the launcher set the flags). */
export function tuneV8ForFolders(folders: number): void {
  if (folders >= LONG_RUN_FOLDERS && !process.env.SWEEPKIT_NO_V8_TUNING)
    setFlagsFromString(GROWING_YOUNG_GENERATION);
}
