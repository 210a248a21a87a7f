/**
 * One row per eval identity. When evals are rerun, several result sets for the same eval (same
 * config, same concurrency, same task) reach the aggregate under different artifact names; the
 * results app stores whichever row it meets last on its conflict key. The newest result is the one
 * that counts: newest by the timestamp lm-eval embeds in the result file's name, then, at the same
 * timestamp, the later row in discovery order. Everything that decides, no I/O; the collector and
 * the ingest preflight share it.
 */

/** The row fields that say which eval a row is a result of (everything but the measurements and their file). */
const EVAL_IDENTITY_FIELDS = [
  'is_multinode',
  'model_prefix',
  'hw',
  'framework',
  'precision',
  'spec_decoding',
  'isl',
  'osl',
  'tp',
  'ep',
  'prefill_tp',
  'prefill_ep',
  'prefill_num_workers',
  'decode_tp',
  'decode_ep',
  'decode_num_workers',
  'conc',
  'dp_attention',
  'prefill_dp_attention',
  'decode_dp_attention',
  'task',
] as const;

/** Any row object: the collector's typed EvalRow or a row parsed from an aggregate. */
type RowLike = object;
const fields = (row: RowLike) => row as Readonly<Record<string, unknown>>;

/** A stable key of a row's identity (strings compared as written, hardware case-insensitively). */
export function evalIdentity(rowLike: RowLike): string {
  const row = fields(rowLike);
  return JSON.stringify(
    EVAL_IDENTITY_FIELDS.map((field) => {
      const value = row[field];
      return field === 'hw' && typeof value === 'string' ? value.toUpperCase() : (value ?? null);
    }),
  );
}

/** How a message names an identity: "dsr1 B200 sglang fp8 isl 1024 osl 1024 tp 8 conc 32 task gsm8k". */
function describeEvalIdentity(rowLike: RowLike): string {
  const row = fields(rowLike);
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));
  const topology =
    row.is_multinode === true
      ? `prefill tp ${text(row.prefill_tp)} x${text(row.prefill_num_workers)}, decode tp ${text(row.decode_tp)} x${text(row.decode_num_workers)}`
      : `tp ${text(row.tp)} ep ${text(row.ep)}`;
  return `${text(row.model_prefix)} ${text(row.hw)} ${text(row.framework)} ${text(row.precision)} isl ${text(row.isl)} osl ${text(row.osl)} ${topology} conc ${text(row.conc)} task ${text(row.task)}`;
}

/** `YYYY-MM-DDTHH-MM-SS[.frac]`, as lm-eval names its result files. */
export const EMBEDDED_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?/;

/** The timestamp lm-eval puts in a result file's name ('' when there is none: older than any stamp). */
export function resultStamp(source: unknown): string {
  if (typeof source !== 'string') return '';
  const name = source.slice(source.lastIndexOf('/') + 1);
  return EMBEDDED_TIMESTAMP.exec(name)?.[0] ?? '';
}

interface SupersededEval<R> {
  row: R;
  by: R;
  identity: string;
}

export interface NewestEvals<R> {
  /** One row per identity, in the order of the input. */
  kept: R[];
  /** Every other row, with the row that replaced it. */
  superseded: SupersededEval<R>[];
}

/** Keeps the newest row of each eval identity. */
export function newestPerIdentity<R extends RowLike>(rows: readonly R[]): NewestEvals<R> {
  const newest = new Map<string, R>();
  for (const row of rows) {
    const key = evalIdentity(row);
    const current = newest.get(key);
    // `>=`: at the same timestamp the later row in discovery order wins.
    if (!current || resultStamp(fields(row).source) >= resultStamp(fields(current).source))
      newest.set(key, row);
  }
  const kept: R[] = [];
  const superseded: SupersededEval<R>[] = [];
  for (const row of rows) {
    const key = evalIdentity(row);
    const by = newest.get(key)!;
    if (by === row) kept.push(row);
    else superseded.push({ row, by, identity: describeEvalIdentity(row) });
  }
  return { kept, superseded };
}
