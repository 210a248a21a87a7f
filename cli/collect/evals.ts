import { writeFileSync } from 'node:fs';
import { UsageError } from '../../shared/errors.js';
import type { Subcommand } from '../_common/subcommands.js';
import { aggregateEvals, evalSummaryMarkdown, readEvalSets } from '../../shared/collect/index.js';
import { parseArgs, wantsHelp } from './args.js';

const USAGE = `usage: sweepkit collect evals <results_dir> <exp_name> [sort_by: model_prefix|hw] [--strict]

Drop-in for utils/collect_eval_results.py: writes agg_eval_<exp_name>.json to the current directory
and the Markdown summary to stdout. Files that give no row are named on stderr; --strict makes a
malformed lm-eval file fatal, as in the reference.`;

export const evalsCommand: Subcommand = {
  about: 'agg_eval_<exp>.json and the eval summary tables',
  async run(argv) {
    if (wantsHelp(argv, USAGE)) return 0;
    const { positionals, flags } = parseArgs(argv, { booleans: ['strict'] }, USAGE);
    if (positionals.length < 2 || positionals.length > 3)
      throw new UsageError(`expected <results_dir> <exp_name> [sort_by]\n${USAGE}`);
    const [dir, exp, sortBy] = positionals as [string, string, string | undefined];
    const result = aggregateEvals(readEvalSets(dir).sets, { strict: Boolean(flags.strict) });
    for (const dropped of result.dropped)
      process.stderr.write(`note: ${dropped.source}: ${dropped.reason}\n`);
    writeFileSync(`agg_eval_${exp}.json`, result.text);
    process.stdout.write(evalSummaryMarkdown(result.rows, sortBy === 'hw' ? 'hw' : 'model_prefix'));
    return 0;
  },
};
