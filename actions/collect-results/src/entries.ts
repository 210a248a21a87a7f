/** The collect-results entries: throughput aggregation (main), evals, compare, run-stats and process-result. */
import { defineEntries } from '../../_common/entries.js';
import { run as compare } from './modes/compare.js';
import { run as evals } from './modes/evals.js';
import { run as processResult } from './modes/process-result.js';
import { run as runStats } from './modes/run-stats.js';
import { run as throughput } from './modes/throughput.js';

export const ENTRIES = defineEntries('collect-results', 'throughput', {
  throughput,
  evals,
  compare,
  'run-stats': runStats,
  'process-result': processResult,
});
