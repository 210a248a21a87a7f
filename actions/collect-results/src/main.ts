import { readInputs } from '../../_common/inputs.js';
import { runAction } from '../../_common/run.js';
import { type Inputs as ParsedInputs, Inputs } from './inputs.js';

type Mode = (inputs: ParsedInputs) => Promise<void>;

// Each mode is loaded on demand: process-result runs once per benchmark job and should not pay
// for the artifact and REST clients the aggregation modes need.
const MODES: Record<ParsedInputs['mode'], () => Promise<Mode>> = {
  throughput: async () => (await import('./modes/throughput.js')).throughputMode,
  evals: async () => (await import('./modes/evals.js')).evalsMode,
  'run-stats': async () => (await import('./modes/run-stats.js')).runStatsMode,
  compare: async () => (await import('./modes/compare.js')).compareMode,
  'process-result': async () => (await import('./modes/process-result.js')).processResultMode,
};

export async function run(): Promise<void> {
  await runAction(async () => {
    const inputs = readInputs(Inputs);
    const mode = await MODES[inputs.mode]();
    await mode(inputs);
  });
}
