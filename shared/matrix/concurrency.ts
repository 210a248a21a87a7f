/**
 * Concurrency values of a search-space entry.
 * Values are the raw YAML numbers; order and duplicates of a list are kept, as in the reference.
 */
import type { RawEntry } from '../config/load.js';

/** Geometric, inclusive series from start, multiplied by step, capped at end; end is always last. */
export function expandRange(start: number, end: number, step: number): number[] {
  const values: number[] = [];
  if (start > end) return values;
  for (let c = start; ; c = Math.min(c * step, end)) {
    values.push(c);
    if (c >= end) return values;
  }
}

/** The entry's non-empty `conc-list`, or undefined (full-sweep and agentic rule). */
function listOf(entry: RawEntry): number[] | undefined {
  const list = entry['conc-list'];
  return Array.isArray(list) && list.length > 0 ? (list as number[]) : undefined;
}

/** The list when non-empty, otherwise the range expanded with `step`. */
export function valuesOf(entry: RawEntry, step: number): number[] {
  return listOf(entry) ?? expandRange(entry['conc-start'] as number, entry['conc-end'] as number, step);
}

/**
 * test-config fixed-seq-len rows use the list whenever the `conc-list` key is present, even
 * empty (kept from the reference: an empty list next to a range gives no rows).
 */
export function testConfigFixedValues(entry: RawEntry): number[] {
  const list = entry['conc-list'];
  if (Array.isArray(list)) return list as number[];
  return expandRange(entry['conc-start'] as number, entry['conc-end'] as number, 2);
}

/** `--conc`: keep the values present in `wanted`, in the config's order. */
export function keepListed(values: number[], wanted: number[] | undefined): number[] {
  if (!wanted) return values;
  const set = new Set(wanted);
  return values.filter((v) => set.has(v));
}

export interface Bounds {
  minConc?: number;
  maxConc?: number;
  step: number;
}

/** Single-node fixed-seq-len rows in full-sweep: null means skip the entry. */
export function singleNodeFixedValues(entry: RawEntry, { minConc, maxConc, step }: Bounds): number[] | null {
  const list = listOf(entry);
  if (list) {
    let values = list;
    if (minConc !== undefined) {
      if (minConc <= 0) return null;
      values = values.filter((v) => v >= minConc);
      if (values.length === 0) return null;
    }
    if (maxConc !== undefined) {
      if (maxConc <= 0) return null;
      values = values.filter((v) => v <= maxConc);
      if (values.length === 0) values = [maxConc]; // the reference invents a max-conc point
    }
    return values;
  }
  let start = entry['conc-start'] as number;
  let end = entry['conc-end'] as number;
  if (minConc !== undefined) {
    if (minConc <= 0 || end < minConc) return null;
    start = Math.max(start, minConc); // as in the reference, the series restarts at min-conc
  }
  if (maxConc !== undefined) {
    if (maxConc <= 0) return null;
    if (start > maxConc)
      start = end = maxConc; // the reference invents a max-conc point
    else end = Math.min(end, maxConc);
  }
  return expandRange(start, end, step);
}

/** Multi-node fixed-seq-len rows in full-sweep: expand first, then filter. */
export function multiNodeFixedValues(entry: RawEntry, { minConc, maxConc, step }: Bounds): number[] | null {
  let values = valuesOf(entry, step);
  if (minConc !== undefined) {
    if (minConc <= 0) return null;
    values = values.filter((v) => v >= minConc);
    if (values.length === 0) return null;
  }
  if (maxConc !== undefined) {
    values = values.filter((v) => v <= maxConc);
    if (values.length === 0) {
      if (maxConc <= 0) return null;
      values = [maxConc];
    }
  }
  return values;
}

/** Agentic rows in full-sweep: plain filtering, no positivity check, no substitution. */
export function agenticValues(entry: RawEntry, { minConc, maxConc, step }: Bounds): number[] | null {
  let values = valuesOf(entry, step);
  if (minConc !== undefined) values = values.filter((v) => v >= minConc);
  if (maxConc !== undefined) values = values.filter((v) => v <= maxConc);
  return values.length ? values : null;
}
