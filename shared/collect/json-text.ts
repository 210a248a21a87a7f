/**
 * JSON reading and writing with the reference's (Python `json`) acceptance and layout:
 * 2-space indentation, no trailing newline, non-ASCII escaped as \uXXXX.
 * Numbers are spelt the JavaScript way (`1000` for Python's `1000.0`): every consumer parses them.
 */
import { type PythonJsonOptions, writePythonJson } from '../python-json.js';
import { escapeNonAscii } from '../text.js';

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

/** Replaces the bare NaN / Infinity / -Infinity tokens Python accepts (outside strings) with null. */
function withoutPythonConstants(text: string): string | undefined {
  let out = '';
  let changed = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
      continue;
    }
    const rest = text.slice(i, i + 9);
    const token = rest.startsWith('-Infinity')
      ? '-Infinity'
      : rest.startsWith('Infinity')
        ? 'Infinity'
        : rest.startsWith('NaN')
          ? 'NaN'
          : undefined;
    if (token) {
      out += 'null';
      i += token.length - 1;
      changed = true;
    } else out += c;
  }
  return changed ? out : undefined;
}

function locate(text: string, error: unknown): JsonSyntaxProblem {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position) return { message };
  const offset = Number(position[1]);
  const before = text.slice(0, offset).split('\n');
  return { message, line: before.length, column: before[before.length - 1]!.length + 1 };
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
