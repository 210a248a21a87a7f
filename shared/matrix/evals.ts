/**
 * Eval marking (matrix-generate.md 9): which rows also run as evals, the `--all-evals`
 * expansion and the eval-only filter. Only 8k1k fixed rows are eligible among fixed rows;
 * MIN_EVAL_CONC applies to single-node fixed medians and multi-node "best" concurrencies.
 */
import type { EvalMode } from './options.js';
import type { Row } from './rows.js';
import { AGENTIC } from './row-kinds.js';

export const MIN_EVAL_CONC = 16;

/** Keys that do not make a topology: everything else, compared by deep value. */
const NON_TOPOLOGY = new Set(['conc', 'run-eval', 'eval-only', 'eval-conc', 'eval-all-concs', 'exp-name']);

/** Canonical text of a value: mapping key order does not matter, list order does. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Row)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Rows generated from one search-space entry on one runner share a topology; computed once, on demand. */
const knownTopology = new WeakMap<Row, string>();
const siblingOf = new WeakMap<Row, Row>();

/** Records that `row` has the same topology as `sibling` (same entry and runner, other conc). */
export function sameTopologyAs(row: Row, sibling: Row): void {
  siblingOf.set(row, sibling);
}

export function topologyKey(row: Row): string {
  const known = knownTopology.get(row);
  if (known !== undefined) return known;
  const sibling = siblingOf.get(row);
  const key = sibling ? topologyKey(sibling) : computeTopologyKey(row);
  knownTopology.set(row, key);
  return key;
}

function computeTopologyKey(row: Row): string {
  const keys = Object.keys(row)
    .filter((k) => !NON_TOPOLOGY.has(k))
    .sort();
  return keys.map((k) => `${JSON.stringify(k)}:${canonical(row[k])}`).join(',');
}

const isAgentic = (row: Row) => row['scenario-type'] === AGENTIC;
const is8k1k = (row: Row) => row.isl === 8192 && row.osl === 1024;
const concList = (row: Row) => (Array.isArray(row.conc) ? (row.conc as number[]) : [row.conc as number]);

function groupBy(rows: Row[], indices: number[], key: (row: Row) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const i of indices) {
    const k = key(rows[i]!);
    const group = groups.get(k);
    if (group) group.push(i);
    else groups.set(k, [i]);
  }
  return groups;
}

/** B / C-multi: per topology, the row with the largest conc >= 16 (earliest on ties). */
function selectBestPerTopology(
  rows: Row[],
  indices: number[],
  selected: Map<number, number | undefined>,
): void {
  const best = new Map<number, number>();
  for (const i of indices) {
    const eligible = concList(rows[i]!).filter((c) => c >= MIN_EVAL_CONC);
    if (eligible.length) best.set(i, Math.max(...eligible));
  }
  for (const group of groupBy(rows, [...best.keys()], topologyKey).values()) {
    let winner = group[0]!;
    for (const i of group) if (best.get(i)! > best.get(winner)!) winner = i;
    selected.set(winner, best.get(winner));
  }
}

