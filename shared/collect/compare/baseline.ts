/**
 * The production baseline of one PR row: the query's parameters and the
 * matching rule, applied to baseline records (an export of the production database, since the
 * database itself is reached only through a port). The newest record matching every parameter wins.
 * Kept as the reference does it, so comparisons read as they always have: `hw` is the runner
 * label, so cluster labels never match canonical hardware names.
 */
import { z } from 'zod';

export const BaselineRecord = z.looseObject({
  hardware: z.string(),
  framework: z.string(),
  precision: z.string(),
  spec_method: z.string(),
  model: z.string(),
  disagg: z.boolean(),
  is_multinode: z.boolean(),
  prefill_tp: z.number(),
  prefill_ep: z.number(),
  prefill_dp_attention: z.union([z.boolean(), z.string()]),
  decode_tp: z.number(),
  decode_ep: z.number(),
  decode_dp_attention: z.union([z.boolean(), z.string()]),
  isl: z.number(),
  osl: z.number(),
  conc: z.number(),
  date: z.string(),
  head_branch: z._default(z.string(), 'main'),
  error: z._default(z.nullable(z.string()), null),
  metrics: z.record(z.string(), z.nullable(z.number())),
});
export type BaselineRecord = z.infer<typeof BaselineRecord>;
export const BaselineFile = z.array(BaselineRecord);

export interface BaselineQuery {
  hardware: string;
  framework: string;
  precision: string;
  spec_method: string;
  model_prefix: string;
  disagg: boolean;
  is_multinode: boolean;
  prefill_tp: unknown;
  prefill_ep: unknown;
  prefill_dp_attention: unknown;
  decode_tp: unknown;
  decode_ep: unknown;
  decode_dp_attention: unknown;
  isl: unknown;
  osl: unknown;
  conc: unknown;
}

/** One trailing -multinode, -trt or -disagg removed, then lower-cased. */
export function stripHardwareSuffix(hw: string): string {
  return hw.replace(/-(multinode|trt|disagg)$/, '').toLowerCase();
}

const lower = (value: unknown) => String(value ?? '').toLowerCase();
const asBoolean = (value: unknown) =>
  value === true || (typeof value === 'string' && value.toLowerCase() === 'true');

function need(row: Record<string, unknown>, key: string): unknown {
  if (!Object.hasOwn(row, key))
    throw new Error(
      `row for ${String(row.hw)} conc ${String(row.conc)} has no '${key}' (KeyError in the reference)`,
    );
  return row[key];
}

export function baselineQuery(row: Record<string, unknown>): BaselineQuery {
  const multinode = asBoolean(row.is_multinode);
  const topology = multinode
    ? {
        prefill_tp: need(row, 'prefill_tp'),
        prefill_ep: need(row, 'prefill_ep'),
        prefill_dp_attention: need(row, 'prefill_dp_attention'),
        decode_tp: need(row, 'decode_tp'),
        decode_ep: need(row, 'decode_ep'),
        decode_dp_attention: need(row, 'decode_dp_attention'),
      }
    : (() => {
        const tp = need(row, 'tp');
        const ep = need(row, 'ep');
        const dp = need(row, 'dp_attention');
        return {
          prefill_tp: tp,
          prefill_ep: ep,
          prefill_dp_attention: dp,
          decode_tp: tp,
          decode_ep: ep,
          decode_dp_attention: dp,
        };
      })();
  return {
    hardware: stripHardwareSuffix(String(row.hw ?? '')),
    framework: lower(row.framework),
    precision: lower(row.precision),
    spec_method: lower(row.spec_decoding ?? 'none'),
    model_prefix: lower(row.infmax_model_prefix),
    disagg: asBoolean(row.disagg),
    is_multinode: multinode,
    ...topology,
    isl: row.isl,
    osl: row.osl,
    conc: row.conc,
  };
}

/** SQL `LIKE prefix || '%'`: `%` and `_` inside the prefix are wildcards too. */
function likePrefix(prefix: string): RegExp {
  const body = prefix
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${body}`, 's');
}

const sameDp = (a: unknown, b: unknown) => lower(a) === lower(b);

export function findBaseline(query: BaselineQuery, records: BaselineRecord[]): BaselineRecord | undefined {
  const model = likePrefix(query.model_prefix);
  const matches = records.filter(
    (r) =>
      r.hardware === query.hardware &&
      r.framework === query.framework &&
      r.precision === query.precision &&
      r.spec_method === query.spec_method &&
      model.test(r.model) &&
      r.disagg === query.disagg &&
      r.is_multinode === query.is_multinode &&
      r.prefill_tp === query.prefill_tp &&
      r.prefill_ep === query.prefill_ep &&
      sameDp(r.prefill_dp_attention, query.prefill_dp_attention) &&
      r.decode_tp === query.decode_tp &&
      r.decode_ep === query.decode_ep &&
      sameDp(r.decode_dp_attention, query.decode_dp_attention) &&
      r.isl === query.isl &&
      r.osl === query.osl &&
      r.conc === query.conc &&
      r.head_branch === 'main' &&
      r.error === null,
  );
  return matches.reduce<BaselineRecord | undefined>(
    (newest, r) => (!newest || r.date > newest.date ? r : newest),
    undefined,
  );
}
