import { SweepkitError, UsageError } from '../../shared/errors.js';
import type { Subcommand } from '../_common/subcommands.js';
import { BaselineFile, findBaseline } from '../../shared/collect/compare/baseline.js';
import { compareResults } from '../../shared/collect/compare/report.js';
import { parsePythonJson } from '../../shared/collect/json-text.js';
import { readJsonFiles } from '../../io/result-tree.js';
import { type FlagTable, helpText, parseFlagsAndPositionals } from '../_common/flags.js';
import { readJsonFile, requireDirectory } from '../../io/read-file.js';

const FLAGS = {
  baselines: {
    type: 'string',
    value: 'FILE',
    help: 'the production results export: a JSON array of baseline records (required)',
  },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit collect compare <results_dir> --baselines FILE',
  about: `PR-vs-production comparison (utils/compare_results.py) against an export of the production
results (a JSON array of baseline records): Markdown on stdout, the lookup log on stderr.`,
  flags: FLAGS,
});

export const compareCommand: Subcommand = {
  about: 'compare PR results with production baselines (Markdown)',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const args = parseFlagsAndPositionals(argv, FLAGS, { names: ['<results_dir>'] }, HELP);
    if (!args) return 0;
    // Required (no `min`), so the parser returned it.
    const [resultsDir] = args.positionals as [string];
    const baselinesFile = args.values.baselines;
    if (!baselinesFile) throw new UsageError('the following arguments are required: --baselines');
    const json = readJsonFile(baselinesFile, {
      what: 'baselines file',
      expected: 'give the JSON array of baseline records exported from production',
    });
    requireDirectory(resultsDir, 'results directory', 'pass the folder the PR results were downloaded to');
    const baselines = BaselineFile.safeParse(json);
    if (!baselines.success)
      throw new SweepkitError({
        message: baselines.error.issues[0]!.message,
        file: baselinesFile,
        path: baselines.error.issues[0]!.path.join('.'),
      });
    const elements: unknown[] = [];
    for (const file of readJsonFiles(resultsDir)) {
      const parsed = typeof file.text === 'string' ? parsePythonJson(file.text) : undefined;
      if (!parsed?.ok) throw new SweepkitError({ message: 'unreadable or invalid JSON', file: file.path });
      elements.push(parsed.value);
    }
    const report = compareResults(elements, (q) => findBaseline(q, baselines.data));
    process.stderr.write(`${report.log.join('\n')}\n`);
    process.stdout.write(report.markdown);
    return 0;
  },
};
