/**
 * JSON text exactly as Python's json.dumps(separators=(',', ':'), ensure_ascii=True)
 * prints it: the reference's priority output and queue-token material use this form.
 */
import { escapeNonAscii } from '../text.js';

/**
 * Python's repr of a float: shortest round-trip digits, fixed notation for exponents in
 * [-4, 16), else d.ddde±XX. JSON.parse has already lost "1.0" vs "1", so integral numbers
 * print as integers (the reference matrices carry no floats; see docs/merge-prep.md).
 */
export function pythonNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`JSON cannot carry ${value}`);
  if (Number.isInteger(value) && Math.abs(value) < 1e16) return String(value);
  const [mantissa = '', exp = '0'] = value.toExponential().split('e');
  const exponent = Number(exp);
  // JS prints fixed notation for every exponent in this range too.
  if (exponent >= -4 && exponent < 16) return String(value);
  const sign = exponent < 0 ? '-' : '+';
  return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

function byCodePoint(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const diff = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (diff) return diff;
  }
  return left.length - right.length;
}

/** Compact, ASCII-only JSON; `sortKeys` orders object keys by code point as Python does. */
export function pythonJson(value: unknown, sortKeys = false): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return pythonNumber(value);
  if (typeof value === 'string') return escapeNonAscii(JSON.stringify(value));
  if (Array.isArray(value)) return `[${value.map((item) => pythonJson(item, sortKeys)).join(',')}]`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (sortKeys) keys.sort(byCodePoint);
    const record = value as Record<string, unknown>;
    return `{${keys
      .filter((key) => record[key] !== undefined)
      .map((key) => `${escapeNonAscii(JSON.stringify(key))}:${pythonJson(record[key], sortKeys)}`)
      .join(',')}}`;
  }
  throw new TypeError(`JSON cannot carry a ${typeof value}`);
}
