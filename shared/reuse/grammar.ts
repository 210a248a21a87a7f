/**
 * The `/reuse-sweep-run` comment grammar, kept line-for-line with the reference's Python
 * `re.MULTILINE` pattern `^\s*CMD(?:\s+([0-9]+))?\s*$`: optional whitespace, the command,
 * optionally whitespace and digits, optional whitespace, end of line:
 *
 * - `\s` is Unicode whitespace including newlines, so the separator before the id may span lines
 *   ("cmd⏎123" pins 123) and CRLF bodies work;
 * - anything else on the line disqualifies it (quotes, backticks, trailing words, two numbers);
 * - fenced code blocks are not special;
 * - the last matching line of a comment decides, a bare last line unpins;
 * - ids are ASCII digits with leading zeros dropped; 0 is a valid pin. Non-ASCII digits are not
 *   accepted. Python's `^`/`$` under MULTILINE only break at `\n` (not `\r`, U+2028, U+2029).
 *
 * Hand-written scanner instead of a regular expression: the pattern's `\s*` may span lines, so a
 * backtracking engine retries it from every line start and takes quadratic time, so a comment of
 * many blank lines could hold the step for seconds. The scanner visits each character a bounded number of times: it jumps
 * from one occurrence of the command to the next and only looks at the whitespace around it.
 * test/reuse/grammar.test.ts checks it against the regular expression on generated bodies.
 */

export interface ReuseRequest {
  /** Decimal run id without leading zeros, or null for an unpinned ("latest eligible run") request. */
  runId: string | null;
}

/** JavaScript's `\s` (Unicode White_Space plus BOM), as a code-unit test. */
const SPACE = /\s/;
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && SPACE.test(String.fromCharCode(code)));
}

const NEWLINE = 10;
const isDigit = (code: number) => code >= 48 && code <= 57;

/** The end of the whitespace run starting at `from`, and whether it holds a newline. */
function spaceRun(body: string, from: number): { end: number; lastNewline: number } {
  let end = from;
  let lastNewline = -1;
  while (end < body.length && isSpace(body.charCodeAt(end))) {
    if (body.charCodeAt(end) === NEWLINE) lastNewline = end;
    end++;
  }
  return { end, lastNewline };
}

/**
 * Where a match whose tail is the whitespace run [from, run.end) ends, or -1 when the line
 * goes on after it: the tail must reach the end of the body or contain a newline.
 */
function tailEnd(body: string, run: { end: number; lastNewline: number }): number {
  if (run.end === body.length) return run.end;
  return run.lastNewline; // -1 when the run holds no newline
}

/** The comment's request (its last matching line), or null when no line matches. */
export function parseReuseRequest(body: string, command = '/reuse-sweep-run'): ReuseRequest | null {
  if (command === '') return null;
  let last: ReuseRequest | null = null;
  let searchFrom = 0; // a match never starts inside the previous one
  let at = body.indexOf(command, searchFrom);
  while (at >= 0) {
    // Only whitespace between the command and the start of its line (or the end of the previous match).
    let start = at;
    while (
      start > searchFrom &&
      body.charCodeAt(start - 1) !== NEWLINE &&
      isSpace(body.charCodeAt(start - 1))
    )
      start--;
    const atLineStart = start === 0 || body.charCodeAt(start - 1) === NEWLINE;
    let end = -1;
    if (atLineStart) {
      const after = at + command.length;
      const gap = spaceRun(body, after);
      let digitsEnd = gap.end;
      while (digitsEnd < body.length && isDigit(body.charCodeAt(digitsEnd))) digitsEnd++;
      if (gap.end > after && digitsEnd > gap.end) {
        end = tailEnd(body, spaceRun(body, digitsEnd));
        if (end >= 0) last = { runId: BigInt(body.slice(gap.end, digitsEnd)).toString() };
      }
      if (end < 0) {
        end = tailEnd(body, gap);
        if (end >= 0) last = { runId: null };
      }
    }
    if (end >= 0) searchFrom = end;
    at = body.indexOf(command, end >= 0 ? end : at + 1);
  }
  return last;
}
