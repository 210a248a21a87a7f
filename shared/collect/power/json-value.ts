/**
 * JSON documents read for power validation keep whether each number was written as an integer
 * or a float: a count written `16.0` is rejected where `16` is accepted, and the content binding
 * of a multi-node result hashes `1` and `1.0` differently. lossless-json keeps the number text;
 * JSON.parse cannot. Python's bare NaN / Infinity constants and duplicate keys (last wins) fall
 * back to the ordinary reader, whose numbers are then typed by value.
 */
import { createHash } from 'node:crypto';
import { parse as parseLossless } from 'lossless-json';
import { parsePythonJson } from '../json-text.js';
import { escapeNonAscii } from '../../text.js';

/** A JSON number with its source text. */
export class JsonNumber {
  readonly value: number;
  constructor(readonly text: string) {
    this.value = Number(text);
  }
  /** Written without a fraction or exponent (Python reads it as an int). */
  get isInteger(): boolean {
    return /^-?\d+$/.test(this.text);
  }
}

export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Types the numbers of an already-parsed value: integral finite numbers count as integers. */
export function typedFromPlain(value: unknown): JsonValue {
  if (typeof value === 'number')
    return new JsonNumber(
      Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value),
    );
  if (Array.isArray(value)) return value.map(typedFromPlain);
  if (value && typeof value === 'object') {
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) out[key] = typedFromPlain(item);
    return out;
  }
  if (value === undefined) return null;
  return value as JsonValue;
}

/** Parses JSON text; undefined when it is not JSON. */
export function parseJsonValue(text: string): JsonValue | undefined {
  try {
    return parseLossless(text, null, (number) => new JsonNumber(number)) as JsonValue;
  } catch {
    const plain = parsePythonJson(text);
    return plain.ok ? typedFromPlain(plain.value) : undefined;
  }
}

export function isObject(value: JsonValue | undefined): value is JsonObject {
  return (
    value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof JsonNumber)
  );
}

/** A JSON number (booleans are not numbers here). */
export function numberOf(value: JsonValue | undefined): number | undefined {
  return value instanceof JsonNumber ? value.value : undefined;
}

/** A JSON integer (a float such as `16.0` is not one). */
export function integerOf(value: JsonValue | undefined): number | undefined {
  return value instanceof JsonNumber && value.isInteger ? value.value : undefined;
}

/** Python's repr of a float: shortest round-trip digits, `.0` on integral values, exponent outside [1e-4, 1e16). */
function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const [mantissa = '', exp = '0'] = value.toExponential().split('e');
  const e = Number(exp);
  if (e < -4 || e >= 16) return `${mantissa}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  // JavaScript also prints fixed notation in this range, with the same shortest digits.
  const fixed = String(value);
  return fixed.includes('.') ? fixed : `${fixed}.0`;
}

/** Python's repr of a JSON value as the failure texts quote it (`'x'`, `None`, `True`, `2`, `1.0`). */
export function pythonRepr(value: JsonValue | undefined): string {
  if (value === undefined || value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value instanceof JsonNumber)
    return value.isInteger ? BigInt(value.text).toString() : pythonFloatRepr(value.value);
  if (typeof value === 'string') return pythonStringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([key, item]) => `${pythonStringRepr(key)}: ${pythonRepr(item)}`)
    .join(', ')}}`;
}

/** Python's str repr: single quotes unless the text holds a single quote and no double quote. */
export function pythonStringRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = '';
  for (const c of text) {
    if (c === '\\') out += '\\\\';
    else if (c === quote) out += `\\${c}`;
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (c < ' ' || c === '\x7f') out += `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
    else out += c;
  }
  return `${quote}${out}${quote}`;
}

function canonical(value: JsonValue): string {
  if (value === null) return 'null';
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (value instanceof JsonNumber)
    return value.isInteger ? BigInt(value.text).toString() : pythonJsonFloat(value.value);
  if (typeof value === 'string') return escapeNonAscii(JSON.stringify(value));
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort(byCodePoint);
  return `{${keys.map((key) => `${escapeNonAscii(JSON.stringify(key))}:${canonical(value[key]!)}`).join(',')}}`;
}

function pythonJsonFloat(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  return pythonFloatRepr(value);
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * SHA-256 of the value serialised with sorted keys, no spaces, non-ASCII escaped and Python's
 * number text: two copies of a result bind only when they serialise identically.
 */
export function contentDigest(value: JsonValue): string {
  return createHash('sha256').update(canonical(value)).digest('hex');
}

/** Deep equality with numeric equality (`1` equals `1.0`, `true` equals `1`), unordered keys, ordered lists. */
export function deepEqualNumeric(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  const num = (v: JsonValue | undefined) =>
    v instanceof JsonNumber ? v.value : typeof v === 'boolean' ? (v ? 1 : 0) : undefined;
  const na = num(a);
  const nb = num(b);
  if (na !== undefined || nb !== undefined) return na !== undefined && nb !== undefined && na === nb;
  if (a === undefined || b === undefined) return a === b;
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqualNumeric(item, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((key) => Object.hasOwn(b, key) && deepEqualNumeric(a[key], b[key]));
}
