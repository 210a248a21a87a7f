/**
 * agg_bmk.json: a transport bundle with one element per JSON file found at any depth,
 * appended as is (a file holding an array stays one nested element), no validation, sorting of
 * rows, dedup or failed-row handling: the consumer relies on seeing every row, agentic and
 * `failed_run` rows included (kept as the reference does it for that reason).
 *
 * Each element is the file's own JSON text, validated and spliced in (re-indented), not parsed
 * and re-serialised: that keeps key order (integer-like keys included), integers beyond 2^53,
 * duplicate-key semantics and the int/float distinction of every number exactly as the reference
 * round-trip does, without a custom JSON writer.
 */
import { SweepkitError } from '../errors.js';
import { AGENTIC_SCENARIO } from './names.js';
import { escapeNonAscii, parsePythonJson } from './json-text.js';

export interface ResultFile {
  /** Path relative to the results root, '/'-separated (for messages and the summary). */
  path: string;
  /** The file's text, or why it could not be read (e.g. a directory named *.json). */
  text: string | { error: string };
}

interface SkippedFile {
  path: string;
  reason: string;
  line?: number;
}

export interface ThroughputAggregate {
  /** The whole agg_bmk.json text (built on first use; `chunks` writes the same bytes piecewise). */
  readonly text: string;
  /** The text in pieces of 1-2 MB each, so a writer never holds a second full copy. */
  chunks(): Iterable<string>;
  /** Elements written, by kind (for the summary). */
  counts: { rows: number; agentic: number; failedRuns: number; arrays: number };
  skipped: SkippedFile[];
}

const CHUNK = 1 << 20;

/**
 * A piece of an element, indented by two spaces and ASCII-escaped. JSON strings cannot hold a
 * raw newline, so indenting every line never touches string content, and both the indent and
 * the escape work character by character, so an element can be cut anywhere. split + join
 * rather than replaceAll, which builds a string of many parts.
 */
const indented = (piece: string): string => escapeNonAscii(piece.split('\n').join('\n  '));

/** The consumer's `failed_run` rule: successful count numerically 0 and a numeric total. */
export function isFailedRun(row: Record<string, unknown>): boolean {
  const successful = row.num_requests_successful;
  const numeric =
    typeof successful === 'number' || (typeof successful === 'string' && successful.trim() !== '');
  return typeof row.num_requests_total === 'number' && numeric && Number(successful) === 0;
}

function countValue(value: unknown, counts: ThroughputAggregate['counts']): void {
  if (Array.isArray(value)) counts.arrays++;
  else if (value && typeof value === 'object') {
    const row = value as Record<string, unknown>;
    if (row.scenario_type === AGENTIC_SCENARIO) counts.agentic++;
    if (isFailedRun(row)) counts.failedRuns++;
  }
}

/** Validates one file's text and counts it. */
function check(
  text: string,
  counts: ThroughputAggregate['counts'],
): { reason: string; line?: number } | undefined {
  const parsed = parsePythonJson(text);
  if (!parsed.ok) {
    const { message, line, column } = parsed.problem;
    return { reason: `invalid JSON: ${message}${line ? ` at line ${line}, column ${column}` : ''}`, line };
  }
  countValue(parsed.value, counts);
  return undefined;
}

/**
 * `strict` (the reference, and the CLI default): an unreadable or invalid file aborts with no
 * output. Otherwise (the action) it is skipped, and named in the result so nothing drops silently.
 */
export function aggregateThroughput(
  files: ResultFile[],
  options: { strict?: boolean } = {},
): ThroughputAggregate {
  const elements: string[] = [];
  const skipped: SkippedFile[] = [];
  const counts = { rows: 0, agentic: 0, failedRuns: 0, arrays: 0 };
  for (const file of files) {
    const problem =
      typeof file.text === 'string' ? check(file.text, counts) : { reason: `unreadable: ${file.text.error}` };
    if (problem) {
      if (options.strict)
        throw new SweepkitError({
          message: problem.reason,
          file: file.path,
          line: problem.line,
          hint: 'every *.json under the results directory must be valid JSON; remove or fix the file',
        });
      skipped.push({
        path: file.path,
        reason: problem.reason,
        ...(problem.line ? { line: problem.line } : {}),
      });
      continue;
    }
    counts.rows++;
    elements.push(file.text as string);
  }
  // Pieces gathered up to ~1 MB before each is yielded: a writer makes one write per piece,
  // not three per element (150,000 writes for 50,000 rows). A large element is cut in ~1 MB
  // pieces itself, so no piece holds a second copy of it whole.
  function* chunks(): Generator<string> {
    if (elements.length === 0) return yield '[]';
    let parts = ['[\n'];
    let size = 0;
    for (let k = 0; k < elements.length; k++) {
      parts.push(k > 0 ? ',\n  ' : '  ');
      const trimmed = elements[k]!.trim();
      for (let at = 0; at < trimmed.length; at += CHUNK) {
        const piece = indented(trimmed.slice(at, at + CHUNK));
        parts.push(piece);
        size += piece.length;
        if (size >= CHUNK) {
          yield parts.join('');
          parts = [];
          size = 0;
        }
      }
    }
    parts.push('\n]');
    yield parts.join('');
  }
  let text: string | undefined;
  return {
    get text() {
      // Escaping per piece keeps the regex work on small strings (no large rope to flatten).
      return (text ??= [...chunks()].join(''));
    },
    chunks,
    counts,
    skipped,
  };
}
