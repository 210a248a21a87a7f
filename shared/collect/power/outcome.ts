/**
 * From a verdict to what the job leaves behind: the patched row (schema version, integer
 * `power_valid`, the rounded metrics only when valid), the sidecar document, the log lines and the
 * exit status under REQUIRE_POWER (strict) or best effort.
 */
import { formatFixed } from '../python-format.js';
import { POWER_SCHEMA_VERSION, type PowerMetricKey, type PowerMetrics } from './reasons.js';
import { roundTo, rowDecimals } from './round.js';

export type Row = Record<string, unknown>;

/** Log prefixes of the two aggregators (kept: dashboards grep the job logs for them). */
export const SINGLE_NODE_TAG = '[aggregate_power]';
export const MULTI_NODE_TAG = '[aggregate_power_multinode]';

/**
 * The row with its power block: old metric keys (the given set) and stale reasons removed, the
 * schema version and verdict set (appended, or in place when already present), then the metrics.
 */
export function patchRow(
  row: Row,
  removed: readonly string[],
  valid: boolean,
  metrics: PowerMetrics,
  order: readonly PowerMetricKey[],
): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row))
    if (!removed.includes(key) && key !== 'power_invalid_reasons') out[key] = value;
  out.power_metric_schema_version = POWER_SCHEMA_VERSION;
  out.power_valid = valid ? 1 : 0;
  if (valid)
    for (const key of order) {
      const value = metrics[key];
      if (value !== undefined) out[key] = roundTo(value, rowDecimals(key));
    }
  return out;
}

/** The sidecar's `metrics`: every metric at 6 decimals, `{}` when invalid. */
export function sidecarMetrics(valid: boolean, metrics: PowerMetrics, order: readonly PowerMetricKey[]): Row {
  const out: Row = {};
  if (valid) for (const key of order) if (metrics[key] !== undefined) out[key] = roundTo(metrics[key]!, 6);
  return out;
}

export const fixed2 = (value: number | undefined) => formatFixed(value ?? 0, 2);

export interface PowerOutcome {
  row: Row;
  sidecar: { name: string; content: Row };
  valid: boolean;
  required: boolean;
  /** Printed on stdout before the row when valid. */
  successLine?: string;
  /** Printed on stderr, in order, before the verdict line. */
  diagnostics: string[];
  /** Printed on stderr when invalid. */
  failureLine?: string;
  tag: string;
}

export interface PowerLines {
  stdoutPrefix: string[];
  stderr: string[];
  exitCode: 0 | 1;
}

/**
 * The lines and exit status once the files are written. When the sidecar could not be written the
 * job has no audit trail, so under REQUIRE_POWER it fails even with valid power, and no verdict
 * line follows the write error.
 */
export function outcomeLines(outcome: PowerOutcome, sidecarPath: string, sidecarError?: string): PowerLines {
  const stderr = [...outcome.diagnostics];
  if (sidecarError !== undefined) {
    stderr.push(`${outcome.tag} Failed to write validation artifact ${sidecarPath}: ${sidecarError}`);
    return { stdoutPrefix: [], stderr, exitCode: outcome.required ? 1 : 0 };
  }
  if (!outcome.valid) {
    stderr.push(outcome.failureLine!);
    return { stdoutPrefix: [], stderr, exitCode: outcome.required ? 1 : 0 };
  }
  return { stdoutPrefix: outcome.successLine ? [outcome.successLine] : [], stderr, exitCode: 0 };
}
