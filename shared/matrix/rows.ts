/**
 * Row constructors for the four row kinds, with the reference's key order
 * and defaults. Values are copied from the raw YAML.
 */
import type { RawEntry } from '../config/load.js';
import { AGENTIC } from './row-kinds.js';

export type Row = Record<string, unknown>;

/** Agentic rows always run this long (seconds); workflows may override it downstream. */
const AGENTIC_DURATION = 3600;

/** A config being expanded, with what every row of it shares. */
export interface ConfigUnderway {
  key: string;
  entry: RawEntry;
  requirePower: boolean;
}

export function seqName(isl: unknown, osl: unknown): string {
  if (isl === 1024 && osl === 1024) return '1k1k';
  if (isl === 8192 && osl === 1024) return '8k1k';
  return `${isl}_${osl}`;
}

/** The search-space value when the entry has the key (even null, as in the reference), else the top level. */
function component(search: RawEntry, entry: RawEntry, field: 'router' | 'kv-p2p-transfer'): unknown {
  return field in search ? search[field] : entry[field];
}

function addComponent(
  row: Row,
  search: RawEntry,
  entry: RawEntry,
  field: 'router' | 'kv-p2p-transfer',
): void {
  const value = component(search, entry, field);
  if (value != null) row[field] = value;
}

/** A copy of a worker block in source order, with missing pp / dcp-size / pcp-size appended as 1. */
function workerBlock(worker: unknown): Row {
  // Object.assign, not spread: V8's spread copy is slower on these many cold object shapes.
  const copy: Row = Object.assign({}, worker as Row);
  if (!('pp' in copy)) copy.pp = 1;
  if (!('dcp-size' in copy)) copy['dcp-size'] = 1;
  if (!('pcp-size' in copy)) copy['pcp-size'] = 1;
  return copy;
}

function finish(row: Row, config: ConfigUnderway, nodeCount?: number): Row {
  if (nodeCount !== undefined) row['node-count'] = nodeCount;
  if (config.requirePower) row['require-power'] = true;
  return row;
}

export function singleNodeFixedRow(
  config: ConfigUnderway,
  item: RawEntry,
  search: RawEntry,
  conc: number,
  runner: string,
  ep: unknown,
): Row {
  const { entry } = config;
  const row: Row = {
    image: entry.image,
    model: entry.model,
    'model-prefix': entry['model-prefix'],
    precision: entry.precision,
    framework: entry.framework,
    runner,
    isl: item.isl,
    osl: item.osl,
    tp: search.tp,
    pp: search.pp ?? 1,
    'dcp-size': search['dcp-size'] ?? 1,
    'pcp-size': search['pcp-size'] ?? 1,
    conc,
    'max-model-len': (item.isl as number) + (item.osl as number) + 256,
    ep,
    'dp-attn': search['dp-attn'] ?? false,
    'spec-decoding': search['spec-decoding'] ?? 'none',
    'exp-name': `${entry['model-prefix']}_${seqName(item.isl, item.osl)}`,
    disagg: false,
    'run-eval': false,
  };
  addComponent(row, search, entry, 'router');
  return finish(row, config);
}

export function multiNodeFixedRow(
  config: ConfigUnderway,
  item: RawEntry,
  search: RawEntry,
  conc: number[],
  runner: string,
  nodeCount: (row: Row) => number,
): Row {
  const { entry } = config;
  const row: Row = {
    image: entry.image,
    model: entry.model,
    'model-prefix': entry['model-prefix'],
    precision: entry.precision,
    framework: entry.framework,
    runner,
    isl: item.isl,
    osl: item.osl,
    'spec-decoding': search['spec-decoding'] ?? 'none',
    prefill: workerBlock(search.prefill),
    decode: workerBlock(search.decode),
    conc,
    'max-model-len': (item.isl as number) + (item.osl as number) + 256,
    'exp-name': `${entry['model-prefix']}_${seqName(item.isl, item.osl)}`,
    disagg: entry.disagg ?? false,
    'run-eval': false,
  };
  addComponent(row, search, entry, 'router');
  addComponent(row, search, entry, 'kv-p2p-transfer');
  return finish(row, config, nodeCount(row));
}

