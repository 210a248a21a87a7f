/** The names the ingest preflight uses, in one place (code, tests and docs share them). */
import { AGENTIC_SCENARIO, RUN_ARTIFACTS } from '../../collect/names.js';
import { AGENTIC_RESULT_ARTIFACT_PREFIX } from '../../reuse/names.js';
import { INGEST_AGENTIC_EVENT, INGEST_RESULTS_EVENT, type IngestEvent } from '../names.js';

export { AGENTIC_SCENARIO };

/** The run-level artifacts the results app reads rows from, and the one file each holds. */
export const THROUGHPUT_SOURCE = RUN_ARTIFACTS.throughput;
export const EVAL_SOURCE = RUN_ARTIFACTS.evals;
/** Per-job agentic aggregates: every `.json` file in them is one row (or a list of rows). */
export const AGENTIC_SOURCE_PREFIX = AGENTIC_RESULT_ARTIFACT_PREFIX;

/** The benchmark type of a row: the last part of a config. */
export const FIXED_TYPE = 'fixed-seq';
export const AGENTIC_TYPE = 'agentic';
export const EVAL_TYPE = 'eval';
export const BENCHMARK_TYPES = [FIXED_TYPE, AGENTIC_TYPE, EVAL_TYPE] as const;
export type BenchmarkType = (typeof BENCHMARK_TYPES)[number];

/** The row sources each ingest event reads (the agentic ingest reads the per-job aggregates directly,
 * because an agentic-only sweep produces no results_bmk). */
export function isRowSource(event: IngestEvent, artifactName: string): boolean {
  if (event === INGEST_AGENTIC_EVENT) return artifactName.startsWith(AGENTIC_SOURCE_PREFIX);
  return artifactName === THROUGHPUT_SOURCE.artifact || artifactName === EVAL_SOURCE.artifact;
}

/** The benchmark types whose rows each event can load (results_bmk carries agentic rows too). */
export const EVENT_TYPES: Record<IngestEvent, readonly BenchmarkType[]> = {
  [INGEST_RESULTS_EVENT]: [FIXED_TYPE, AGENTIC_TYPE, EVAL_TYPE],
  [INGEST_AGENTIC_EVENT]: [AGENTIC_TYPE],
};

/** What trigger-ingest does when the preflight finds that a dispatch would load nothing. */
export const PREFLIGHT_INPUT = 'preflight';
export const PREFLIGHT_MODES = ['refuse', 'warn'] as const;
export type PreflightMode = (typeof PREFLIGHT_MODES)[number];
export const DEFAULT_PREFLIGHT_MODE: PreflightMode = 'refuse';

/** Verdicts, worst first. */
export const NOTHING_LOADS = 'nothing-loads';
export const EXPECTED_CONFIG_LOADS_NOTHING = 'expected-config-loads-nothing';
export const LOADS = 'loads';
export const VERDICTS = [NOTHING_LOADS, EXPECTED_CONFIG_LOADS_NOTHING, LOADS] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Shown for a config part a row does not carry. */
export const UNKNOWN_PART = '?';
