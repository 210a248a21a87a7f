/**
 * The collect-results entries: throughput aggregation (main), evals, compare, run-stats and
 * process-result. Each entry module is loaded on demand: process-result runs once per benchmark
 * job and should not pay for the artifact and REST clients the aggregation entries need.
 */
import { defineEntries } from '../../_common/entries.js';
import { readInputs } from '../../_common/inputs.js';
import {
  CompareInputs,
  EvalsInputs,
  ProcessResultInputs,
  RunStatsInputs,
  ThroughputInputs,
} from './inputs.js';

export const ENTRIES = defineEntries('collect-results', 'throughput', {
  throughput: async () =>
    (await import('./modes/throughput.js')).throughputMode(readInputs(ThroughputInputs)),
  evals: async () => (await import('./modes/evals.js')).evalsMode(readInputs(EvalsInputs)),
  compare: async () => (await import('./modes/compare.js')).compareMode(readInputs(CompareInputs)),
  'run-stats': async () => (await import('./modes/run-stats.js')).runStatsMode(readInputs(RunStatsInputs)),
  'process-result': async () =>
    (await import('./modes/process-result.js')).processResultMode(readInputs(ProcessResultInputs)),
});