function kvName(search: RawEntry, mode: unknown): string {
  return `kv${mode}-${(search['kv-offload-backend'] as RawEntry).name}`;
}

function singleNodeAgenticName(config: ConfigUnderway, search: RawEntry, conc: number): string {
  const mode = search['kv-offloading'];
  const spec = search['spec-decoding'] ?? 'none';
  const kv = mode === 'none' ? 'kvnone' : kvName(search, mode);
  return `${config.entry['model-prefix']}_tp${search.tp}_conc${conc}_${kv}${spec === 'none' ? '' : `_spec-${spec}`}`;
}

export function singleNodeAgenticRow(
  config: ConfigUnderway,
  search: RawEntry,
  conc: number,
  runner: string,
  dramGb: number,
): Row {
  const { entry } = config;
  const mode = search['kv-offloading'];
  const row: Row = {
    image: entry.image,
    model: entry.model,
    'model-prefix': entry['model-prefix'],
    precision: entry.precision,
    framework: entry.framework,
    runner,
    tp: search.tp,
    pp: search.pp ?? 1,
    'dcp-size': search['dcp-size'] ?? 1,
    'pcp-size': search['pcp-size'] ?? 1,
    ep: search.ep ?? 1,
    'dp-attn': search['dp-attn'] ?? false,
    'spec-decoding': search['spec-decoding'] ?? 'none',
    conc,
    'kv-offloading': mode,
    'total-cpu-dram-gb': dramGb,
    duration: AGENTIC_DURATION,
    'exp-name': singleNodeAgenticName(config, search, conc),
    'scenario-type': AGENTIC,
  };
  if (search['kv-offload-backend'] != null) row['kv-offload-backend'] = search['kv-offload-backend'];
  addComponent(row, search, entry, 'router');
  return finish(row, config);
}

function workerTag(letter: string, worker: RawEntry): string {
  const ep = worker.ep;
  return `${letter}${worker['num-worker']}x${worker.tp}${ep !== 1 ? `ep${ep}` : ''}${worker['dp-attn'] === true ? 'dpa' : ''}`;
}

export function multiNodeAgenticRow(
  config: ConfigUnderway,
  search: RawEntry,
  chunk: number[],
  runner: string,
  dramGb: number,
  nodeCount: (row: Row) => number,
): Row {
  const { entry } = config;
  const mode = search['kv-offloading'] ?? 'none';
  const prefill = search.prefill as RawEntry;
  const decode = search.decode as RawEntry;
  const suffix = mode === 'none' ? '' : `_${kvName(search, mode)}`;
  const row: Row = {
    image: entry.image,
    model: entry.model,
    'model-prefix': entry['model-prefix'],
    precision: entry.precision,
    framework: entry.framework,
    runner,
    'spec-decoding': search['spec-decoding'] ?? 'none',
    prefill: workerBlock(prefill),
    decode: workerBlock(decode),
    conc: chunk,
    'kv-offloading': mode,
    'total-cpu-dram-gb': dramGb,
    duration: AGENTIC_DURATION,
    'exp-name': `${entry['model-prefix']}_${workerTag('p', prefill)}_${workerTag('d', decode)}_conc${chunk.join('x')}${suffix}`,
    disagg: entry.disagg ?? false,
    'scenario-type': AGENTIC,
  };
  if (search['kv-offload-backend'] != null) row['kv-offload-backend'] = search['kv-offload-backend'];
  addComponent(row, search, entry, 'router');
  addComponent(row, search, entry, 'kv-p2p-transfer');
  return finish(row, config, nodeCount(row));
}

/**
 * Single-node rows of one search-space entry and runner differ only in `conc` (and, for
 * agentic rows, the `exp-name` that names it): later ones are copies of the first, which is
 * cheaper than building each from the raw entries. Key order is the first row's.
 */
export function singleNodeSibling(first: Row, conc: number, config: ConfigUnderway, search: RawEntry): Row {
  const row: Row = { ...first };
  row.conc = conc;
  if (row['scenario-type'] === AGENTIC) row['exp-name'] = singleNodeAgenticName(config, search, conc);
  return row;
}
