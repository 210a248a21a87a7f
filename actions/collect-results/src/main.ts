import { readInputs } from '../../_common/inputs.js';
import { runAction } from '../../_common/run.js';
import { Inputs } from './inputs.js';
import { compareMode } from './modes/compare.js';
import { evalsMode } from './modes/evals.js';
import { processResultMode } from './modes/process-result.js';
import { runStatsMode } from './modes/run-stats.js';
import { throughputMode } from './modes/throughput.js';

const MODES = {
  throughput: throughputMode,
  evals: evalsMode,
  'run-stats': runStatsMode,
  compare: compareMode,
  'process-result': processResultMode,
} as const;

export async function run(): Promise<void> {
  await runAction(async () => {
    const inputs = readInputs(Inputs);
    await MODES[inputs.mode](inputs);
  });
}
