/**
 * The eval row: the set's metadata (with `conc` possibly overridden by a batched
 * file name) plus one metric record, in the contract's key order.
 */
import { pyIntOr, pyStr } from '../python-values.js';
import { type MetricRecord, truthy } from './extract.js';

export interface EvalRow {
  is_multinode: boolean;
  model_prefix: unknown;
  model: unknown;
  hw: string;
  framework: string;
  precision: string;
  spec_decoding: unknown;
  isl: number;
  osl: number;
  tp: number;
  ep: number;
  prefill_tp: number;
  prefill_ep: number;
  prefill_num_workers: number;
  decode_tp: number;
  decode_ep: number;
  decode_num_workers: number;
  conc: number;
  dp_attention: string;
  prefill_dp_attention: string;
  decode_dp_attention: string;
  task: string;
  em_strict: unknown;
  em_strict_se: unknown;
  em_flexible: unknown;
  em_flexible_se: unknown;
  n_eff: unknown;
  source: string;
  score: unknown;
  score_name: 'em_strict' | 'accuracy' | null;
  score_se: unknown;
}

export type Meta = Record<string, unknown>;

const has = (meta: Meta, key: string) => Object.hasOwn(meta, key);
const metaGet = (meta: Meta, key: string, fallback: unknown) => (has(meta, key) ? meta[key] : fallback);

/**
 * `as_bool`, kept as the reference does it so the row values stay identical: the integer 1 is
 * false (only a 'true' string form is true).
 */
function asBool(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return fallback;
  return pyStr(value).toLowerCase() === 'true';
}

/** Python `==` between JSON scalars: True == 1, but True != "true". */
function pyEquals(a: unknown, b: unknown): boolean {
  const numeric = (v: unknown) => (typeof v === 'boolean' ? Number(v) : v);
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (a === null || b === null || a === undefined || b === undefined) return a === b;
  return numeric(a) === numeric(b) || JSON.stringify(a) === JSON.stringify(b);
}

function lowerStr(value: unknown): string {
  return pyStr(value).toLowerCase();
}

function withFallback(meta: Meta, key: string, fallbackKey: string, fallback: number): number {
  return pyIntOr(metaGet(meta, key, meta[fallbackKey]), fallback);
}

export function buildEvalRow(meta: Meta, record: MetricRecord, source: string, conc?: number): EvalRow {
  const isMultinode = asBool(meta.is_multinode, false);
  const prefillTp = withFallback(meta, 'prefill_tp', 'tp', 1);
  const prefillEp = withFallback(meta, 'prefill_ep', 'ep', 1);
  const rawDp = metaGet(meta, 'dp_attention', 'none');
  const rawPrefillDp = meta.prefill_dp_attention ?? rawDp;
  const rawDecodeDp = meta.decode_dp_attention ?? rawDp;
  const dp = !isMultinode
    ? rawDp
    : pyEquals(rawPrefillDp, rawDecodeDp)
      ? rawPrefillDp
      : `prefill=${lowerStr(rawPrefillDp)},decode=${lowerStr(rawDecodeDp)}`;
  const score =
    record.strict !== null
      ? { score: record.strict, score_name: 'em_strict' as const, score_se: record.strictSe }
      : record.accuracy !== null
        ? { score: record.accuracy, score_name: 'accuracy' as const, score_se: record.accuracySe }
        : { score: null, score_name: null, score_se: null };
  return {
    is_multinode: isMultinode,
    model_prefix: metaGet(meta, 'infmax_model_prefix', 'unknown'),
    model: truthy(record.model) ? record.model : metaGet(meta, 'model', 'unknown'),
    hw: pyStr(meta.hw ?? 'unknown').toUpperCase(),
    framework: pyStr(meta.framework ?? 'unknown').toLowerCase(),
    precision: pyStr(meta.precision ?? 'unknown').toLowerCase(),
    spec_decoding: metaGet(meta, 'spec_decoding', 'unknown'),
    isl: pyIntOr(meta.isl, 0),
    osl: pyIntOr(meta.osl, 0),
    tp: has(meta, 'tp') ? pyIntOr(meta.tp, prefillTp) : prefillTp,
    ep: has(meta, 'ep') ? pyIntOr(meta.ep, prefillEp) : prefillEp,
    prefill_tp: prefillTp,
    prefill_ep: prefillEp,
    prefill_num_workers: pyIntOr(meta.prefill_num_workers, 1),
    decode_tp: withFallback(meta, 'decode_tp', 'tp', 1),
    decode_ep: withFallback(meta, 'decode_ep', 'ep', 1),
    decode_num_workers: pyIntOr(meta.decode_num_workers, 1),
    conc: conc ?? pyIntOr(meta.conc, 0),
    dp_attention: lowerStr(dp),
    prefill_dp_attention: lowerStr(rawPrefillDp),
    decode_dp_attention: lowerStr(rawDecodeDp),
    task: record.task,
    em_strict: record.strict,
    em_strict_se: record.strictSe,
    em_flexible: record.flex,
    em_flexible_se: record.flexSe,
    n_eff: record.nEff,
    source,
    ...score,
  };
}
