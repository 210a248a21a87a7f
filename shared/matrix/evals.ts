/**
 * Eval marking: which rows also run as evals, the `--all-evals`
 * expansion and the eval-only filter. Only 8k1k fixed rows are eligible among fixed rows;
 * MIN_EVAL_CONC applies to single-node fixed medians and multi-node "best" concurrencies.
 */
import type { EvalMode } from './options.js';
import type { Row } from './rows.js';
import { AGENTIC } from './row-kinds.js';

const MIN_EVAL_CONC = 16;

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

function computeTopologyKey(row: Row): string {
  const keys = Object.keys(row)
    .filter((k) => !NON_TOPOLOGY.has(k))
    .sort();
  return keys.map((k) => `${JSON.stringify(k)}:${canonical(row[k])}`).join(',');
}

const isAgentic = (row: Row) => row['scenario-type'] === AGENTIC;
const is8k1k = (row: Row) => row.isl === 8192 && row.osl === 1024;
const concList = (row: Row) => (Array.isArray(row.conc) ? (row.conc as number[]) : [row.conc as number]);

/**
 * A part of a coarse topology key: values with the same canonical text always give the same
 * part (JSON prints NaN and the infinities as null), objects all give one part.
 */
function coarsePart(value: unknown): string {
  if (value !== null && typeof value === 'object') return '{}';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return String(value);
}

function listPart(list: unknown): string {
  if (!Array.isArray(list)) return coarsePart(list);
  let out = '[';
  for (const item of list) out += `${coarsePart(item)}\u0001`;
  return out;
}

function workerPart(worker: unknown): string {
  if (worker === null || typeof worker !== 'object') return coarsePart(worker);
  const w = worker as Row;
  return `${coarsePart(w['num-worker'])}x${coarsePart(w.tp)}e${coarsePart(w.ep)}${listPart(w['additional-settings'])}`;
}

/**
 * A necessary condition for equal topologies, cheap to compute: rows whose coarse keys
 * differ cannot share a topology, so full keys are only needed where coarse keys collide.
 */
function coarseTopologyKey(r: Row): string {
  const head = `${coarsePart(r.runner)}|${coarsePart(r.model)}|${coarsePart(r['model-prefix'])}|${coarsePart(r.precision)}|${coarsePart(r.framework)}`;
  const shape = `${coarsePart(r.isl)}|${coarsePart(r.osl)}|${coarsePart(r.tp)}|${coarsePart(r.ep)}|${coarsePart(r['spec-decoding'])}|${coarsePart(r['node-count'])}|${coarsePart(r['kv-offloading'])}`;
  return `${head}|${shape}|${workerPart(r.prefill)}|${workerPart(r.decode)}`;
}

/**
 * Which rows belong together under a key. Rows of one generation group share every key, so a
 * key is computed once per group (from the group's first row seen); `groupOf` maps row index to
 * group (each row its own group when absent).
 */
class Grouping {
  private readonly cache = new Map<string, Map<number, string>>();
  constructor(
    private readonly rows: Row[],
    private readonly groupOf: readonly number[] | undefined,
  ) {}

  groupId(i: number): number {
    return this.groupOf ? this.groupOf[i]! : i;
  }

  key(name: string, i: number, compute: (row: Row) => string): string {
    let byGroup = this.cache.get(name);
    if (!byGroup) this.cache.set(name, (byGroup = new Map()));
    const group = this.groupId(i);
    let key = byGroup.get(group);
    if (key === undefined) byGroup.set(group, (key = compute(this.rows[i]!)));
    return key;
  }

  /** Indices grouped by key, each group in index order. */
  by(name: string, indices: number[], compute: (row: Row) => string): number[][] {
    const groups = new Map<string, number[]>();
    for (const i of indices) {
      const k = this.key(name, i, compute);
      const group = groups.get(k);
      if (group) group.push(i);
      else groups.set(k, [i]);
    }
    return [...groups.values()];
  }

  /** Indices grouped by topology: coarse keys first, full keys only where several groups collide. */
  byTopology(indices: number[]): number[][] {
    const out: number[][] = [];
    for (const bucket of this.by('coarse', indices, coarseTopologyKey)) {
      const first = this.groupId(bucket[0]!);
      if (bucket.every((i) => this.groupId(i) === first)) out.push(bucket);
      else out.push(...this.by('topology', bucket, computeTopologyKey));
    }
    return out;
  }
}

