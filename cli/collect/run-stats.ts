import { readFileSync, writeFileSync } from 'node:fs';
import { decodeConfigBytes, readYaml } from '../../shared/config/yaml.js';
import { SweepkitError, UsageError } from '../../shared/errors.js';
import type { Subcommand } from '../_common/subcommands.js';
import { gatherRunStats, hardwareLabels, toPythonJson } from '../../shared/collect/index.js';
import { parseFlagsAndPositionals } from '../_common/flags.js';
import { writeText } from '../_common/stdout.js';

const USAGE = `usage: sweepkit collect run-stats <output_stem> [--runners configs/runners.yaml] [--run-id ID] [--repo OWNER/NAME]

Drop-in for utils/calc_success_rate.py: counts the jobs of every attempt of the run per cluster
label and writes <output_stem>.json. Reads GITHUB_TOKEN, GITHUB_RUN_ID and GITHUB_REPOSITORY
(flags override the last two) and GITHUB_API_URL.`;

export const runStatsCommand: Subcommand = {
  about: 'run_stats.json: per-hardware job success over all attempts',
  async run(argv) {
    const parsed = parseFlagsAndPositionals(
      argv,
      {
        runners: { type: 'string', default: 'configs/runners.yaml' },
        'run-id': { type: 'string' },
        repo: { type: 'string' },
      },
      { names: ['<output_stem>'] },
      USAGE,
    );
    if (!parsed) return 0;
    const { values, positionals } = parsed;
    const runners = values.runners;
    let bytes: Buffer;
    try {
      bytes = readFileSync(runners);
    } catch {
      throw new SweepkitError({
        message: 'runner pools file not found',
        file: runners,
        hint: 'pass --runners',
      });
    }
    const token = process.env.GITHUB_TOKEN;
    if (!token) throw new UsageError('GITHUB_TOKEN is not set');
    // Loaded on demand: the per-job process-result path should not pay for the REST client.
    const { githubRunJobsSource } = await import('../../io/github-run-jobs.js');
    const gathered = await gatherRunStats(
      githubRunJobsSource({
        token,
        repository: values.repo ?? process.env.GITHUB_REPOSITORY ?? '',
        runId: values['run-id'] ?? process.env.GITHUB_RUN_ID ?? '',
      }),
      // The config reader the matrix uses: NUL, invalid UTF-8 and oversized values named with the line.
      hardwareLabels(await readYaml(decodeConfigBytes(bytes, runners), runners)),
    );
    writeText(`${gathered.log.join('\n')}\n`);
    writeFileSync(`${positionals[0]}.json`, gathered.stats === null ? 'null' : toPythonJson(gathered.stats));
    return 0;
  },
};
