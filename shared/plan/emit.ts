/**
 * Re-emitting rows into the plan: each row kind has a fixed field order,
 * defaults filled, null fields omitted, and rows are bucketed by node kind and sequence-length
 * group. Keys the reference's models did not know (sweepkit's `node-count`, `require-power`)
 * are kept, just before `recipe-fingerprint`.
 */
import { EVAL_LIST_KEYS, type PlanGroups, type PlanRow } from './schema.js';

type Row = Record<string, unknown>;
type Field = [name: string, fallback?: unknown];

const AGENTIC = 'agentic-coding';

const SINGLE_FIXED: Field[] = [
  ['image'],
  ['model'],
  ['model-prefix'],
  ['precision'],
  ['framework'],
  ['spec-decoding'],
  ['runner'],
  ['isl'],
  ['osl'],
  ['tp'],
  ['pp'],
  ['dcp-size'],
  ['pcp-size'],
  ['ep'],
  ['dp-attn'],
  ['conc'],
  ['max-model-len'],
  ['exp-name'],
  ['disagg'],
  ['run-eval'],
  ['eval-only', false],
  ['router'],
];
const SINGLE_AGENTIC: Field[] = [
  ['image'],
  ['model'],
  ['model-prefix'],
  ['precision'],
  ['framework'],
  ['runner'],
  ['tp'],
  ['pp'],
  ['dcp-size'],
  ['pcp-size'],
  ['ep'],
  ['dp-attn'],
  ['spec-decoding', 'none'],
  ['conc'],
  ['kv-offloading'],
  ['kv-offload-backend'],
  ['router'],
  ['total-cpu-dram-gb'],
  ['duration'],
  ['exp-name'],
  ['scenario-type'],
  ['run-eval'],
  ['eval-only'],
];
const MULTI_FIXED: Field[] = [
  ['image'],
  ['model'],
  ['model-prefix'],
  ['precision'],
  ['framework'],
  ['spec-decoding'],
  ['runner'],
  ['isl'],
  ['osl'],
  ['prefill'],
  ['decode'],
  ['conc'],
  ['max-model-len'],
  ['exp-name'],
  ['disagg'],
  ['run-eval'],
  ['eval-only', false],
  ['eval-conc'],
  ['eval-all-concs', false],
  ['router'],
  ['kv-p2p-transfer'],
];
const MULTI_AGENTIC: Field[] = [
  ['image'],
  ['model'],
  ['model-prefix'],
  ['precision'],
  ['framework'],
  ['spec-decoding'],
  ['runner'],
  ['prefill'],
  ['decode'],
  ['conc'],
  ['kv-offloading'],
  ['kv-offload-backend'],
  ['router'],
  ['kv-p2p-transfer'],
  ['total-cpu-dram-gb'],
  ['duration'],
  ['exp-name'],
  ['disagg'],
  ['scenario-type'],
  ['run-eval'],
  ['eval-only'],
  ['eval-conc'],
];
const WORKER: Field[] = [
  ['num-worker'],
  ['tp'],
  ['pp', 1],
  ['dcp-size', 1],
  ['pcp-size', 1],
  ['ep'],
  ['dp-attn'],
  ['hardware'],
  ['additional-settings', []],
];
const BACKEND: Field[] = [['name'], ['version']];

/** Copies the fields in model order (defaults filled, nulls dropped), then any other keys. */
function reorder(source: Row, fields: Field[], nested: Record<string, Field[]> = {}): Row {
  const out: Row = {};
  const known = new Set<string>();
  for (const [name, fallback] of fields) {
    known.add(name);
    let value = Object.hasOwn(source, name) ? source[name] : undefined;
    if (value == null && fallback !== undefined) value = structuredClone(fallback);
    if (value == null) continue;
    const shape = nested[name];
    out[name] =
      shape && typeof value === 'object' && !Array.isArray(value) ? reorder(value as Row, shape) : value;
  }
  let fingerprint: unknown;
  for (const [name, value] of Object.entries(source)) {
    if (known.has(name) || value == null) continue;
    if (name === 'recipe-fingerprint') fingerprint = value;
    else out[name] = value;
  }
  if (fingerprint !== undefined) out['recipe-fingerprint'] = fingerprint;
  return out;
}

function isAgentic(row: Row): boolean {
  return row['scenario-type'] === AGENTIC;
}

function isMultiNode(row: Row): boolean {
  return row.prefill != null;
}

function emitRow(row: Row): PlanRow {
  const nested: Record<string, Field[]> = isMultiNode(row)
    ? { prefill: WORKER, decode: WORKER, 'kv-offload-backend': BACKEND, router: BACKEND }
    : { 'kv-offload-backend': BACKEND, router: BACKEND };
  if (isAgentic(row)) return reorder(row, isMultiNode(row) ? MULTI_AGENTIC : SINGLE_AGENTIC, nested);
  return reorder(row, isMultiNode(row) ? MULTI_FIXED : SINGLE_FIXED, nested);
}

function seqGroup(row: Row): string {
  if (row.isl === 1024 && row.osl === 1024) return '1k1k';
  if (row.isl === 8192 && row.osl === 1024) return '8k1k';
  return `${row.isl}_${row.osl}`;
}

export interface Buckets {
  single_node: PlanGroups;
  multi_node: PlanGroups;
  evals: PlanRow[];
  agentic_evals: PlanRow[];
  multinode_evals: PlanRow[];
  multinode_agentic_evals: PlanRow[];
}

/** Throughput rows into groups (first-row order), eval rows into the four lists. */
export function bucket(throughput: Row[], evals: Row[]): Buckets {
  const out: Buckets = {
    single_node: {},
    multi_node: {},
    evals: [],
    agentic_evals: [],
    multinode_evals: [],
    multinode_agentic_evals: [],
  };
  for (const row of throughput) {
    const side = isMultiNode(row) ? out.multi_node : out.single_node;
    const group = isAgentic(row) ? 'agentic' : seqGroup(row);
    (side[group] ??= []).push(emitRow(row));
  }
  for (const row of evals) {
    const list = EVAL_LIST_KEYS[(isMultiNode(row) ? 2 : 0) + (isAgentic(row) ? 1 : 0)]!;
    out[list].push(emitRow(row));
  }
  return out;
}
