/**
 * The artifact and file names of result collection: a contract with the results app,
 * the reuse validator and the workflows, so they live here once.
 */

/** Run-level artifacts and the single file each holds. */
export const RUN_ARTIFACTS = {
  throughput: { artifact: 'results_bmk', file: 'agg_bmk.json' },
  evals: { artifact: 'eval_results_all', file: 'agg_eval_all.json' },
  runStats: { artifact: 'run-stats', file: 'run_stats.json' },
  changelogMetadata: { artifact: 'changelog-metadata', file: 'changelog_metadata.json' },
} as const;

/** An empty prefix becomes the word `all` in output names. */
function prefixOrAll(prefix: string): string {
  return prefix === '' ? 'all' : prefix;
}

/** `results_<prefix>` / `agg_<prefix>.json`. */
export function throughputNames(prefix: string): { artifact: string; file: string; pattern: string } {
  const name = prefixOrAll(prefix);
  return {
    artifact: `results_${name}`,
    file: `agg_${name}.json`,
    pattern: prefix === '' ? '*' : `${prefix}_*`,
  };
}

/** `eval_results_<prefix>` / `agg_eval_<prefix>.json`, downloaded from `eval_<prefix>_*` or `eval_*`. */
export function evalNames(prefix: string): { artifact: string; file: string; pattern: string } {
  const name = prefixOrAll(prefix);
  return {
    artifact: `eval_results_${name}`,
    file: `agg_eval_${name}.json`,
    pattern: prefix === '' ? 'eval_*' : `eval_${prefix}_*`,
  };
}

/** Per-job file names. */
export const perJobFile = {
  raw: (resultFilename: string) => `${resultFilename}.json`,
  processed: (resultFilename: string) => `agg_${resultFilename}.json`,
  powerSidecar: (resultFilename: string) => `power_validation_${resultFilename}.json`,
};

/** The eval-set marker file. */
export const EVAL_META_FILE = 'meta_env.json';

/** The scenario type that marks an agentic row. */
export const AGENTIC_SCENARIO = 'agentic-coding';
