/**
 * agg_bmk.json: a transport bundle with one element per JSON file found at any depth,
 * appended as is (a file holding an array stays one nested element), no validation, sorting of
 * rows, dedup or failed-row handling: the consumer relies on seeing every row, agentic and
 * `failed_run` rows included (QUIRK kept).
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

export interface SkippedFile {
  path: string;
  reason: string;
  line?: number;
}

export interface ThroughputAggregate {
  text: string;
  /** Elements written, by kind (for the summary). */
  counts: { rows: number; agentic: number; failedRuns: number; arrays: number };
  skipped: SkippedFile[];
}

/** JSON strings cannot hold a raw newline, so indenting every line never touches string content. */
function indent(text: string): string {
  return `  ${text.trim().replaceAll('\n', '\n  ')}`;
}

/** The consumer's `failed_run` rule: successful count numerically 0 and a numeric total. */
export function isFailedRun(row: Record<string, unknown>): boolean {
  const successful = row.num_requests_successful;
  const numeric =
    typeof successful === 'number' || (typeof successful === 'string' && successful.trim() !== '');
  return typeof row.num_requests_total === 'number' && numeric && Number(successful) === 0;
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
      typeof file.text === 'string'
        ? (() => {
            const parsed = parsePythonJson(file.text as string);
            if (parsed.ok) {
              const value = parsed.value;
              if (Array.isArray(value)) counts.arrays++;
              else if (value && typeof value === 'object') {
                const row = value as Record<string, unknown>;
                if (row.scenario_type === AGENTIC_SCENARIO) counts.agentic++;
                if (isFailedRun(row)) counts.failedRuns++;
              }
              return undefined;
            }
            return { reason: `invalid JSON: ${parsed.problem.message}`, line: parsed.problem.line };
          })()
        : { reason: `unreadable: ${file.text.error}`, line: undefined };
    if (problem) {
      if (options.strict)
        throw new SweepkitError({
          message: problem.reason,
          file: file.path,
          line: problem.line,
          hint: 'every *.json under the results directory must be valid JSON; remove or fix the file',
        });
      skipped.push({ path: file.path, ...problem });
      continue;
    }
    counts.rows++;
    // Escaping per element keeps the regex work on small strings (no 10 MB rope to flatten).
    elements.push(escapeNonAscii(indent(file.text as string)));
  }
  const text = elements.length ? `[\n${elements.join(',\n')}\n]` : '[]';
  return { text, counts, skipped };
}
