/**
 * The generator's stdout: one JSON array and a newline. Compact JSON (the reference's
 * `, ` / `: ` spacing is not part of the contract and costs a second pass over ~1 MB on a
 * cold process).
 */
export function formatMatrix(rows: unknown[]): string {
  return `${JSON.stringify(rows)}\n`;
}
