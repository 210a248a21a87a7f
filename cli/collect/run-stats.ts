import { writeFileSync } from 'node:fs';
import { UsageError } from '../../shared/errors.js';
import { readRunnerLabels } from '../../io/runner-labels.js';
import { githubRunJobsSource } from '../../io/github-run-jobs.js';
import type { Subcommand } from '../_common/subcommands.js';
import { gatherRunStats } from '../../shared/collect/run-stats/gather.js';
import { runStatsSummary, runStatsTable } from '../../shared/collect/summary.js';
import { toPythonJson } from '../../shared/collect/json-text.js';
import { type FlagTable, helpText, parseFlagsAndPositionals } from '../_common/flags.js';
import { formatFlag, outputFormat } from '../_common/format.js';

const FLAGS = {
  runners: {
    type: 'string',
    default: 'configs/runners.yaml',
    value: 'FILE',
    help: 'the runner pools file (default configs/runners.yaml)',
  },
  'run-id': { type: 'string', value: 'ID', help: 'the workflow run (default: $GITHUB_RUN_ID)' },
  repo: { type: 'string', value: 'OWNER/NAME', help: 'its repository (default: $GITHUB_REPOSITORY)' },
  format: formatFlag('the lookup log, as the reference prints it'),
} as const satisfies FlagTable;

const HELP = helpText({
  usage:
    'sweepkit collect run-stats <output_stem> [--runners FILE] [--run-id ID] [--repo OWNER/NAME] [--format FORMAT]',
  about: `Drop-in for utils/calc_success_rate.py: counts the jobs of every attempt of the run per cluster
label and writes <output_stem>.json. Reads GITHUB_TOKEN, GITHUB_RUN_ID and GITHUB_REPOSITORY
(flags override the last two) and GITHUB_API_URL. --format table or summary prints the success
rates instead of the log (summary: the collect-results action's job summary).`,
  flags: FLAGS,
});

export const runStatsCommand: Subcommand = {
  about: 'run_stats.json: per-hardware job success over all attempts',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<output_stem>'] }, HELP);
    if (!parsed) return 0;
    const { values, positionals } = parsed;
    const runners = values.runners;
    const format = outputFormat(values.format);
    const labels = await readRunnerLabels(
      runners,
      'runner pools file (--runners)',
      'run from the repository root, or pass --runners FILE',
    );
    const token = process.env.GITHUB_TOKEN;
    if (!token) throw new UsageError('GITHUB_TOKEN is not set');
    const gathered = await gatherRunStats(
      githubRunJobsSource({
        token,
        repository: values.repo ?? process.env.GITHUB_REPOSITORY ?? '',
        runId: values['run-id'] ?? process.env.GITHUB_RUN_ID ?? '',
      }),
      labels,
    );
    writeFileSync(`${positionals[0]}.json`, gathered.stats === null ? 'null' : toPythonJson(gathered.stats));
    if (format === 'json') process.stdout.write(`${gathered.log.join('\n')}\n`);
    else
      process.stdout.write(
        format === 'summary' ? runStatsSummary(gathered.stats) : runStatsTable(gathered.stats),
      );
    return 0;
  },
};
