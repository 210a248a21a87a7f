/**
 * When an aggregator fails unexpectedly the job still gets a row and an audit file: the row loses
 * every metric and is marked invalid, and the sidecar (single-node layout for both kinds, which is
 * what existing audit readers parse) names the error.
 */
import { MULTI_NODE_METRIC_KEYS, REASON, SIDECAR_SCHEMA_VERSION, INTEGRATION_METHOD } from './reasons.js';
import { type PowerOutcome, type Row, patchRow } from './outcome.js';

const INTERNAL_ERROR_TAG = '[process_result]';
const MESSAGE_LIMIT = 500;

export interface FallbackJob {
  row: Row;
  required: boolean;
  telemetrySource: string;
  rawName: string;
  sidecarName: string;
  expectedGpus: number;
}

export function fallbackOutcome(job: FallbackJob, error: unknown): PowerOutcome {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_LIMIT);
  const type = error instanceof Error ? error.name : 'Error';
  const sidecar: Row = {
    schema_version: SIDECAR_SCHEMA_VERSION,
    power_valid: false,
    reasons: [REASON.aggregationInternalError],
    telemetry_source: job.telemetrySource,
    benchmark_result: job.rawName,
    benchmark_window: null,
    integration_method: INTEGRATION_METHOD,
    expected_gpu_count: job.expectedGpus,
    observed_gpu_count: 0,
    observed_gpu_ids: [],
    per_gpu_sample_counts: {},
    per_gpu_max_sample_gap_s: {},
    per_gpu_energy_j: {},
    device_issues: {},
    accumulator_check: null,
    metrics: {},
    internal_error: { type, message },
  };
  return {
    row: patchRow(job.row, MULTI_NODE_METRIC_KEYS, false, {}, []),
    sidecar: { name: job.sidecarName, content: sidecar },
    valid: false,
    required: job.required,
    tag: INTERNAL_ERROR_TAG,
    diagnostics: [],
    failureLine: `${INTERNAL_ERROR_TAG} power aggregation failed: ${message}`,
  };
}
