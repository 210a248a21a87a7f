/**
 * JSON text exactly as Python's json.dumps(separators=(',', ':'), ensure_ascii=True)
 * prints it: the reference's priority output and queue-token material use this form.
 */
import { type PythonJsonOptions, writePythonJson } from '../python-json.js';

/**
 * Compact; numbers in Python's float repr, since queue tokens hash these bytes (`1e-07`, not
 * `1e-7`; docs/merge-prep.md); allow_nan=False, so a non-finite number is an error.
 */
export const PRIORITY_JSON: PythonJsonOptions = {
  separators: [',', ':'],
  nonFinite: 'throw',
  numbers: 'python',
};

const PRIORITY_JSON_SORTED: PythonJsonOptions = { ...PRIORITY_JSON, sortKeys: true };

/** Compact, ASCII-only JSON; `sortKeys` orders object keys by code point as Python does. */
export function pythonJson(value: unknown, sortKeys = false): string {
  return writePythonJson(value, sortKeys ? PRIORITY_JSON_SORTED : PRIORITY_JSON);
}
