/**
 * A plain-text table for a terminal: columns padded to their widest cell, two blanks apart,
 * numbers right-aligned (they read by magnitude), text left-aligned. Used by the CLI's
 * `--format table` of the commands whose job summary is a short Markdown table.
 */

const GAP = '  ';
const NUMBER = /^-?\d+(\.\d+)?%?$/;

export function textTable(headings: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const numeric = headings.map(
    (_, column) => rows.length > 0 && rows.every((row) => NUMBER.test(row[column] ?? '')),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join(GAP)
      .trimEnd();
  return `${[line(headings), ...rows.map(line)].join('\n')}\n`;
}
