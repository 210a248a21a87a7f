/**
 * JSON text as Python's `json.dumps` writes it (always ensure_ascii=True), in the forms the
 * reference prints. Each capability names its option set once (PRIORITY_JSON, COLLECT_JSON)
 * next to the code that prints it; the matrix prints plain JSON.stringify output.
 *
 * Values are JSON data as JSON.stringify sees it: null, booleans, numbers, strings, arrays,
 * plain objects (own enumerable keys) and objects with toJSON (Date). Like JSON.stringify,
 * undefined / functions / symbols are skipped as object members and written as null elsewhere;
 * a bigint throws a TypeError.
 */
import { escapeNonAscii } from './text.js';

export interface PythonJsonOptions {
  /** json.dumps `separators=(item, key)`, e.g. [', ', ': '] (the default) or [',', ':']. */
  readonly separators: readonly [item: string, key: string];
  /** json.dumps `indent`: one line when absent; else a newline and this many spaces per level. */
  readonly indent?: number;
  /** json.dumps `sort_keys`: object keys in code point order (Python's str order). */
  readonly sortKeys?: boolean;
  /**
   * NaN and ±Infinity: 'python' spells them NaN / Infinity / -Infinity (allow_nan=True),
   * 'throw' rejects them (allow_nan=False), 'null' writes null as JSON.stringify does.
   */
  readonly nonFinite: 'python' | 'throw' | 'null';
  /**
   * 'javascript': String(n) (`1e-7`, `1e+21`); 'python': Python's float repr (`1e-07`,
   * `1e+16`). JSON.parse has already lost `1.0` vs `1`, so integral numbers print as integers.
   */
  readonly numbers: 'javascript' | 'python';
}

/** Python's repr of a float: shortest round-trip digits, fixed notation for exponents in [-4, 16), else d.ddde±XX. */
function pythonFloatRepr(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e16) return String(value);
  const [mantissa = '', exp = '0'] = value.toExponential().split('e');
  const exponent = Number(exp);
  // JS prints fixed notation for every exponent in this range too.
  if (exponent >= -4 && exponent < 16) return String(value);
  const sign = exponent < 0 ? '-' : '+';
  return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

function numberText(value: number, options: PythonJsonOptions): string {
  if (Number.isFinite(value)) return options.numbers === 'python' ? pythonFloatRepr(value) : String(value);
  if (options.nonFinite === 'null') return 'null';
  if (options.nonFinite === 'throw') throw new RangeError(`JSON cannot carry ${value}`);
  return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity';
}

/** Python's str order (code points), not JS's default UTF-16 unit order; lone surrogates count as themselves. */
function byCodePoint(a: string, b: string): number {
  for (let i = 0; i < a.length && i < b.length;) {
    const left = a.codePointAt(i)!;
    const diff = left - b.codePointAt(i)!;
    if (diff) return diff;
    i += left > 0xffff ? 2 : 1;
  }
  return a.length - b.length;
}

/** For printable ASCII JSON.stringify escapes exactly what Python does; escapeNonAscii covers the rest. */
function stringText(text: string): string {
  return escapeNonAscii(JSON.stringify(text));
}

/** JSON.stringify's view of a value: toJSON applied; undefined for what it leaves out. */
function jsonValue(value: unknown, key: string): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'bigint') throw new TypeError('JSON cannot carry a bigint');
  const toJSON = (value as { toJSON?: unknown } | null)?.toJSON;
  return typeof toJSON === 'function' ? (toJSON as (key: string) => unknown).call(value, key) : value;
}

function write(value: unknown, options: PythonJsonOptions, margin: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return stringText(value);
  if (typeof value === 'number') return numberText(value, options);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const [itemSeparator, keySeparator] = options.separators;
  const inner = options.indent === undefined ? undefined : margin + ' '.repeat(options.indent);
  const open = inner === undefined ? '' : `\n${inner}`;
  const between = itemSeparator + open;
  const close = inner === undefined ? '' : `\n${margin}`;
  let out = '';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      out += (i ? between : open) + write(jsonValue(value[i], String(i)), options, inner ?? '');
    }
    return out ? `[${out}${close}]` : '[]';
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (options.sortKeys) keys.sort(byCodePoint);
  for (const key of keys) {
    const item = jsonValue(record[key], key);
    if (item === undefined) continue;
    out += (out ? between : open) + stringText(key) + keySeparator + write(item, options, inner ?? '');
  }
  return out ? `{${out}${close}}` : '{}';
}

/** `value` as json.dumps(value, ensure_ascii=True, ...options) prints it (no trailing newline). */
export function writePythonJson(value: unknown, options: PythonJsonOptions): string {
  return write(jsonValue(value, ''), options, '');
}
