/**
 * The power block of a throughput row. The power aggregator itself is not reproduced:
 * sweepkit reproduces the contract the row depends on (schema version 2,
 * integer `power_valid`, metric keys only when valid, the validation sidecar, best-effort vs
 * REQUIRE_POWER exit status, the internal-error fallback) and the telemetry discovery, and reports
 * found-but-unaggregated telemetry as invalid (`telemetry_aggregation_unavailable`) rather than
 * inventing numbers. See actions/collect-results/NOTES.md.
 */
import { perJobFile } from '../names.js';
import { type Env, lenientBool } from './env.js';
import type { ThroughputRow } from './row.js';

export const POWER_SCHEMA_VERSION = 2;

export const POWER_METRIC_KEYS = [
  'avg_power_w',
  'avg_total_gpu_power_w',
  'total_gpu_energy_j',
  'joules_per_successful_query',
  'joules_per_input_token',
  'joules_per_output_token',
  'joules_per_total_token',
  'prefill_gpu_energy_j',
  'decode_gpu_energy_j',
  'prefill_avg_power_w',
  'decode_avg_power_w',
  'prefill_joules_per_input_token',
  'decode_joules_per_output_token',
] as const;

const POWER_BOOKKEEPING_KEYS = ['power_metric_schema_version', 'power_valid', 'power_invalid_reasons'];

/** What the power aggregator decided for one row. */
export interface PowerMeasurement {
  valid: boolean;
  reasons: string[];
  /** Metric values, only meaningful when valid; rounded on write. */
  metrics: Partial<Record<(typeof POWER_METRIC_KEYS)[number], number>>;
  details: Record<string, unknown>;
}

/** The filesystem questions telemetry discovery asks (a port, so the core stays pure). */
export interface TelemetryProbe {
  exists(path: string): boolean;
}

/** Single-node telemetry candidates, in the reference's order. */
export function singleNodeTelemetry(env: Env, probe: TelemetryProbe): { path: string; found: boolean } {
  const candidates = [env.GPU_METRICS_CSV ?? '', 'gpu_metrics.csv', '/workspace/gpu_metrics.csv'].filter(
    Boolean,
  );
  const found = candidates.find((path) => probe.exists(path));
  return { path: found ?? candidates[0]!, found: found !== undefined };
}

/** Telemetry discovery; found telemetry is reported, not aggregated (the aggregator is not reproduced). */
export function measurePower(env: Env, multinode: boolean, probe: TelemetryProbe): PowerMeasurement {
  if (multinode) {
    const artifactDir = env.POWER_ARTIFACT_DIR || 'LOGS/power';
    const resultRoot = env.POWER_RESULT_ROOT || 'LOGS';
    const details = {
      power_artifact_dir: artifactDir,
      power_result_root: resultRoot,
      producer_sha: env.POWER_PRODUCER_SHA || null,
    };
    if (!probe.exists(artifactDir))
      return {
        valid: false,
        reasons: ['power_artifacts_missing', 'invalid_benchmark_window'],
        metrics: {},
        details,
      };
    return { valid: false, reasons: ['telemetry_aggregation_unavailable'], metrics: {}, details };
  }
  const telemetry = singleNodeTelemetry(env, probe);
  const details = { telemetry_file: telemetry.path };
  return telemetry.found
    ? { valid: false, reasons: ['telemetry_aggregation_unavailable'], metrics: {}, details }
    : { valid: false, reasons: ['telemetry_file_missing'], metrics: {}, details };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export interface PowerOutcome {
  row: ThroughputRow;
  sidecar: { name: string; content: Record<string, unknown> };
  /** Lines for stderr (diagnostics) and stdout (the valid-measurement log line). */
  stderr: string[];
  stdoutPrefix: string[];
  /** 1 only when REQUIRE_POWER is truthy and the measurement is invalid. */
  exitCode: 0 | 1;
}

/** Appends the power block, or the internal-error fallback when `measure` throws. */
export function applyPowerBlock(row: ThroughputRow, env: Env, measure: () => PowerMeasurement): PowerOutcome {
  const resultFilename = env.RESULT_FILENAME ?? '';
  const sidecarName = perJobFile.powerSidecar(resultFilename);
  const required = lenientBool(env.REQUIRE_POWER);
  const out: ThroughputRow = {};
  for (const [key, value] of Object.entries(row))
    if (!(POWER_METRIC_KEYS as readonly string[]).includes(key) && !POWER_BOOKKEEPING_KEYS.includes(key))
      out[key] = value;
  out.power_metric_schema_version = POWER_SCHEMA_VERSION;
  let measurement: PowerMeasurement;
  try {
    measurement = measure();
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    out.power_valid = 0;
    return {
      row: out,
      sidecar: {
        name: sidecarName,
        content: {
          power_valid: 0,
          reasons: ['aggregation_internal_error'],
          internal_error: { type: error instanceof Error ? error.name : 'Error', message },
        },
      },
      stderr: [`[process_result] power aggregation failed: ${message}`],
      stdoutPrefix: [],
      exitCode: required ? 1 : 0,
    };
  }
  out.power_valid = measurement.valid ? 1 : 0;
  const stderr: string[] = [];
  const stdoutPrefix: string[] = [];
  if (measurement.valid) {
    for (const key of POWER_METRIC_KEYS) {
      const value = measurement.metrics[key];
      if (value !== undefined) out[key] = round(value, key.endsWith('_w') || key.endsWith('_j') ? 3 : 6);
    }
    stdoutPrefix.push(
      `[aggregate_power] avg_power_w=${out.avg_power_w} -> ${perJobFile.processed(resultFilename)}`,
    );
  } else {
    stderr.push(
      `[aggregate_power] Power validation failed: ${measurement.reasons.join(', ')} (details: ${sidecarName})`,
    );
  }
  return {
    row: out,
    sidecar: {
      name: sidecarName,
      content: { power_valid: out.power_valid, reasons: measurement.reasons, details: measurement.details },
    },
    stderr,
    stdoutPrefix,
    exitCode: required && !measurement.valid ? 1 : 0,
  };
}
