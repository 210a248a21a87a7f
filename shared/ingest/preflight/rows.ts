/**
 * The results app's row rules, one function each, and the config a row belongs to.
 *
 * - A row whose `num_requests_successful` is numerically 0 while `num_requests_total` is a number
 *   is a failed run: the app skips it, because it carries no metrics and would overwrite a good row
 *   of the same config on the database's conflict key (zero-total server-start failures included).
 * - The app discards the interactivity values in an agentic row and derives each of them from the
 *   matching ITL statistic (1 / ITL). An agentic row without any ITL statistic therefore has no
 *   interactivity once loaded; the preflight counts such rows apart and not as loading.
 */
import { AGENTIC_SCENARIO, AGENTIC_TYPE, FIXED_TYPE, UNKNOWN_PART, type BenchmarkType } from './names.js';
import type { ConfigKey } from './schemas.js';

export type Row = Record<string, unknown>;
export type RowFate = 'kept' | 'failed' | 'noItl';

export function isRow(value: unknown): value is Row {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Python's `float(x) == 0` for the values an aggregate can hold (not booleans, not an empty string). */
function numericallyZero(value: unknown): boolean {
  if (typeof value === 'number') return value === 0;
  return typeof value === 'string' && value.trim() !== '' && Number(value) === 0;
}

export function isFailedRun(row: Row): boolean {
  return typeof row.num_requests_total === 'number' && numericallyZero(row.num_requests_successful);
}

/** `p90_itl`, `itl`, `mean_itl_ms`, `full_response_itl`, `inter_token_latency`, ... */
const ITL_KEY = /(^|_)itl(_|$)|inter_?token_?latency/i;
const MAX_DEPTH = 4;

function hasPositiveNumber(value: unknown, depth: number): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => hasPositiveNumber(v, depth + 1));
}

/** An ITL statistic anywhere in the row (top level or nested in its request metrics). */
export function hasItl(value: unknown, depth = 0): boolean {
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, v]) => (ITL_KEY.test(key) && hasPositiveNumber(v, depth + 1)) || hasItl(v, depth + 1),
  );
}

/** A row of results_bmk is agentic when its scenario says so; every other row there is fixed-sequence. */
export function throughputRowType(row: Row): BenchmarkType {
  return row.scenario_type === AGENTIC_SCENARIO ? AGENTIC_TYPE : FIXED_TYPE;
}

export function rowFate(row: Row, type: BenchmarkType): RowFate {
  if (isFailedRun(row)) return 'failed';
  if (type === AGENTIC_TYPE && !hasItl(row)) return 'noItl';
  return 'kept';
}

function part(...values: unknown[]): string {
  const value = values.find((v) => typeof v === 'string' && v !== '');
  return typeof value === 'string' ? value.toLowerCase() : UNKNOWN_PART;
}

/**
 * The config of a row: throughput and agentic rows name the model `infmax_model_prefix`, eval rows
 * `model_prefix`; eval rows upper-case the hardware, so every part is compared lower-cased.
 */
export function rowConfig(row: Row, type: BenchmarkType): ConfigKey {
  return {
    model: part(row.infmax_model_prefix, row.model_prefix, row.model),
    hardware: part(row.hw),
    framework: part(row.framework),
    precision: part(row.precision),
    type,
  };
}

/** The same config in the same form, for keys given by someone else (the plan). */
export function normalConfig(config: ConfigKey): ConfigKey {
  return {
    model: part(config.model),
    hardware: part(config.hardware),
    framework: part(config.framework),
    precision: part(config.precision),
    type: config.type,
  };
}

export function configId(config: ConfigKey): string {
  return [config.type, config.model, config.hardware, config.framework, config.precision].join('\u0000');
}
