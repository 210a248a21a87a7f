/** Result collection: per-job rows, run-level aggregates, run statistics and the PR comparison. */
export * from './names.js';
export {
  aggregateThroughput,
  isFailedRun,
  type ResultFile,
  type SkippedFile,
  type ThroughputAggregate,
} from './throughput.js';
export { aggregateEvals, type EvalSetInput, type EvalAggregate } from './evals/aggregate.js';
export { evalSummaryMarkdown, type EvalSortBy } from './evals/summary.js';
export type { EvalRow } from './evals/row.js';
export {
  computeRunStats,
  hardwareLabels,
  matchLabel,
  runStatsConsoleTable,
  type RunJob,
  type RunStats,
} from './run-stats/stats.js';
export { compareResults, COMPARED_METRICS } from './compare/report.js';
export { BaselineFile, findBaseline, type BaselineRecord } from './compare/baseline.js';
export { processResult, planMultinodeRuns, type ProcessedResult } from './process-result/index.js';
export {
  displayPath,
  walkEvalSets,
  walkJsonFiles,
  type ResultTree,
  type TreeEntry,
  type TreeRead,
} from './read-tree.js';
export { toPythonJson } from './json-text.js';
export { gatherRunStats, RunStatsAuthError, type RunJobsSource } from './run-stats/gather.js';
export { parsePythonJson } from './json-text.js';
export { matchesArtifactPattern } from './artifact-pattern.js';
export {
  runStatsSummary,
  runStatsTable,
  skippedSummary,
  throughputSummary,
  throughputTable,
  type ThroughputSummaryInput,
} from './summary.js';