/** B / C-multi: per topology, the row with the largest conc >= 16 (earliest on ties). */
function selectBestPerTopology(
  rows: Row[],
  grouping: Grouping,
  indices: number[],
  selected: Map<number, number | undefined>,
): void {
  const best = new Map<number, number>();
  for (const i of indices) {
    let max = -Infinity;
    for (const c of concList(rows[i]!)) if (c >= MIN_EVAL_CONC && c > max) max = c;
    if (max !== -Infinity) best.set(i, max);
  }
  for (const group of grouping.byTopology([...best.keys()])) {
    let winner = group[0]!;
    for (const i of group) if (best.get(i)! > best.get(winner)!) winner = i;
    selected.set(winner, best.get(winner));
  }
}

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
const agenticKey = (r: Row) => JSON.stringify([r.model, r.runner, r.framework, r.precision]);

/** The default policy; agentic rows take part only in eval-only modes. Index -> eval-conc. */
function defaultSelection(
  rows: Row[],
  grouping: Grouping,
  includeAgentic: boolean,
): Map<number, number | undefined> {
  const selected = new Map<number, number | undefined>();
  const singleFixed: number[] = [];
  const multiFixed: number[] = [];
  const multiAgentic: number[] = [];
  const singleAgentic: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if ('tp' in r && is8k1k(r) && (r.conc as number) >= MIN_EVAL_CONC) singleFixed.push(i);
    if (!('tp' in r) && 'prefill' in r && is8k1k(r)) multiFixed.push(i);
    if (includeAgentic && isAgentic(r)) ('prefill' in r ? multiAgentic : singleAgentic).push(i);
  }

  // A. single-node fixed: upper median and max of the distinct eligible concs per group.
  for (const group of grouping.by('single', singleFixed, singleKey)) {
    const distinct = [...new Set(group.map((i) => rows[i]!.conc as number))].sort((a, b) => a - b);
    const marked = new Set([distinct[distinct.length - 1], distinct[Math.floor(distinct.length / 2)]]);
    for (const i of group) if (marked.has(rows[i]!.conc as number)) selected.set(i, undefined);
  }

  // B. multi-node fixed 8k1k.
  selectBestPerTopology(rows, grouping, multiFixed, selected);

  if (includeAgentic) {
    // C. agentic: multi-node like B without the sequence condition; single-node max conc per group.
    selectBestPerTopology(rows, grouping, multiAgentic, selected);
    for (const group of grouping.by('agentic', singleAgentic, agenticKey)) {
      let winner = group[0]!;
      for (const i of group) if ((rows[i]!.conc as number) > (rows[winner]!.conc as number)) winner = i;
      selected.set(winner, undefined);
    }
  }
  return selected;
}

/** Merges rows of one topology into the first one: sorted distinct union of conc. */
function mergeByTopology(
  rows: Row[],
  grouping: Grouping,
  indices: number[],
  finish: (merged: Row, concs: number[]) => void,
): Set<number> {
  const dropped = new Set<number>();
  for (const group of grouping.byTopology(indices)) {
    const concs = [...new Set(group.flatMap((i) => concList(rows[i]!)))].sort((a, b) => a - b);
    const first = { ...rows[group[0]!]! };
    finish(first, concs);
    rows[group[0]!] = first;
    for (const i of group.slice(1)) dropped.add(i);
  }
  return dropped;
}

/**
 * Applies the eval mode to freshly generated rows (marked in place); returns the rows to emit.
 * `groupOf` (row index -> generation group) tells which rows share every key but `conc` and
 * `exp-name`, so keys are computed once per group.
 */
export function markEvals(rows: Row[], mode: EvalMode, groupOf?: readonly number[]): Row[] {
  if (mode === 'none') return rows;
  const grouping = new Grouping(rows, groupOf);
  const selected = defaultSelection(rows, grouping, mode !== 'default');
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
    const d1 = mergeByTopology(rows, grouping, multiAgentic, (row, concs) => {
      row.conc = concs;
      row['run-eval'] = true;
      row['eval-conc'] = concs[concs.length - 1]; // keeps its position when present (the first exp-name, as in the reference)
    });
    const d2 = mergeByTopology(rows, grouping, multiFixed, (row, concs) => {
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
