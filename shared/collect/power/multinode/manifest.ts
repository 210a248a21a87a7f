/**
 * The producer's manifest (`manifest.json` of a dcgm-power package): the wire checks whose failures
 * make the package invalid, and the structural parse of the expected devices and windows, whose
 * failure makes the manifest unusable.
 */
import {
  JsonNumber,
  type JsonObject,
  type JsonValue,
  integerOf,
  isObject,
  numberOf,
  pythonRepr,
  pythonStringRepr,
} from '../json-value.js';

const MANIFEST_CONSTANTS: ReadonlyArray<[string, JsonValue]> = [
  ['producer', 'srt-slurm.dcgm-power'],
  ['source_metric', 'DCGM_FI_DEV_POWER_USAGE'],
  ['unit', 'W'],
  ['power_scope', 'gpu_device_board_as_reported_by_dcgm'],
  ['timestamp_source', 'head_node_unix_clock'],
];

/** Lifecycle failures a complete manifest must not carry. */
const ALWAYS_FATAL = [
  'exporter_exited',
  'collector_exception',
  'collector_interrupted',
  'collector_join_timeout',
  'benchmark_child_reap_timeout',
];
/** Startup failures that matter only when the producer was told power is required. */
const FATAL_WHEN_REQUIRED = [
  'exporter_startup_timeout',
  'exporter_launch_failed',
  'endpoint_resolution_failed',
];

const finite = (v: JsonValue | undefined) => numberOf(v) !== undefined && Number.isFinite(numberOf(v));
const positive = (v: JsonValue | undefined) => finite(v) && numberOf(v)! > 0;
const nonNegativeInt = (v: JsonValue | undefined) => integerOf(v) !== undefined && integerOf(v)! >= 0;

/** Failure texts of the wire checks, in check order. */
export function wireFailures(m: JsonObject): string[] {
  const out: string[] = [];
  const schema = m.schema_version;
  if (!(integerOf(schema) === 1)) out.push(`schema_version is ${pythonRepr(schema)}, expected 1`);
  for (const [key, expected] of MANIFEST_CONSTANTS)
    if (m[key] !== expected) out.push(`${key} is ${pythonRepr(m[key])}, expected ${pythonRepr(expected)}`);
  if (m.status !== 'complete') out.push(`status is ${pythonRepr(m.status)}, expected 'complete'`);
  if (!finite(m.started_at_unix)) out.push('started_at_unix is not a finite number');
  if (!finite(m.stopped_at_unix)) out.push('stopped_at_unix is not finite in a terminal manifest');
  for (const key of ['sample_interval_seconds', 'request_timeout_seconds'])
    if (!positive(m[key])) out.push(`${key} is not finite and positive`);
  for (const key of ['scrape_count', 'sample_row_count'])
    if (!nonNegativeInt(m[key])) out.push(`${key} is not a non-negative integer`);
  if (typeof m.required !== 'boolean') out.push(`required is ${pythonRepr(m.required)}, expected a boolean`);
  const codes = m.reason_codes;
  if (!Array.isArray(codes) || !codes.every((c) => typeof c === 'string'))
    out.push('reason_codes is not a list of strings');
  else {
    const fatal = new Set([...ALWAYS_FATAL, ...(m.required === true ? FATAL_WHEN_REQUIRED : [])]);
    const found = [...new Set(codes as string[])].filter((c) => fatal.has(c)).sort();
    if (found.length) out.push(`complete manifest carries lifecycle-failure reasons: ${found.join(', ')}`);
  }
  const exporter = m.dcgm_exporter;
  if (!isObject(exporter)) out.push('dcgm_exporter is not an object');
  else if (!truthy(exporter.container_image_resolved))
    out.push('dcgm_exporter.container_image_resolved is empty');
  return out;
}

/** Python truthiness of a JSON value. */
function truthy(value: JsonValue | undefined): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  if (value instanceof JsonNumber) return value.value !== 0;
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return true;
}

export type Role = 'prefill' | 'decode' | 'agg';
const ROLES: readonly string[] = ['prefill', 'decode', 'agg'];

interface Assignment {
  role: Role;
  hetGroup: number | null;
}

export interface ExpectedDevice {
  hostname: string;
  gpuIndex: number;
  assignments: Assignment[];
}

export interface ExpectedWindow {
  benchmarkType: string;
  concurrency: number;
}

/** A structural problem in the expected devices or windows (the text is what the sidecar shows). */
export class ManifestStructureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValueError';
  }
  /** Python repr of the exception, as the failure text quotes it. */
  get repr(): string {
    return `ValueError(${pythonStringRepr(this.message)})`;
  }
}

function listField(m: JsonObject, key: string): JsonValue[] {
  const value = m[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ManifestStructureError(`${key} must be a list`);
  return value;
}

function entry(value: JsonValue, where: string): JsonObject {
  if (!isObject(value)) throw new ManifestStructureError(`${where} must be an object`);
  return value;
}

function need(o: JsonObject, key: string, where: string): JsonValue {
  if (!Object.hasOwn(o, key)) throw new ManifestStructureError(`${where} is missing ${key}`);
  return o[key]!;
}

function indexField(o: JsonObject, key: string, where: string): number {
  const n = integerOf(need(o, key, where));
  if (n === undefined || n < 0) throw new ManifestStructureError(`${where}.${key} must be an integer >= 0`);
  return n;
}

export function parseExpectedDevices(m: JsonObject): ExpectedDevice[] {
  return listField(m, 'expected_devices').map((item, i) => {
    const where = `expected_devices[${i}]`;
    const o = entry(item, where);
    const hostname = need(o, 'hostname', where);
    if (typeof hostname !== 'string' || hostname === '')
      throw new ManifestStructureError(`${where}.hostname must be a non-empty string`);
    const gpuIndex = indexField(o, 'gpu_index', where);
    const assignments = need(o, 'assignments', where);
    if (!Array.isArray(assignments) || assignments.length === 0)
      throw new ManifestStructureError(`${where}.assignments must be a non-empty list`);
    return {
      hostname,
      gpuIndex,
      assignments: assignments.map((raw, j) => {
        const at = `${where}.assignments[${j}]`;
        const a = entry(raw, at);
        const role = need(a, 'worker_role', at);
        if (typeof role !== 'string' || !ROLES.includes(role))
          throw new ManifestStructureError(`${at}.worker_role must be one of prefill, decode, agg`);
        indexField(a, 'worker_index', at);
        indexField(a, 'worker_process', at);
        const het = a.het_group;
        let hetGroup: number | null = null;
        if (het !== undefined && het !== null) {
          const n = integerOf(het);
          if (n === undefined || n < 0)
            throw new ManifestStructureError(`${at}.het_group must be null or an integer >= 0`);
          hetGroup = n;
        }
        return { role: role as Role, hetGroup };
      }),
    };
  });
}

export function parseExpectedWindows(m: JsonObject): ExpectedWindow[] {
  return listField(m, 'expected_windows').map((item, i) => {
    const where = `expected_windows[${i}]`;
    const o = entry(item, where);
    const type = need(o, 'benchmark_type', where);
    if (typeof type !== 'string' || type === '')
      throw new ManifestStructureError(`${where}.benchmark_type must be a non-empty string`);
    const concurrency = integerOf(need(o, 'concurrency', where));
    if (concurrency === undefined || concurrency < 1)
      throw new ManifestStructureError(`${where}.concurrency must be an integer >= 1`);
    return { benchmarkType: type, concurrency };
  });
}
