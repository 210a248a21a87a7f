/**
 * The multi-node driver loop: one raw file per concurrency, named
 * `<RESULT_FILENAME>_<CONFIG>_conc<N>_gpus_<G>[_ctx_<C>_gen_<D>].json`, each processed with its
 * own RESULT_FILENAME and prefill/decode GPU counts taken from the name.
 */

export interface MultinodeRun {
  /** The raw file's name. */
  file: string;
  /** RESULT_FILENAME for this concurrency: the file name without `.json`. */
  resultFilename: string;
  prefillGpus: number;
  decodeGpus: number;
}

function digitsAfter(name: string, marker: string, last = false): number | undefined {
  const at = last ? name.lastIndexOf(marker) : name.indexOf(marker);
  if (at < 0) return undefined;
  const match = /^\d+/.exec(name.slice(at + marker.length));
  return match ? Number(match[0]) : undefined;
}

/**
 * The runs for the files of `<resultFilename>_*.json` among `files` (sorted like a shell glob).
 * Files without a `_gpus_<G>` number are not processed; without `_ctx_`/`_gen_` the job was not
 * disaggregated, so every GPU is a prefill GPU and DECODE_GPUS is 0.
 */
export function planMultinodeRuns(resultFilename: string, files: string[]): MultinodeRun[] {
  const runs: MultinodeRun[] = [];
  for (const file of [...files].sort()) {
    if (!file.startsWith(`${resultFilename}_`) || !file.endsWith('.json')) continue;
    const stem = file.slice(0, -'.json'.length);
    const gpus = digitsAfter(stem, '_gpus_', true);
    if (gpus === undefined) continue;
    const ctx = digitsAfter(stem, '_ctx_');
    const gen = digitsAfter(stem, '_gen_');
    const split = ctx !== undefined && gen !== undefined;
    runs.push({ file, resultFilename: stem, prefillGpus: split ? ctx : gpus, decodeGpus: split ? gen : 0 });
  }
  return runs;
}
