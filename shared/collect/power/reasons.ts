/**
 * Reason codes of the power verdict, names of the constants they depend on, and the list rule:
 * codes are kept in discovery order, each at most once; power is valid exactly when none remain.
 */

/** Largest allowed step between consecutive power samples across the window, in seconds. */
export const MAX_SAMPLE_GAP_S = 3.0;
export const INTEGRATION_METHOD = 'per_device_trapezoidal_with_linear_boundary_interpolation';
export const POWER_SCHEMA_VERSION = 2;
export const SIDECAR_SCHEMA_VERSION = 1;

/** Metric keys of a single-node row, in the order they are written. */
export const SINGLE_NODE_METRIC_KEYS = [
  'avg_power_w',
  'avg_total_gpu_power_w',
  'total_gpu_energy_j',
  'joules_per_successful_query',
  'joules_per_input_token',
  'joules_per_output_token',
  'joules_per_total_token',
] as const;

/** Multi-node rows add the per-role keys, in this order. */
export const MULTI_NODE_METRIC_KEYS = [
  ...SINGLE_NODE_METRIC_KEYS,
  'prefill_gpu_energy_j',
  'prefill_avg_power_w',
  'prefill_joules_per_input_token',
  'decode_gpu_energy_j',
  'decode_avg_power_w',
  'decode_joules_per_output_token',
] as const;

export type PowerMetricKey = (typeof MULTI_NODE_METRIC_KEYS)[number];
export type PowerMetrics = Partial<Record<PowerMetricKey, number>>;

/** Every reason code a verdict can carry (documented one by one in docs/collect.md). */
export const REASON = {
  invalidBenchmarkResult: 'invalid_benchmark_result',
  invalidBenchmarkWindow: 'invalid_benchmark_window',
  benchmarkDurationMismatch: 'benchmark_duration_mismatch',
  invalidSuccessfulQueryCount: 'invalid_successful_query_count',
  invalidInputTokenCount: 'invalid_input_token_count',
  invalidOutputTokenCount: 'invalid_output_token_count',
  invalidExpectedGpuCount: 'invalid_expected_gpu_count',
  telemetryFileMissing: 'telemetry_file_missing',
  telemetryFileEmpty: 'telemetry_file_empty',
  telemetryFileUnreadable: 'telemetry_file_unreadable',
  timestampColumnMissing: 'timestamp_column_missing',
  powerColumnMissing: 'power_column_missing',
  gpuIdentityColumnMissing: 'gpu_identity_column_missing',
  invalidTimestampSample: 'invalid_timestamp_sample',
  invalidPowerSample: 'invalid_power_sample',
  gpuIdentityMissing: 'gpu_identity_missing',
  noUsablePowerSamples: 'no_usable_power_samples',
  expectedGpuCountMismatch: 'expected_gpu_count_mismatch',
  insufficientPowerSamples: 'insufficient_power_samples',
  benchmarkWindowNotBracketed: 'benchmark_window_not_bracketed',
  samplingGapExceeded: 'sampling_gap_exceeded',
  aggregateResultUnwritable: 'aggregate_result_unwritable',
  powerArtifactsMissing: 'power_artifacts_missing',
  manifestMissing: 'manifest_missing',
  manifestMalformed: 'manifest_malformed',
  producerPinMissing: 'producer_pin_missing',
  producerCommitMismatch: 'producer_commit_mismatch',
  packageRecomputeInvalid: 'package_recompute_invalid',
  producerVerdictMismatch: 'producer_verdict_mismatch',
  topologyEnvMismatch: 'topology_env_mismatch',
  windowForResultMissing: 'window_for_result_missing',
  measurementWindowResultMissing: 'measurement_window_result_missing',
  resultContentMismatch: 'result_content_mismatch',
  measurementWindowResultMismatch: 'measurement_window_result_mismatch',
  nonFinitePowerMetric: 'non_finite_power_metric',
  aggregationInternalError: 'aggregation_internal_error',
} as const;

/** An ordered set of codes: a repeated code keeps its first position. */
export class ReasonList {
  private readonly codes: string[] = [];
  add(code: string): void {
    if (!this.codes.includes(code)) this.codes.push(code);
  }
  addAll(codes: readonly string[]): void {
    for (const code of codes) this.add(code);
  }
  get list(): string[] {
    return [...this.codes];
  }
  get empty(): boolean {
    return this.codes.length === 0;
  }
}
