/**
 * Markdown tables as Python `tabulate(rows, headers, tablefmt="github")` 0.10 renders them, so the
 * job summaries read like the reference's: the column type is the most
 * general type of its non-empty cells (int, then float, then string; numeric-looking strings count
 * as numbers), numbers are re-rendered (floats in 6-significant-digit 'g') and decimal-aligned,
 * strings are left-aligned, and each column is at least its header width + 2.
 */
import { formatGeneral } from './python-format.js';

export type Cell = string | number | boolean | null | undefined;

type ColumnType = 0 | 1 | 2 | 3 | 4; // empty < bool < int < float < string

const INT_TEXT = /^\s*[+-]?\d+\s*$/;
const FLOAT_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$|^\s*[+-]?(?:inf|infinity|nan)\s*$/i;

function cellType(cell: Cell): ColumnType {
  if (cell === null || cell === undefined || cell === '') return 0;
  if (typeof cell === 'boolean' || cell === 'True' || cell === 'False') return 1;
  if (typeof cell === 'number') return Number.isInteger(cell) ? 2 : 3;
  if (INT_TEXT.test(cell)) return 2;
  if (FLOAT_TEXT.test(cell)) return 3;
  return 4;
}

function render(cell: Cell, type: ColumnType): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? 'True' : 'False';
  if (type === 3 && cell !== '') return formatGeneral(Number(cell));
  return String(cell).trim();
}

/** Digits after the decimal point (or exponent marker); -1 for integers and non-numbers. */
function afterPoint(text: string): number {
  if (INT_TEXT.test(text) || !FLOAT_TEXT.test(text)) return -1;
  let at = text.lastIndexOf('.');
  if (at < 0) at = text.toLowerCase().lastIndexOf('e');
  return at < 0 ? -1 : text.length - at - 1;
}

export function markdownTable(headers: string[], rows: Cell[][]): string {
  const columns = headers.map((header, c) => {
    const cells = rows.map((row) => row[c]);
    const type = cells.reduce<ColumnType>((most, cell) => Math.max(most, cellType(cell)) as ColumnType, 0);
    const numeric = type === 2 || type === 3;
    let texts = cells.map((cell) => render(cell, type));
    if (numeric) {
      const decimals = texts.map(afterPoint);
      const most = Math.max(...decimals);
      texts = texts.map((text, i) => text + ' '.repeat(most - decimals[i]!));
    }
    const width = Math.max(header.length + 2, ...texts.map((text) => text.length));
    const pad = (text: string) => (numeric ? text.padStart(width) : text.padEnd(width));
    return { header: pad(header), cells: texts.map(pad), width };
  });
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map((column) => column.header)),
    `|${columns.map((column) => '-'.repeat(column.width + 2)).join('|')}|`,
    ...rows.map((_, r) => line(columns.map((column) => column.cells[r]!))),
  ].join('\n');
}
