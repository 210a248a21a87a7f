/**
 * Metric records from one lm-eval result file: one per task of `results`, with the
 * strict / flexible / accuracy pairs chosen by the task's filter list.
 * Kept as the reference does it, because `agg_eval_all.json` must stay identical: tasks reporting `acc,none` under a filter list get no score; a later
 * filter of the same family overwrites an earlier one even with null; values are copied without
 * type checks (a string "N/A" stderr passes through).
 */
import { SweepkitError } from '../../errors.js';

export interface MetricRecord {
  task: string;
  strict: unknown;
  strictSe: unknown;
  flex: unknown;
  flexSe: unknown;
  accuracy: unknown;
  accuracySe: unknown;
  nEff: unknown;
  model: unknown;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function get(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

function malformed(file: string, task: string, message: string): SweepkitError {
  return new SweepkitError({
    message,
    file,
    entry: task,
    hint: 'the file must be an unmodified lm-eval results file',
  });
}

function baseMetric(file: string, task: string, config: unknown): string {
  const list = get(config, 'metric_list');
  if (list === undefined || list === null || (Array.isArray(list) && list.length === 0)) return 'exact_match';
  const metric = Array.isArray(list) ? get(list[0], 'metric') : undefined;
  if (typeof metric !== 'string') throw malformed(file, task, "configs.metric_list[0] has no 'metric' name");
  return metric;
}

/** Python truthiness for the JSON values `model_name` can hold. */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return Boolean(value);
}

const value = (results: Json, key: string) => (Object.hasOwn(results, key) ? results[key] : null);

export function extractMetrics(file: string, data: Json): MetricRecord[] {
  const results = data.results;
  if (!isObject(results)) return [];
  const records: MetricRecord[] = [];
  for (const [task, taskResults] of Object.entries(results)) {
    if (!isObject(taskResults)) throw malformed(file, task, 'task results are not an object');
    const config = get(data.configs, task);
    const base = baseMetric(file, task, config);
    const record: MetricRecord = {
      task,
      strict: null,
      strictSe: null,
      flex: null,
      flexSe: null,
      accuracy: null,
      accuracySe: null,
      nEff: null,
      model: null,
    };
    const filters = get(config, 'filter_list');
    if (!Array.isArray(filters) || filters.length === 0) {
      if (Object.hasOwn(taskResults, 'acc')) {
        record.accuracy = value(taskResults, 'acc');
        record.accuracySe = value(taskResults, 'acc_stderr');
      } else {
        record.strict = value(taskResults, base);
        record.strictSe = value(taskResults, `${base}_stderr`);
      }
    } else {
      for (const filter of filters) {
        const name = get(filter, 'name');
        if (typeof name !== 'string') throw malformed(file, task, "a filter_list entry has no 'name'");
        if (name.includes('strict') || name.includes('resolved')) {
          record.strict = value(taskResults, `${base},${name}`);
          record.strictSe = value(taskResults, `${base}_stderr,${name}`);
        } else if (name.includes('flex') || name.includes('extract')) {
          record.flex = value(taskResults, `${base},${name}`);
          record.flexSe = value(taskResults, `${base}_stderr,${name}`);
        }
      }
    }
    const samples = Object.hasOwn(data, 'n-samples') ? data['n-samples'] : {};
    if (samples === null) throw malformed(file, task, "'n-samples' is null");
    record.nEff = get(get(samples, task), 'effective') ?? null;
    record.model = truthy(data.model_name)
      ? data.model_name
      : (get(get(config, 'metadata'), 'model') ?? null);
    records.push(record);
  }
  return records;
}
