/**
 * The job summary of a generated matrix: how many rows per runner, model, sequence length
 * and topology, and the eval rows. Markdown, built from the rows only.
 */
import type { Row } from './rows.js';
import { rowKind } from './row-kinds.js';
import { seqName } from './rows.js';

/**
 * Ties in code-point order: the same on every machine, where `localeCompare` follows the
 * process's ICU locale, and without starting ICU's collator on the first call.
 */
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function countBy(rows: Row[], key: (row: Row) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const name = key(row);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0]));
}

function table(title: string, heading: string, counts: [string, number][]): string {
  if (counts.length === 0) return '';
  const lines = counts.map(([name, n]) => `| ${name.replace(/\|/g, '\\|')} | ${n} |`);
  return `### ${title}\n\n| ${heading} | rows |\n| --- | ---: |\n${lines.join('\n')}\n`;
}

function workerText(worker: unknown): string {
  const w = worker as Row;
  return `${w['num-worker']}x tp${w.tp}${w.ep !== 1 ? ` ep${w.ep}` : ''}${w['dp-attn'] === true ? ' dpa' : ''}`;
}

/** Topology in words: `tp8 ep8` for single-node rows, `prefill 1x tp8 / decode 2x tp8` for multi-node. */
function topologyText(row: Row): string {
  if (row.prefill != null) return `prefill ${workerText(row.prefill)} / decode ${workerText(row.decode)}`;
  return `tp${row.tp}${row.ep !== 1 ? ` ep${row.ep}` : ''}${row['dp-attn'] === true ? ' dpa' : ''}`;
}

export function sequenceText(row: Row): string {
  return row['scenario-type'] === 'agentic-coding' ? 'agentic' : seqName(row.isl, row.osl);
}

export function matrixSummary(rows: Row[], title = 'Benchmark matrix'): string {
  const evals = rows.filter((row) => row['run-eval'] === true);
  const parts = [
    `## ${title}\n\n${rows.length} row(s), ${evals.length} marked for evals.\n`,
    table('By kind', 'kind', countBy(rows, rowKind)),
    table(
      'By runner',
      'runner',
      countBy(rows, (r) => String(r.runner)),
    ),
    table(
      'By model',
      'model',
      countBy(rows, (r) => String(r.model)),
    ),
    table('By sequence length', 'sequence', countBy(rows, sequenceText)),
    table('By topology', 'topology', countBy(rows, topologyText)),
    table(
      'Eval rows',
      'config (runner, sequence, conc)',
      countBy(
        evals,
        (r) =>
          `${r['exp-name']} (${r.runner}, ${sequenceText(r)}, ${JSON.stringify(r['eval-conc'] ?? r.conc)})`,
      ),
    ),
  ];
  return parts.filter(Boolean).join('\n');
}
