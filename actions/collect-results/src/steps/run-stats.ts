import * as core from '@actions/core';
import { writeFileSync } from 'node:fs';
import { SweepkitError } from '../../../../shared/errors.js';
import { RUN_ARTIFACTS } from '../../../../shared/collect/names.js';
import { gatherRunStats } from '../../../../shared/collect/run-stats/gather.js';
import { runStatsSummary } from '../../../../shared/collect/summary.js';
import { toPythonJson } from '../../../../shared/collect/json-text.js';
import { uploadFile } from '../artifacts.js';
import { githubRunJobsSource } from '../../../../io/github-run-jobs.js';
import { readRunnerLabels } from '../../../../io/runner-labels.js';
import { RunStatsInputs } from '../inputs.js';
import { readInputs } from '../../../_common/inputs.js';
import { finish } from '../report.js';

async function countRunnerJobs(inputs: RunStatsInputs): Promise<void> {
  const labels = await readRunnerLabels(
    inputs['runners-file'],
    'runner pools file (runners-file)',
    'check out the repository first, or set runners-file',
  );
  const token = inputs['github-token'];
  if (!token)
    throw new SweepkitError({
      message: "input 'github-token' is empty",
      hint: 'pass a token with actions: read',
    });
  const source = githubRunJobsSource({
    token,
    repository: process.env.GITHUB_REPOSITORY ?? '',
    runId: inputs['run-id'] ?? process.env.GITHUB_RUN_ID ?? '',
  });
  const gathered = await gatherRunStats(source, labels);
  for (const line of gathered.log) core.info(line);
  const { file, artifact: name } = RUN_ARTIFACTS.runStats;
  writeFileSync(file, gathered.stats === null ? 'null' : toPythonJson(gathered.stats));
  if (gathered.authFailure)
    core.warning(`authentication failed, run_stats.json holds null: ${gathered.authFailure}`);
  const artifact = inputs.upload ? name : undefined;
  if (artifact) await uploadFile(artifact, file);
  await finish(runStatsSummary(gathered.stats), {
    file,
    artifact,
    rows: Object.keys(gathered.stats ?? {}).length,
    skipped: 0,
  });
}

/** The entry: its inputs, read and checked, then the work. */
export const run = (): Promise<void> => countRunnerJobs(readInputs(RunStatsInputs));
