import { writeFileSync } from 'node:fs';
import type { Subcommand } from '../_common/subcommands.js';
import { aggregateEvals, evalSummaryMarkdown, readEvalSets } from '../../shared/collect/index.js';
import { parseFlagsAndPositionals } from '../_common/flags.js';
import { writeText } from '../_common/stdout.js';

const USAGE = `usage: sweepkit collect evals <results_dir> <exp_name> [sort_by: model_prefix|hw] [--strict]

Drop-in for utils/collect_eval_results.py: writes agg_eval_<exp_name>.json to the current directory
and the Markdown summary to stdout. Files that give no row are named on stderr; --strict makes a
malformed lm-eval file fatal, as in the reference.`;

export const evalsCommand: Subcommand = {
  about: 'agg_eval_<exp>.json and the eval summary tables',
  async run(argv) {
    const parsed = parseFlagsAndPositionals(
      argv,
      { strict: { type: 'boolean', default: false } },
      { names: ['<results_dir>', '<exp_name>', '[sort_by]'], min: 2 },
      USAGE,
    );
    if (!parsed) return 0;
    const [dir, exp, sortBy] = parsed.positionals;
    const result = aggregateEvals(readEvalSets(dir).sets, { strict: parsed.values.strict });
    for (const dropped of result.dropped)
      process.stderr.write(`note: ${dropped.source}: ${dropped.reason}\n`);
    writeFileSync(`agg_eval_${exp}.json`, result.text);
    // Kept from the reference: any sort_by other than 'hw' means model-prefix order, not an error.
    writeText(evalSummaryMarkdown(result.rows, sortBy === 'hw' ? 'hw' : 'model_prefix'));
    return 0;
  },
};
