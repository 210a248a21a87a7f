import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Subcommand } from '../_common/subcommands.js';
import { aggregateThroughput } from '../../shared/collect/throughput.js';
import { throughputSummary, throughputTable } from '../../shared/collect/summary.js';
import { DEFAULT_MAX_RESULT_FILE_BYTES, readJsonFiles } from '../../io/result-tree.js';
import { type FlagTable, helpText, parseFlagsAndPositionals, wholeNumberFlag } from '../_common/flags.js';
import { formatFlag, outputFormat } from '../_common/format.js';
import { requireDirectory } from '../../io/read-file.js';

const FLAGS = {
  'skip-invalid': {
    type: 'boolean',
    default: false,
    help: 'skip an invalid file (named on stderr) instead of aborting',
  },
  'max-file-bytes': {
    type: 'string',
    value: 'N',
    help: `skip files larger than N bytes (default ${DEFAULT_MAX_RESULT_FILE_BYTES})`,
  },
  format: formatFlag('nothing on stdout, only the file'),
} as const satisfies FlagTable;

const HELP = helpText({
  usage:
    'sweepkit collect aggregate <results_dir> <exp_name> [--skip-invalid] [--max-file-bytes N] [--format FORMAT]',
  about: `Drop-in for utils/collect_results.py: every *.json at any depth under results_dir becomes one
element of agg_<exp_name>.json (written to the current directory). A results_dir that does not
exist is an error (no file is written). An invalid file aborts with no output, unless
--skip-invalid, which skips it and names it on stderr. So do files larger than
--max-file-bytes, files that are not regular files (a FIFO, a device), symbolic links to
directories or loops, and files that are not UTF-8. --format table or summary also prints the
counts the collect-results action writes to its job summary.`,
  flags: FLAGS,
});

export const aggregateCommand: Subcommand = {
  about: 'agg_<exp>.json from downloaded bmk_* artifact folders',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<results_dir>', '<exp_name>'] }, HELP);
    if (!parsed) return 0;
    // Both are required (no `min`), so the parser returned exactly two.
    const [dir, exp] = parsed.positionals as [string, string];
    const maxFileBytes = wholeNumberFlag('--max-file-bytes', parsed.values['max-file-bytes'], 1);
    const format = outputFormat(parsed.values.format);
    requireDirectory(dir, 'results directory', 'pass the folder the bmk_* artifacts were downloaded to');
    const result = aggregateThroughput(readJsonFiles(dir, { maxFileBytes }), {
      strict: !parsed.values['skip-invalid'],
    });
    for (const file of result.skipped)
      process.stderr.write(`WARNING: skipped ${file.path}: ${file.reason}\n`);
    const file = `agg_${exp}.json`;
    // Piece by piece: a large aggregate is never joined into one text.
    await pipeline(Readable.from(result.chunks()), createWriteStream(file));
    if (format !== 'json') {
      const view = { file, source: `\`${dir}\``, counts: result.counts, skipped: result.skipped };
      process.stdout.write(
        format === 'summary' ? throughputSummary(view) : throughputTable({ ...view, source: dir }),
      );
    }
    return 0;
  },
};
