/**
 * The reference prints the matrix with Python's json.dumps defaults: `, ` and `: `
 * separators, one line, ASCII only (\uXXXX, lowercase hex, DEL escaped too). Matching it
 * keeps the bytes familiar to anyone diffing old and new CI logs.
 */
import { type PythonJsonOptions, writePythonJson } from '../python-json.js';

/**
 * json.dumps defaults (allow_nan=True spells NaN / Infinity). Numbers keep the JavaScript
 * spelling: matrix rows carry integers and plain decimals, where both spellings agree.
 */
export const MATRIX_JSON: PythonJsonOptions = {
  separators: [', ', ': '],
  nonFinite: 'python',
  numbers: 'javascript',
};

/** One value as json.dumps(value) would print it (keys in insertion order, Date as ISO string). */
export function pythonJson(value: unknown): string {
  return writePythonJson(value, MATRIX_JSON);
}

/**
 * The generator's stdout: one JSON array and a newline. Compact JSON (the reference's
 * `, ` / `: ` spacing is not part of the contract and costs a second pass over ~1 MB on a
 * cold process); use `pythonJson` when byte-compatibility with the reference matters.
 */
export function formatMatrix(rows: unknown[]): string {
  return `${JSON.stringify(rows)}\n`;
}
