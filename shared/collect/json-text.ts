/**
 * JSON reading and writing with the reference's (Python `json`) acceptance and layout:
 * 2-space indentation, no trailing newline, non-ASCII escaped as \uXXXX.
 * Numbers are spelt the JavaScript way (`1000` for Python's `1000.0`): every consumer parses them.
 */
import { type PythonJsonOptions, writePythonJson } from '../python-json.js';
import { escapeNonAscii } from '../text.js';
import { parse as parseLossless } from 'lossless-json';

/**
 * `json.dump(value, f, indent=2)`, but NaN / Infinity written as null and numbers spelt the
 * JavaScript way: exactly JSON.stringify's bytes, ASCII-escaped.
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
const NULL = 'null';

/**
 * The text with the bare NaN / Infinity / -Infinity tokens Python accepts (outside strings)
 * replaced by null, and where each replacement starts in the original text (so a fault found in
 * the new text can be placed in the original). Undefined when there are none. The unchanged
 * stretches are kept as slices joined once, so time and memory stay linear in the text.
 */
function withoutPythonConstants(
  text: string,
): { text: string; replaced: { at: number; length: number }[] } | undefined {
  const parts: string[] = [];
  const replaced: { at: number; length: number }[] = [];
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
    parts.push(text.slice(kept, i), NULL);
    replaced.push({ at: i, length: token.length });
    i += token.length - 1;
    kept = i + 1;
  }
  if (parts.length === 0) return undefined;
  parts.push(text.slice(kept));
  return { text: parts.join(''), replaced };
}

/** Line and column of `offset`, counting newlines without splitting the text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The offset in the original text of `offset` in the text the constants were replaced in. */
function originalOffset(offset: number, replaced: { at: number; length: number }[]): number {
  let shift = 0;
  for (const { at, length } of replaced) {
    if (at + shift >= offset) break;
    shift += length - NULL.length;
  }
  return offset + shift;
}

/**
 * The parser's message, placed where the fault is: V8 names the position of some faults only, so
 * lossless-json reads the text again (this runs only for invalid files) to find it.
 */
function locate(text: string, error: unknown, relaxed = withoutPythonConstants(text)): JsonSyntaxProblem {
  const message = error instanceof Error ? error.message : String(error);
  try {
    parseLossless(relaxed?.text ?? text, null, () => 0);
  } catch (fault) {
    const position = fault instanceof SyntaxError ? /at position (\d+)/.exec(fault.message) : null;
    if (position) {
      const offset = Number(position[1]);
      return { message, ...lineAndColumn(text, relaxed ? originalOffset(offset, relaxed.replaced) : offset) };
    }
  }
  return { message };
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
    if (relaxed === undefined) return { ok: false, problem: locate(text, error, relaxed) };
    try {
      return { ok: true, value: JSON.parse(relaxed.text) };
    } catch (relaxedError) {
      // The fault past the constants, not the first constant JSON.parse stopped at.
      return { ok: false, problem: locate(text, relaxedError, relaxed) };
    }
  }
}
