/** The multi-node verdict as row, sidecar and log lines. */
import type { JsonValue } from '../json-value.js';
import { MULTI_NODE_TAG, type PowerOutcome, type Row, fixed2, patchRow, sidecarMetrics } from '../outcome.js';
import type { PowerFiles } from '../ports.js';
import { INTEGRATION_METHOD, MULTI_NODE_METRIC_KEYS, SIDECAR_SCHEMA_VERSION } from '../reasons.js';
import { aggregateMultiNode } from './aggregate.js';

export interface MultiNodeJob {
  row: Row;
  raw: JsonValue;
  required: boolean;
  artifactDir: string;
  resultRoot: string;
  expectedSha: string | undefined;
  prefillGpus: number;
  decodeGpus: number;
  rawName: string;
  rowName: string;
  sidecarName: string;
}

export function multiNodeOutcome(job: MultiNodeJob, files: PowerFiles): PowerOutcome {
  const v = aggregateMultiNode(
    {
      raw: job.raw,
      rawName: job.rawName,
      artifactDir: job.artifactDir,
      resultRoot: job.resultRoot,
      expectedSha: job.expectedSha,
      prefillGpus: job.prefillGpus,
      decodeGpus: job.decodeGpus,
    },
    files,
  );
  const valid = v.reasons.length === 0;
  const sidecar: Row = {
    schema_version: SIDECAR_SCHEMA_VERSION,
    power_valid: valid,
    reasons: v.reasons,
    failures: v.failures,
    telemetry_source: job.artifactDir,
    benchmark_result: job.rawName,
    benchmark_window: v.window,
    selected_window: v.selected,
    integration_method: INTEGRATION_METHOD,
    producer: v.producer,
    expected_gpu_count: v.expectedGpuCount,
    observed_gpu_count: v.observedGpuCount,
    per_gpu_role: v.roles,
    per_gpu_max_sample_gap_s: v.gaps,
    per_gpu_energy_j: v.energies,
    metrics: sidecarMetrics(valid, v.metrics, MULTI_NODE_METRIC_KEYS),
  };
  const m = v.metrics;
  return {
    row: patchRow(job.row, MULTI_NODE_METRIC_KEYS, valid, m, MULTI_NODE_METRIC_KEYS),
    sidecar: { name: job.sidecarName, content: sidecar },
    valid,
    required: job.required,
    tag: MULTI_NODE_TAG,
    diagnostics: [],
    successLine: valid
      ? `${MULTI_NODE_TAG} avg_power_w=${fixed2(m.avg_power_w)} total_gpu_energy_j=${fixed2(m.total_gpu_energy_j)} prefill_gpu_energy_j=${fixed2(m.prefill_gpu_energy_j)} decode_gpu_energy_j=${fixed2(m.decode_gpu_energy_j)} (n=${v.expectedGpuCount}) -> ${job.rowName}`
      : undefined,
    failureLine: `${MULTI_NODE_TAG} Power validation failed: ${v.reasons.join(', ')} (details: ${job.sidecarName})`,
  };
}
