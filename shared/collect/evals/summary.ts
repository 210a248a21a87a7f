/**
 * The eval Markdown summary: single-node and multi-node tables, each sorted stably by
 * its key tuple (the JSON stays in discovery order). FIX: keys of mixed types (null vs string)
 * crashed the reference's sort; they are ordered by type here instead.
 */
import { markdownTable } from '../markdown-table.js';
import { formatFixed } from '../python-format.js';
import { pyFloatOrUndefined, pyStr } from '../python-values.js';
import type { EvalRow } from './row.js';

export type EvalSortBy = 'model_prefix' | 'hw';

const SINGLE_KEYS = [
  'model_prefix',
  'hw',
  'framework',
  'precision',
  'spec_decoding',
  'isl',
  'osl',
  'tp',
  'ep',
  'conc',
] as const;
const MULTI_KEYS = [
  'model_prefix',
  'hw',
  'framework',
  'precision',
  'spec_decoding',
  'isl',
  'osl',
  'prefill_tp',
  'prefill_ep',
  'prefill_num_workers',
  'decode_tp',
  'decode_ep',
  'decode_num_workers',
  'conc',
] as const;

function typeRank(value: unknown): number {
  return value === null || value === undefined
    ? 0
    : typeof value === 'number' || typeof value === 'boolean'
      ? 1
      : 2;
}

function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeRank(a) === 1) return Number(a) - Number(b);
  return 0;
}

function sortRows(rows: EvalRow[], keys: readonly (keyof EvalRow)[]): EvalRow[] {
  return [...rows].sort((x, y) => {
    for (const key of keys) {
      const order = compareValues(x[key], y[key]);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** `pct(x)`: ×100 with two half-even decimals and '%', or N/A. */
export function pct(value: unknown): string {
  const number = value === null ? undefined : pyFloatOrUndefined(value);
  return number === undefined ? 'N/A' : `${formatFixed(number * 100, 2)}%`;
}

/** `se(x)`: ' ±' + ×100 with two decimals + '%', or ''. */
export function se(value: unknown): string {
  const number = value === null ? undefined : pyFloatOrUndefined(value);
  return number === undefined ? '' : ` ±${formatFixed(number * 100, 2)}%`;
}

const nEff = (value: unknown) => (value ? pyStr(value) : '');
const upper = (value: unknown) => pyStr(value).toUpperCase();
const cell = (value: unknown) => (typeof value === 'number' ? value : value === null ? null : pyStr(value));

function singleNodeTable(rows: EvalRow[]): string {
  return markdownTable(
    [
      'Model Prefix',
      'Hardware',
      'Framework',
      'Precision',
      'Spec Decode',
      'ISL',
      'OSL',
      'TP',
      'EP',
      'Conc',
      'DP Attention',
      'Task',
      'Score',
      'EM Strict',
      'EM Flexible',
      'N (eff)',
      'Model',
    ],
    rows.map((r) => [
      cell(r.model_prefix),
      r.hw,
      upper(r.framework),
      upper(r.precision),
      cell(r.spec_decoding),
      r.isl,
      r.osl,
      r.tp,
      r.ep,
      r.conc,
      r.dp_attention,
      r.task,
      pct(r.score) + se(r.score_se),
      pct(r.em_strict) + se(r.em_strict_se),
      pct(r.em_flexible) + se(r.em_flexible_se),
      nEff(r.n_eff),
      cell(r.model),
    ]),
  );
}

function multiNodeTable(rows: EvalRow[]): string {
  return markdownTable(
    [
      'Model Prefix',
      'Hardware',
      'Framework',
      'Precision',
      'Spec Decode',
      'ISL',
      'OSL',
      'Prefill TP',
      'Prefill EP',
      'Prefill DP Attn',
      'Prefill Workers',
      'Decode TP',
      'Decode EP',
      'Decode DP Attn',
      'Decode Workers',
      'Conc',
      'Task',
      'Score',
      'EM Strict',
      'EM Flexible',
      'N (eff)',
      'Model',
    ],
    rows.map((r) => [
      cell(r.model_prefix),
      r.hw,
      upper(r.framework),
      upper(r.precision),
      cell(r.spec_decoding),
      r.isl,
      r.osl,
      r.prefill_tp,
      r.prefill_ep,
      r.prefill_dp_attention,
      r.prefill_num_workers,
      r.decode_tp,
      r.decode_ep,
      r.decode_dp_attention,
      r.decode_num_workers,
      r.conc,
      r.task,
      pct(r.score) + se(r.score_se),
      pct(r.em_strict) + se(r.em_strict_se),
      pct(r.em_flexible) + se(r.em_flexible_se),
      nEff(r.n_eff),
      cell(r.model),
    ]),
  );
}

/** The collector's stdout: what run-sweep appends to the job summary under "## Eval Summary". */
export function evalSummaryMarkdown(rows: EvalRow[], sortBy: EvalSortBy = 'model_prefix'): string {
  if (rows.length === 0) return '> No eval results found to summarize.\n';
  const drop = sortBy === 'hw' ? 1 : 0;
  const single = rows.filter((r) => !r.is_multinode);
  const multi = rows.filter((r) => r.is_multinode);
  let text = '';
  if (single.length)
    text += `### Single-Node Eval Results\n\n${singleNodeTable(sortRows(single, SINGLE_KEYS.slice(drop)))}\n`;
  if (multi.length) {
    if (single.length) text += '\n\n';
    text += `### Multi-Node Eval Results\n\n${multiNodeTable(sortRows(multi, MULTI_KEYS.slice(drop)))}\n`;
  }
  return text;
}
