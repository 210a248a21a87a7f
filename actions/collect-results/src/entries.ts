/** The collect-results entries: throughput aggregation (main), evals, compare, run-stats and process-result. */
import { defineEntries } from '../../_common/entries.js';
import { run as compare } from './steps/compare.js';
import { run as evals } from './steps/evals.js';
import { run as processResult } from './steps/process-result.js';
import { run as runStats } from './steps/run-stats.js';
import { run as throughput } from './steps/throughput.js';

export const ENTRIES = defineEntries('collect-results', 'throughput', {
  throughput,
  evals,
  compare,
  'run-stats': runStats,
  'process-result': processResult,
});
