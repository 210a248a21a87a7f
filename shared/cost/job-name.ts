/**
 * The job name a planned matrix row gets in the jobs API, and the config key that ties a past
 * job to a planned row. This is the one place that spells the name; it follows the benchmark
 * templates' display name (`p<priority> | <model-prefix> <precision> <runner> <framework short
 * name> <parallelism> c<conc>`, then ` | eval-only` or ` | eval`) behind the caller's display
 * name (`single-node 8k1k / p2.250 | dsr1 fp8 h200 sgl TP8 c4`). The benchmark repository owns
 * the templates: when its display name changes, change this function with it. A name that does
 * not match never borrows another config's durations, it only makes that config "unknown".
 */
import type { PlanRow } from '../plan/schema.js';
import { EVAL_ONLY_JOBS } from './names.js';

/** The templates' short framework names; any other framework shows as written. */
const FRAMEWORK_SHORT: Readonly<Record<string, string>> = {
  sglang: 'sgl',
  'dynamo-sglang': 'dyn-sgl',
  'sglang-disagg': 'sgl-disagg',
};

const text = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const field = (row: PlanRow, key: string): unknown => (row as Record<string, unknown>)[key];

function worker(role: unknown): string {
  const w = (role ?? {}) as Record<string, unknown>;
  return `${text(w['num-worker'])}xTP${text(w.tp)}${Number(w.ep) > 1 ? `EP${text(w.ep)}` : ''}${w['dp-attn'] === true ? 'DPA' : ''}`;
}

/** Single node: TP, EP and DP attention; multi node: prefill and decode workers × their TP. */
function parallelism(row: PlanRow): string {
  if (field(row, 'prefill') !== undefined || field(row, 'decode') !== undefined)
    return `P${worker(field(row, 'prefill'))} D${worker(field(row, 'decode'))}`;
  const ep = Number(field(row, 'ep'));
  return [`TP${text(field(row, 'tp'))}`, ep > 1 ? `EP${ep}` : '', field(row, 'dp-attn') === true ? 'DPA' : '']
    .filter(Boolean)
    .join(' ');
}

/** `<caller> / p<priority> | ...`: the name GitHub lists for the leg of the job `job` (its display name) that runs `row`. */
export function benchmarkJobName(job: string, row: PlanRow): string {
  const conc = field(row, 'conc');
  const framework = text(field(row, 'framework'));
  const suffix = EVAL_ONLY_JOBS.includes(job)
    ? ' | eval-only'
    : field(row, 'run-eval') === true
      ? ' | eval'
      : '';
  const priority = field(row, 'priority');
  const words = [
    text(field(row, 'model-prefix')),
    text(field(row, 'precision')),
    text(field(row, 'runner')),
    FRAMEWORK_SHORT[framework] ?? framework,
    parallelism(row),
    `c${Array.isArray(conc) ? conc.map(text).join('x') : text(conc)}`,
  ];
  const head = priority === undefined || priority === null ? '' : `p${text(priority)} | `;
  return `${job} / ${head}${words.join(' ')}${suffix}`;
}

const PRIORITY_PREFIX = /^p\d+(?:\.\d+)? \| /;
/** GitHub may append the matrix values to a caller's display name: `single-node 1k1k (…)`. */
const MATRIX_VALUES = / \(.*\)$/;

/**
 * The config a job name stands for: caller and template name without the priority (which
 * changes from run to run with the policy and the labels), or undefined for a job that is not
 * a benchmark leg (no ` / `).
 */
export function configKeyOfJobName(name: string): string | undefined {
  const at = name.indexOf(' / ');
  if (at <= 0) return undefined;
  const caller = name.slice(0, at).replace(MATRIX_VALUES, '');
  return `${caller} / ${name.slice(at + 3).replace(PRIORITY_PREFIX, '')}`;
}
