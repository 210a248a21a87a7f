/**
 * Measurement windows of a dcgm-power package (`windows/<stem>.json`, one per benchmark run):
 * the scan that parses them and records artifact errors, and the per-expected-window audit that
 * checks each completed window against its result file and the devices' sample coverage.
 */
import { bracketGap } from '../integrate.js';
import {
  type JsonObject,
  type JsonValue,
  integerOf,
  isObject,
  numberOf,
  parseJsonValue,
} from '../json-value.js';
import { joinPath, type PowerFiles } from '../ports.js';
import { MAX_SAMPLE_GAP_S } from '../reasons.js';
import type { ExpectedDevice, ExpectedWindow } from './manifest.js';
import { type ObservedDevice, deviceKey } from './samples.js';

const STATUSES = ['running', 'completed', 'failed', 'interrupted'];

export interface ParsedWindow {
  /** `windows/<name>`. */
  path: string;
  benchmarkType: string;
  concurrency: number;
  status: string;
  start: number;
  end: number | undefined;
  duration: number | undefined;
  resultPath: string;
}

interface ArtifactError {
  path: string;
  reason_codes: string[];
}

export interface WindowScan {
  windows: ParsedWindow[];
  /** Keys (type, concurrency) that more than one window claimed; those windows are dropped. */
  duplicateKeys: Set<string>;
  errors: ArtifactError[];
}

const windowKey = (type: string, concurrency: number) => `${type}\u0000${concurrency}`;

const finiteNumber = (v: JsonValue | undefined) => {
  const n = numberOf(v);
  return n !== undefined && Number.isFinite(n) ? n : undefined;
};
const nonEmptyString = (v: JsonValue | undefined) => typeof v === 'string' && v !== '';

