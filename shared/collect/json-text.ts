/**
 * JSON reading and writing with the reference's (Python `json`) acceptance and layout:
 * 2-space indentation, no trailing newline, non-ASCII escaped as \uXXXX.
 * Numbers are spelt the JavaScript way (`1000` for Python's `1000.0`): every consumer parses them.
 */
import { type PythonJsonOptions, writePythonJson } from '../python-json.js';
import { escapeNonAscii } from '../text.js';
import { scanPythonJson } from './json-scan.js';

/**
 * `json.dump(value, f, indent=2)`, but NaN / Infinity written as null and numbers spelt the
 * JavaScript way: exactly JSON.stringify's bytes, so the writer takes its native path on big aggregates.
 */
export const COLLECT_JSON: PythonJsonOptions = {
  separators: [',', ': '],
  indent: 2,
  nonFinite: 'null',
  numbers: 'javascript',
};

/** Python `json.dump(value, f, indent=2)` layout: same structure, keys and escapes. */
export function toPythonJson(value: unknown): string {
  return writePythonJson(value, COLLECT_JSON);
}

export { escapeNonAscii };

export interface JsonSyntaxProblem {
  message: string;
  line?: number;
  column?: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const CONSTANTS = ['NaN', 'Infinity', '-Infinity'] as const;
const FIRST_CHARS = new Set(CONSTANTS.map((token) => token.charCodeAt(0)));

/**
 * Replaces the bare NaN / Infinity / -Infinity tokens Python accepts (outside strings) with null.
 * One pass over char codes, the unchanged stretches kept as slices and joined once: time and
 * memory linear in the text (appending character by character built a rope of one node per
 * character, dozens of times the size of the file).
 */
function withoutPythonConstants(text: string): string | undefined {
  const parts: string[] = [];
  let kept = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let j = i + 1;
      for (let d = text.charCodeAt(j); j < text.length && d !== QUOTE; d = text.charCodeAt(j))
        j += d === BACKSLASH ? 2 : 1;
      i = j;
      continue;
    }
    if (!FIRST_CHARS.has(c)) continue;
    const token = CONSTANTS.find((candidate) => text.startsWith(candidate, i));
    if (!token) continue;
    parts.push(text.slice(kept, i), 'null');
    i += token.length - 1;
    kept = i + 1;
  }
  if (parts.length === 0) return undefined;
  parts.push(text.slice(kept));
  return parts.join('');
}

/** Line and column of `offset`, counting newlines without splitting the text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The parser's message, placed where the scan finds the first fault (V8 rarely says where). */
function locate(text: string, error: unknown): JsonSyntaxProblem {
  const message = error instanceof Error ? error.message : String(error);
  const scan = scanPythonJson(text);
  return scan.ok ? { message } : { message, ...lineAndColumn(text, scan.offset) };
}

/**
 * Parses JSON as Python's `json.loads` accepts it (the NaN/Infinity constants included; they
 * read back as null here). Returns the value or the syntax problem with its line and column.
 */
export function parsePythonJson(
  text: string,
): { ok: true; value: unknown } | { ok: false; problem: JsonSyntaxProblem } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const relaxed = withoutPythonConstants(text);
    if (relaxed !== undefined) {
      try {
        return { ok: true, value: JSON.parse(relaxed) };
      } catch {
        // report the original error below
      }
    }
    return { ok: false, problem: locate(text, error) };
  }
}
