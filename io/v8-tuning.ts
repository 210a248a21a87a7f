/**
 * The launchers start every bundle with two V8 flags for a process that lives a fraction of a
 * second (bin/run-bundle.js): functions optimised only after far more work, and a young
 * generation that keeps its initial size. Aggregation runs long on a large tree, and there the
 * pair stops paying. Measured whole process (CPU seconds, medians of 3-7 alternating runs per
 * series, on a shared 2-core VM): 5,000 result folders took 0.63 s with both flags, 0.72 s with
 * the budget alone and 0.87 s with neither; at 50,000 folders V8's defaults were the cheapest or
 * tied in every series (4.2-4.7 s) and both flags 4.4-5.7 s. So once the root's listing shows
 * a large tree, before any file is read, V8's values are put back; V8 reads both at its next
 * tier-up check and young-generation resize, so the change applies to the rest of the run.
 */
import { setFlagsFromString } from 'node:v8';

/** From this many entries in the results root on, V8's defaults run the aggregation. */
const LONG_RUN_FOLDERS = 10_000;

/**
 * V8's defaults for the two flags: the young generation's growth factor, and the interrupt
 * budget as Node 20's V8 sets it (`node --v8-options`).
 */
export const LONG_RUN_FLAGS = '--semi-space-growth-factor=2 --interrupt-budget=67584';

/** For a tree of `folders` root entries or more (and only if the launcher set the flags). */
export function tuneV8ForFolders(folders: number): void {
  if (folders >= LONG_RUN_FOLDERS && !process.env.SWEEPKIT_NO_V8_TUNING) setFlagsFromString(LONG_RUN_FLAGS);
}
