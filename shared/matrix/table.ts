/**
 * The matrix as a table for a terminal: one line per group of rows that differ only in
 * concurrency (and topology), with the concurrency range, the node count and how many rows the
 * line stands for. Fits a column budget (100 by default): the widest text columns are cut with
 * an ellipsis, never the numbers.
 */
import type { Row } from './rows.js';
import { type RowKind, rowKind } from './row-kinds.js';
import { sequenceText } from './summary.js';

/** How a caller styles parts of the table (colour on a terminal); plain text by default. */
export type TableStyle = (text: string, role: 'header' | 'dim') => string;

const KIND_SHORT: Record<RowKind, string> = {
  'single-node-fixed': 'sn-fixed',
  'multi-node-fixed': 'mn-fixed',
  'single-node-agentic': 'sn-agentic',
  'multi-node-agentic': 'mn-agentic',
};

const HEADINGS = ['kind', 'runner', 'model', 'framework', 'precision', 'isl/osl', 'conc', 'nodes', 'rows'];
/** Columns that may be cut to fit, in the order they give way (model first). */
const SHRINKABLE = [2, 1, 3];
const MIN_WIDTH = 6;
const GAP = '  ';

export const ELLIPSIS = '…';

/** `text` cut to `width` characters, the last one an ellipsis when something was cut. */
function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}${ELLIPSIS}`;
}

function concValues(row: Row): number[] {
  const conc = row.conc;
  return (Array.isArray(conc) ? conc : [conc]).filter((c): c is number => typeof c === 'number');
}

interface Group {
  cells: string[];
  conc: number[];
  rows: number;
}

function groupRows(rows: readonly Row[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const nodes = row['node-count'] === undefined ? '1' : String(row['node-count']);
    const cells = [
      KIND_SHORT[rowKind(row)],
      String(row.runner),
      String(row.model),
      String(row.framework),
      String(row.precision),
      sequenceText(row),
      nodes,
    ];
    const key = cells.join('\u0000');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { cells, conc: [], rows: 0 }));
    group.conc.push(...concValues(row));
    group.rows++;
  }
  return [...groups.values()];
}

function concRange(values: number[]): string {
  if (values.length === 0) return '-';
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}-${high}`;
}

export function matrixTable(
  rows: readonly Row[],
  options: { width?: number; style?: TableStyle } = {},
): string {
  const budget = options.width ?? 100;
  const style: TableStyle = options.style ?? ((text) => text);
  const body = groupRows(rows).map(({ cells, conc, rows: count }) => {
    const [kind, runner, model, framework, precision, seq, nodes] = cells as [string, ...string[]];
    return [
      kind,
      runner,
      model,
      framework,
      precision,
      seq,
      concRange(conc),
      nodes,
      String(count),
    ] as string[];
  });
  const total = (widths: number[]) =>
    widths.reduce((sum, w) => sum + w, 0) + GAP.length * (widths.length - 1);
  const measure = () =>
    HEADINGS.map((heading, i) => Math.max(heading.length, ...body.map((line) => line[i]!.length)));
  let widths = measure();
  // Too wide: the model's organisation goes first (`org/name` -> `name`), then columns are cut.
  if (total(widths) > budget) {
    for (const line of body) line[2] = line[2]!.replace(/^[^/]*\//, '');
    widths = measure();
  }
  let excess = total(widths) - budget;
  for (const column of SHRINKABLE) {
    if (excess <= 0) break;
    const cut = Math.min(excess, widths[column]! - Math.max(MIN_WIDTH, HEADINGS[column]!.length));
    if (cut > 0) {
      widths[column]! -= cut;
      excess -= cut;
    }
  }
  const numeric = (i: number) => i >= 6;
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const text = truncate(cell, widths[i]!);
        return numeric(i) ? text.padStart(widths[i]!) : text.padEnd(widths[i]!);
      })
      .join(GAP)
      .trimEnd();
  const groups = body.length;
  const footer = `${rows.length} row(s) in ${groups} line(s); conc is the range of the lines' concurrencies`;
  return (
    [style(line(HEADINGS), 'header'), ...body.map(line), style(truncate(footer, budget), 'dim')].join('\n') +
    '\n'
  );
}
