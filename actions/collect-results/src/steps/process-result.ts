import * as core from '@actions/core';
import { processMultinodeInDirectory, processResultInDirectory } from '../../../../io/process-result-dir.js';
import { ProcessResultInputs } from '../inputs.js';
import { readInputs } from '../../../_common/inputs.js';
import { finish } from '../report.js';

/** The benchmark templates' step: the job environment in, agg_<RESULT_FILENAME>.json out. */
async function processResult(inputs: ProcessResultInputs): Promise<void> {
  const dir = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const env = process.env as Record<string, string | undefined>;
  const run = inputs.multinode ? processMultinodeInDirectory(dir, env) : processResultInDirectory(dir, env);
  process.stdout.write(run.stdout);
  for (const line of run.stderr.split('\n').filter(Boolean)) core.warning(line);
  const processed = run.written.filter((file) => file.startsWith('agg_'));
  await finish(
    `## Processed result\n\n${processed.map((f) => `- \`${f}\``).join('\n') || 'No raw result files matched.'}\n`,
    {
      file: processed.join('\n'),
      rows: processed.length,
      skipped: 0,
    },
  );
  if (run.exitCode)
    core.setFailed(
      'REQUIRE_POWER is set and power validation failed: see the warnings and power_validation_<RESULT_FILENAME>.json (docs/collect.md lists every reason)',
    );
}

/** The entry: its inputs, read and checked, then the work. */
export const run = (): Promise<void> => processResult(readInputs(ProcessResultInputs));
