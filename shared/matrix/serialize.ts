/**
 * The reference prints the matrix with Python's json.dumps defaults: `, ` and `: `
 * separators, one line, ASCII only (\uXXXX, lowercase hex, DEL escaped too). Matching it
 * keeps the bytes familiar to anyone diffing old and new CI logs (matrix-generate.md 10).
 */

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function pythonString(text: string): string {
  // For printable ASCII, JSON.stringify escapes exactly what Python does (" and \).
  if (PRINTABLE_ASCII.test(text)) return JSON.stringify(text);
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code < 0x7f) {
      if (code === 0x22) out += '\\"';
      else if (code === 0x5c) out += '\\\\';
      else out += text[i];
      continue;
    }
    switch (code) {
      case 0x0a:
        out += '\\n';
        break;
      case 0x0d:
        out += '\\r';
        break;
      case 0x09:
        out += '\\t';
        break;
      case 0x08:
        out += '\\b';
        break;
      case 0x0c:
        out += '\\f';
        break;
      default:
        out += `\\u${code.toString(16).padStart(4, '0')}`;
    }
  }
  return `${out}"`;
}

function pythonNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  return String(value);
}

/** One value as json.dumps(value) would print it (keys in insertion order). */
export function pythonJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pythonString(value);
  if (typeof value === 'number') return pythonNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pythonString(value.toISOString());
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ', ' : '') + pythonJson(value[i]);
    return `${out}]`;
  }
  let out = '{';
  let first = true;
  for (const key in value as Record<string, unknown>) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    out += `${first ? '' : ', '}${pythonString(key)}: ${pythonJson(item)}`;
    first = false;
  }
  return `${out}}`;
}

/**
 * The generator's stdout: one JSON array and a newline. Compact JSON (the reference's
 * `, ` / `: ` spacing is not part of the contract and costs a second pass over ~1 MB on a
 * cold process); use `pythonJson` when byte-compatibility with the reference matters.
 */
export function formatMatrix(rows: unknown[]): string {
  return `${JSON.stringify(rows)}\n`;
}
