/** The single-node verdict as row, sidecar and log lines. */
import { accumulatorCheck } from './accumulator.js';
import type { JsonValue } from './json-value.js';
import { type PowerOutcome, type Row, SINGLE_NODE_TAG, fixed2, patchRow, sidecarMetrics } from './outcome.js';
import type { PowerFiles } from './ports.js';
import {
  INTEGRATION_METHOD,
  REASON,
  SIDECAR_SCHEMA_VERSION,
  SINGLE_NODE_METRIC_KEYS,
  type PowerMetrics,
} from './reasons.js';
import { aggregateSingleNode, chooseTelemetryPath } from './single-node.js';

export interface SingleNodeJob {
  row: Row;
  raw: JsonValue;
  expectedGpus: number;
  /** GPU_METRICS_CSV. */
  configuredCsv: string | undefined;
  required: boolean;
  rawName: string;
  rowName: string;
  sidecarName: string;
}

export function singleNodeOutcome(job: SingleNodeJob, files: PowerFiles): PowerOutcome {
  const telemetry = chooseTelemetryPath(job.configuredCsv, files);
  const verdict = aggregateSingleNode({
    raw: job.raw,
    expectedGpus: job.expectedGpus,
    telemetryPath: telemetry,
    files,
  });
  let reasons = verdict.reasons;
  let metrics: PowerMetrics = verdict.metrics;
  let valid = reasons.length === 0;
  let row = patchRow(job.row, SINGLE_NODE_METRIC_KEYS, valid, metrics, SINGLE_NODE_METRIC_KEYS);
  const diagnostics: string[] = [];
  const overflow = Object.values(metrics).some((value) => !Number.isFinite(value));
  if (valid && overflow) {
    // A metric that overflowed cannot be written; the row is left without any power block.
    diagnostics.push(
      `${SINGLE_NODE_TAG} Failed to patch ${job.rowName}: Out of range float values are not JSON compliant`,
    );
    reasons = [REASON.aggregateResultUnwritable];
    metrics = {};
    valid = false;
    row = job.row;
  }
  const sidecar: Row = {
    schema_version: SIDECAR_SCHEMA_VERSION,
    power_valid: valid,
    reasons,
    telemetry_source: telemetry,
    benchmark_result: job.rawName,
    benchmark_window: verdict.window,
    integration_method: INTEGRATION_METHOD,
    expected_gpu_count: job.expectedGpus,
    observed_gpu_count: verdict.observedIds.length,
    observed_gpu_ids: verdict.observedIds,
    per_gpu_sample_counts: verdict.sampleCounts,
    per_gpu_max_sample_gap_s: verdict.maxGaps,
    per_gpu_energy_j: verdict.energies,
    device_issues: verdict.deviceIssues,
    accumulator_check: accumulatorCheck(telemetry, files),
    metrics: sidecarMetrics(valid, metrics, SINGLE_NODE_METRIC_KEYS),
  };
  return {
    row,
    sidecar: { name: job.sidecarName, content: sidecar },
    valid,
    required: job.required,
    tag: SINGLE_NODE_TAG,
    diagnostics,
    successLine: valid
      ? `${SINGLE_NODE_TAG} avg_power_w=${fixed2(metrics.avg_power_w)} avg_total_gpu_power_w=${fixed2(metrics.avg_total_gpu_power_w)} total_gpu_energy_j=${fixed2(metrics.total_gpu_energy_j)} (n=${verdict.observedIds.length}) -> ${job.rowName}`
      : undefined,
    failureLine: `${SINGLE_NODE_TAG} Power validation failed: ${reasons.join(', ')} (details: ${job.sidecarName})`,
  };
}
