/** Result collection: per-job rows, run-level aggregates, run statistics and the PR comparison. */
export * from './names.js';
export { aggregateThroughput, isFailedRun } from './throughput.js';
export { aggregateEvals } from './evals/aggregate.js';
export { evalSummaryMarkdown } from './evals/summary.js';
export type { EvalRow } from './evals/row.js';
export {
  computeRunStats,
  hardwareLabels,
  matchLabel,
  runStatsConsoleTable,
  type RunJob,
} from './run-stats/stats.js';
export { compareResults } from './compare/report.js';
export { BaselineFile, findBaseline } from './compare/baseline.js';
export { processResult, planMultinodeRuns } from './process-result/index.js';
export { toPythonJson } from './json-text.js';
export { gatherRunStats, RunStatsAuthError, type RunJobsSource } from './run-stats/gather.js';
export { parsePythonJson } from './json-text.js';
export { runStatsSummary, runStatsTable, throughputSummary, throughputTable } from './summary.js';