/** The stem of a file name (without its last extension). */
function stem(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

function resultPathValid(
  value: JsonValue | undefined,
  fileName: string,
  resultRoot: string,
  files: PowerFiles,
) {
  if (typeof value !== 'string' || value === '' || value.startsWith('/') || value.startsWith('~'))
    return false;
  if (value.split('/').some((segment) => segment === '' || segment === '..')) return false;
  try {
    const root = files.resolvePath(resultRoot === '' ? '.' : resultRoot);
    const target = files.resolvePath(joinPath(resultRoot, value));
    if (target !== root && !target.startsWith(root.endsWith('/') ? root : `${root}/`)) return false;
  } catch {
    return false;
  }
  return stem(value) === stem(fileName);
}

function statusInvariants(w: JsonObject, status: string): boolean {
  const end = w.benchmark_end_time_unix;
  const duration = w.duration;
  const reason = w.reason;
  const isNull = (v: JsonValue | undefined) => v === null || v === undefined;
  const positive = (v: JsonValue | undefined) => finiteNumber(v) !== undefined && finiteNumber(v)! > 0;
  switch (status) {
    case 'running':
      return isNull(end) && isNull(duration) && isNull(reason);
    case 'interrupted':
      return isNull(end) && isNull(duration) && nonEmptyString(reason);
    case 'completed':
      return finiteNumber(end) !== undefined && positive(duration) && isNull(reason);
    default:
      return finiteNumber(end) !== undefined && positive(duration) && nonEmptyString(reason);
  }
}

export function scanWindows(
  packageDir: string,
  resultRoot: string,
  expected: readonly ExpectedWindow[],
  files: PowerFiles,
): WindowScan {
  const dir = joinPath(packageDir, 'windows');
  const errors: ArtifactError[] = [];
  const parsed: ParsedWindow[] = [];
  let names: string[] = [];
  try {
    if (files.stat(dir).kind === 'directory') names = files.list(dir).sort();
  } catch {
    names = [];
  }
  const error = (path: string, code: string) => errors.push({ path, reason_codes: [code] });
  for (const name of names) {
    const path = `windows/${name}`;
    const full = joinPath(dir, name);
    if (files.isSymlink(full) || files.stat(full).kind !== 'file') {
      error(path, 'measurement_window_artifact_path_invalid');
      continue;
    }
    let w: JsonValue | undefined;
    try {
      w = parseJsonValue(files.readText(full));
    } catch {
      w = undefined;
    }
    const concurrency = isObject(w)
      ? (integerOf(w.concurrency) ?? (w.concurrency === true ? 1 : undefined))
      : undefined;
    if (
      !isObject(w) ||
      integerOf(w.schema_version) !== 1 ||
      w.clock_source !== 'head_node_unix_clock' ||
      typeof w.status !== 'string' ||
      !STATUSES.includes(w.status) ||
      typeof w.benchmark_type !== 'string' ||
      concurrency === undefined ||
      finiteNumber(w.benchmark_start_time_unix) === undefined
    ) {
      error(path, 'measurement_window_malformed');
      continue;
    }
    if (!resultPathValid(w.result_path, name, resultRoot, files)) {
      error(path, 'measurement_window_result_path_invalid');
      continue;
    }
    if (!statusInvariants(w, w.status)) {
      error(path, 'measurement_window_malformed');
      continue;
    }
    parsed.push({
      path,
      benchmarkType: w.benchmark_type,
      concurrency,
      status: w.status,
      start: finiteNumber(w.benchmark_start_time_unix)!,
      end: finiteNumber(w.benchmark_end_time_unix),
      duration: finiteNumber(w.duration),
      resultPath: w.result_path as string,
    });
  }
  const byKey = new Map<string, ParsedWindow>();
  const duplicateKeys = new Set<string>();
  for (const w of parsed) {
    const key = windowKey(w.benchmarkType, w.concurrency);
    const earlier = byKey.get(key);
    if (earlier || duplicateKeys.has(key)) {
      if (earlier) error(earlier.path, 'measurement_window_duplicate');
      error(w.path, 'measurement_window_duplicate');
      byKey.delete(key);
      duplicateKeys.add(key);
    } else byKey.set(key, w);
  }
  const expectedKeys = new Set(expected.map((e) => windowKey(e.benchmarkType, e.concurrency)));
  const windows = [...byKey.values()];
  const unexpected = windows
    .filter((w) => !expectedKeys.has(windowKey(w.benchmarkType, w.concurrency)))
    .sort((a, b) =>
      a.benchmarkType < b.benchmarkType
        ? -1
        : a.benchmarkType > b.benchmarkType
          ? 1
          : a.concurrency - b.concurrency,
    );
  for (const w of unexpected) error(w.path, 'measurement_window_unexpected');
  return { windows, duplicateKeys, errors };
}

export interface WindowValidation {
  benchmark_type: string;
  concurrency: number;
  window_file: string | null;
  power_coverage_valid: boolean;
  reason_codes: string[];
  per_device_max_sample_gap_seconds: Record<string, number>;
}

function resultMatches(result: JsonValue | undefined, w: ParsedWindow): 'missing' | 'mismatch' | 'ok' {
  if (result === undefined) return 'missing';
  if (!isObject(result)) return 'mismatch';
  const same = (key: string, value: number | undefined) =>
    numberOf(result[key]) === value && value !== undefined;
  return same('benchmark_start_time_unix', w.start) &&
    same('benchmark_end_time_unix', w.end) &&
    same('duration', w.duration)
    ? 'ok'
    : 'mismatch';
}

export function validateWindows(
  expected: readonly ExpectedWindow[],
  scan: WindowScan,
  devices: readonly ExpectedDevice[],
  observed: readonly ObservedDevice[],
  resultRoot: string,
  files: PowerFiles,
): WindowValidation[] {
  const byKey = new Map(scan.windows.map((w) => [windowKey(w.benchmarkType, w.concurrency), w]));
  const observedByKey = new Map(observed.map((d) => [deviceKey(d.hostname, d.gpuIndex), d]));
  const deviceKeys = [...devices]
    .map((d) => ({ hostname: d.hostname, gpuIndex: d.gpuIndex }))
    .sort((a, b) => (a.hostname < b.hostname ? -1 : a.hostname > b.hostname ? 1 : a.gpuIndex - b.gpuIndex));
  return expected.map((e) => {
    const key = windowKey(e.benchmarkType, e.concurrency);
    const w = byKey.get(key);
    const row: WindowValidation = {
      benchmark_type: e.benchmarkType,
      concurrency: e.concurrency,
      window_file: w ? w.path : null,
      power_coverage_valid: false,
      reason_codes: [],
      per_device_max_sample_gap_seconds: {},
    };
    const codes: string[] = [];
    const flag = (code: string) => {
      if (!codes.includes(code)) codes.push(code);
    };
    if (!w) flag(scan.duplicateKeys.has(key) ? 'measurement_window_duplicate' : 'measurement_window_missing');
    else if (w.status !== 'completed') flag('measurement_window_incomplete');
    else {
      let result: JsonValue | undefined;
      try {
        result = parseJsonValue(files.readText(joinPath(resultRoot, w.resultPath)));
      } catch {
        result = undefined;
      }
      const match = resultMatches(result, w);
      if (match === 'missing') flag('measurement_window_result_missing');
      else if (match === 'mismatch') flag('measurement_window_result_mismatch');
      else if (Math.abs(w.end! - w.start - w.duration!) > Math.max(0.5, 0.01 * w.duration!))
        flag('measurement_window_clock_mismatch');
      if (codes.length === 0) {
        const gaps: Record<string, number> = {};
        for (const { hostname, gpuIndex } of deviceKeys) {
          const device = observedByKey.get(deviceKey(hostname, gpuIndex));
          if (!device) {
            flag('measurement_window_not_bracketed');
            continue;
          }
          if (device.uuids.length !== 1) {
            flag('gpu_uuid_changed');
            continue;
          }
          const times = device.samples;
          if (!times.some((s) => s.t <= w.start) || !times.some((s) => s.t >= w.end!)) {
            flag('measurement_window_not_bracketed');
            continue;
          }
          const gap = bracketGap(times, w.start, w.end!);
          gaps[`${hostname}/${device.uuids[0]}`] = gap;
          if (gap > MAX_SAMPLE_GAP_S) flag('sample_gap_exceeded');
        }
        if (codes.length === 0) row.per_device_max_sample_gap_seconds = gaps;
      }
    }
    row.reason_codes = codes;
    row.power_coverage_valid = codes.length === 0;
    return row;
  });
}
