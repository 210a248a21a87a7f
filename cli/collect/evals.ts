import { writeFileSync } from 'node:fs';
import type { Subcommand } from '../_common/subcommands.js';
import { aggregateEvals } from '../../shared/collect/evals/aggregate.js';
import { evalSummaryMarkdown } from '../../shared/collect/evals/summary.js';
import { DEFAULT_MAX_RESULT_FILE_BYTES, readEvalSets } from '../../io/result-tree.js';
import { type FlagTable, helpText, parseFlagsAndPositionals, wholeNumberFlag } from '../_common/flags.js';
import { requireDirectory } from '../../io/read-file.js';

const FLAGS = {
  strict: { type: 'boolean', default: false, help: 'a malformed lm-eval file is fatal, as in the reference' },
  'max-file-bytes': {
    type: 'string',
    value: 'N',
    help: `skip files larger than N bytes (default ${DEFAULT_MAX_RESULT_FILE_BYTES})`,
  },
} as const satisfies FlagTable;

const HELP = helpText({
  usage:
    'sweepkit collect evals <results_dir> <exp_name> [sort_by: model_prefix|hw] [--strict] [--max-file-bytes N]',
  about: `Drop-in for utils/collect_eval_results.py: writes agg_eval_<exp_name>.json to the current directory
and the Markdown summary to stdout. Files that give no row are named on stderr; --strict makes a
malformed lm-eval file fatal, as in the reference. Files larger than --max-file-bytes, not
regular files, not UTF-8, and symbolic links to directories are not read and are named too.
A results_dir that does not exist is an error.`,
  flags: FLAGS,
});

export const evalsCommand: Subcommand = {
  about: 'agg_eval_<exp>.json and the eval summary tables',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(
      argv,
      FLAGS,
      { names: ['<results_dir>', '<exp_name>', '[sort_by]'], min: 2 },
      HELP,
    );
    if (!parsed) return 0;
    // `min: 2`: the parser returned the two required ones.
    const [dir, exp, sortBy] = parsed.positionals as [string, string, string?];
    const maxFileBytes = wholeNumberFlag('--max-file-bytes', parsed.values['max-file-bytes'], 1);
    requireDirectory(dir!, 'results directory', 'pass the folder the eval artifacts were downloaded to');
    const read = readEvalSets(dir, dir, { maxFileBytes });
    for (const skipped of read.skipped) process.stderr.write(`note: ${skipped.path}: ${skipped.reason}\n`);
    const result = aggregateEvals(read.sets, { strict: parsed.values.strict });
    for (const dropped of result.dropped)
      process.stderr.write(`note: ${dropped.source}: ${dropped.reason}\n`);
    writeFileSync(`agg_eval_${exp}.json`, result.text);
    // Kept from the reference: any sort_by other than 'hw' means model-prefix order, not an error.
    process.stdout.write(evalSummaryMarkdown(result.rows, sortBy === 'hw' ? 'hw' : 'model_prefix'));
    return 0;
  },
};
