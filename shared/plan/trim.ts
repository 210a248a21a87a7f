/**
 * `--trim-conc` (PR label `sweep-enabled`): the minimum concurrency per
 * configuration. Multi-node rows keep their place with `conc` cut to `[min]`; other rows are
 * grouped by every field except `conc` and `exp-name` and only the smallest `conc` stays
 * (ties: the earliest), kept rows in their original order.
 */
import { canonicalJson } from './fingerprint.js';

type Row = Record<string, unknown>;

function minimum(values: number[]): number {
  return values.reduce((a, b) => (b < a ? b : a));
}

export function trimConcurrency(rows: Row[]): Row[] {
  const best = new Map<string, number>();
  const keyOf = (row: Row) => {
    const { conc: _conc, 'exp-name': _name, ...rest } = row;
    return canonicalJson(rest);
  };
  const keys = rows.map((row) => (row.prefill != null ? undefined : keyOf(row)));
  rows.forEach((row, i) => {
    const key = keys[i];
    if (key === undefined) return;
    const current = best.get(key);
    if (current === undefined || (row.conc as number) < (rows[current]!.conc as number)) best.set(key, i);
  });
  const out: Row[] = [];
  rows.forEach((row, i) => {
    const key = keys[i];
    if (key === undefined) {
      const conc = row.conc;
      out.push(Array.isArray(conc) && conc.length > 1 ? { ...row, conc: [minimum(conc as number[])] } : row);
    } else if (best.get(key) === i) out.push(row);
  });
  return out;
}
