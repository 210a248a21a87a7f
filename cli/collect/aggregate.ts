import { closeSync, openSync, writeSync } from 'node:fs';
import type { Subcommand } from '../_common/subcommands.js';
import { aggregateThroughput } from '../../shared/collect/index.js';
import { DEFAULT_MAX_RESULT_FILE_BYTES, readJsonFiles } from '../../io/result-tree.js';
import { parseFlagsAndPositionals, wholeNumberFlag } from '../_common/flags.js';

const USAGE = `usage: sweepkit collect aggregate <results_dir> <exp_name> [--skip-invalid] [--max-file-bytes N]

Drop-in for utils/collect_results.py: every *.json at any depth under results_dir becomes one
element of agg_<exp_name>.json (written to the current directory). An invalid file aborts with no
output, unless --skip-invalid, which skips it and names it on stderr. So do files larger than
--max-file-bytes (default ${DEFAULT_MAX_RESULT_FILE_BYTES}), files that are not regular files
(a FIFO, a device), symbolic links to directories or loops, and files that are not UTF-8.`;

export const aggregateCommand: Subcommand = {
  about: 'agg_<exp>.json from downloaded bmk_* artifact folders',
  async run(argv) {
    const parsed = parseFlagsAndPositionals(
      argv,
      { 'skip-invalid': { type: 'boolean', default: false }, 'max-file-bytes': { type: 'string' } },
      { names: ['<results_dir>', '<exp_name>'] },
      USAGE,
    );
    if (!parsed) return 0;
    // Both are required (no `min`), so the parser returned exactly two.
    const [dir, exp] = parsed.positionals as [string, string];
    const maxFileBytes = wholeNumberFlag('--max-file-bytes', parsed.values['max-file-bytes'], 1);
    const result = aggregateThroughput(readJsonFiles(dir, { maxFileBytes }), {
      strict: !parsed.values['skip-invalid'],
    });
    for (const file of result.skipped)
      process.stderr.write(`WARNING: skipped ${file.path}: ${file.reason}\n`);
    // Written piece by piece: a 32 MB element is never copied whole once more for the write.
    const fd = openSync(`agg_${exp}.json`, 'w');
    try {
      for (const chunk of result.chunks()) {
        const bytes = Buffer.from(chunk, 'utf8');
        for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done);
      }
    } finally {
      closeSync(fd);
    }
    return 0;
  },
};