/** The default policy (9.2); agentic rows take part only in eval-only modes. Index -> eval-conc. */
function defaultSelection(rows: Row[], includeAgentic: boolean): Map<number, number | undefined> {
  const selected = new Map<number, number | undefined>();
  const all = rows.map((_, i) => i);

  // A. single-node fixed: upper median and max of the distinct eligible concs per group.
  const singleFixed = all.filter((i) => {
    const r = rows[i]!;
    return 'tp' in r && is8k1k(r) && (r.conc as number) >= MIN_EVAL_CONC;
  });
  const singleKey = (r: Row) =>
    JSON.stringify([
      r.model,
      r.runner,
      r.framework,
      r.precision,
      r.isl,
      r.osl,
      r['spec-decoding'],
      r['dp-attn'],
    ]);
  for (const group of groupBy(rows, singleFixed, singleKey).values()) {
    const distinct = [...new Set(group.map((i) => rows[i]!.conc as number))].sort((a, b) => a - b);
    const marked = new Set([distinct[distinct.length - 1], distinct[Math.floor(distinct.length / 2)]]);
    for (const i of group) if (marked.has(rows[i]!.conc as number)) selected.set(i, undefined);
  }

  // B. multi-node fixed 8k1k.
  const multiFixed = all.filter((i) => {
    const r = rows[i]!;
    return !('tp' in r) && 'prefill' in r && is8k1k(r);
  });
  selectBestPerTopology(rows, multiFixed, selected);

  if (includeAgentic) {
    // C. agentic: multi-node like B without the sequence condition; single-node max conc per group.
    const agentic = all.filter((i) => isAgentic(rows[i]!));
    selectBestPerTopology(
      rows,
      agentic.filter((i) => 'prefill' in rows[i]!),
      selected,
    );
    const singleAgentic = agentic.filter((i) => !('prefill' in rows[i]!));
    const agenticKey = (r: Row) => JSON.stringify([r.model, r.runner, r.framework, r.precision]);
    for (const group of groupBy(rows, singleAgentic, agenticKey).values()) {
      let winner = group[0]!;
      for (const i of group) if ((rows[i]!.conc as number) > (rows[winner]!.conc as number)) winner = i;
      selected.set(winner, undefined);
    }
  }
  return selected;
}

/** Merges rows of one topology into the first one (9.4): sorted distinct union of conc. */
function mergeByTopology(
  rows: Row[],
  indices: number[],
  finish: (merged: Row, concs: number[]) => void,
): Set<number> {
  const dropped = new Set<number>();
  for (const group of groupBy(rows, indices, topologyKey).values()) {
    const concs = [...new Set(group.flatMap((i) => concList(rows[i]!)))].sort((a, b) => a - b);
    const first = { ...rows[group[0]!]! };
    finish(first, concs);
    rows[group[0]!] = first;
    for (const i of group.slice(1)) dropped.add(i);
  }
  return dropped;
}

/** Applies the eval mode to freshly generated rows (marked in place); returns the rows to emit. */
export function markEvals(rows: Row[], mode: EvalMode): Row[] {
  if (mode === 'none') return rows;
  const selected = defaultSelection(rows, mode !== 'default');
  rows.forEach((row, i) => {
    row['run-eval'] = selected.has(i); // in place for fixed rows, appended for agentic rows
    const evalConc = selected.get(i);
    if (evalConc !== undefined) row['eval-conc'] = evalConc;
  });
  if (mode === 'default') return rows;

  let dropped = new Set<number>();
  if (mode === 'all-evals') {
    const all = rows.map((_, i) => i);
    for (const i of all) {
      const r = rows[i]!;
      const singleNode = !('prefill' in r);
      if (singleNode && (isAgentic(r) || is8k1k(r))) r['run-eval'] = true;
    }
    const multiAgentic = all.filter((i) => isAgentic(rows[i]!) && 'prefill' in rows[i]!);
    const multiFixed = all.filter((i) => !isAgentic(rows[i]!) && 'prefill' in rows[i]! && is8k1k(rows[i]!));
    const d1 = mergeByTopology(rows, multiAgentic, (row, concs) => {
      row.conc = concs;
      row['run-eval'] = true;
      row['eval-conc'] = concs[concs.length - 1]; // keeps its position when present (QUIRK Q11: first exp-name)
    });
    const d2 = mergeByTopology(rows, multiFixed, (row, concs) => {
      row.conc = concs;
      row['run-eval'] = true;
      delete row['eval-conc'];
      row['eval-all-concs'] = true;
    });
    dropped = new Set([...d1, ...d2]);
  }
  const out: Row[] = [];
  rows.forEach((row, i) => {
    if (dropped.has(i) || row['run-eval'] !== true) return;
    row['eval-only'] = true;
    out.push(row);
  });
  return out;
}
