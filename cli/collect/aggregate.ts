import { writeFileSync } from 'node:fs';
import type { Subcommand } from '../_common/subcommands.js';
import { aggregateThroughput, readJsonFiles } from '../../shared/collect/index.js';
import { parseFlagsAndPositionals } from '../_common/flags.js';

const USAGE = `usage: sweepkit collect aggregate <results_dir> <exp_name> [--skip-invalid]

Drop-in for utils/collect_results.py: every *.json at any depth under results_dir becomes one
element of agg_<exp_name>.json (written to the current directory). An invalid file aborts with no
output, unless --skip-invalid, which skips it and names it on stderr.`;

export const aggregateCommand: Subcommand = {
  about: 'agg_<exp>.json from downloaded bmk_* artifact folders',
  async run(argv) {
    const parsed = parseFlagsAndPositionals(
      argv,
      { 'skip-invalid': { type: 'boolean', default: false } },
      { names: ['<results_dir>', '<exp_name>'] },
      USAGE,
    );
    if (!parsed) return 0;
    const [dir, exp] = parsed.positionals;
    const result = aggregateThroughput(readJsonFiles(dir), { strict: !parsed.values['skip-invalid'] });
    for (const file of result.skipped)
      process.stderr.write(`WARNING: skipped ${file.path}: ${file.reason}\n`);
    writeFileSync(`agg_${exp}.json`, result.text);
    return 0;
  },
};
