/**
 * The `/reuse-sweep-run` comment grammar, kept line-for-line
 * with the reference's Python `re.MULTILINE` pattern: optional whitespace, the command, optionally whitespace and
 * digits, optional whitespace, end of line:
 *
 * - `\s` is Unicode whitespace including newlines, so the separator before the id may span lines
 *   ("cmd⏎123" pins 123, as in the reference) and CRLF bodies work;
 * - anything else on the line disqualifies it (quotes, backticks, trailing words, two numbers);
 * - fenced code blocks are not special (as in the reference);
 * - the last matching line of a comment decides, a bare last line unpins;
 * - ids are ASCII digits with leading zeros dropped; 0 is a valid pin (as in the reference). Non-ASCII
 *   digits (which Python's `\d` accepts) are not accepted.
 *
 * Python's `^`/`$` under MULTILINE only break at `\n`; JavaScript's `m` flag also breaks at `\r`,
 * U+2028 and U+2029, so the anchors are spelled out instead of using `m`.
 */
import { escapeRegExp } from '../text.js';

export interface ReuseRequest {
  /** Decimal run id without leading zeros, or null for an unpinned ("latest eligible run") request. */
  runId: string | null;
}

const PATTERNS = new Map<string, RegExp>();

function patternFor(command: string): RegExp {
  let pattern = PATTERNS.get(command);
  if (!pattern) {
    pattern = new RegExp(`(?:^|(?<=\\n))\\s*${escapeRegExp(command)}(?:\\s+([0-9]+))?\\s*(?=\\n|$)`, 'g');
    PATTERNS.set(command, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** The comment's request (its last matching line), or null when no line matches. */
export function parseReuseRequest(body: string, command = '/reuse-sweep-run'): ReuseRequest | null {
  let last: ReuseRequest | null = null;
  for (const match of body.matchAll(patternFor(command))) {
    const digits = match[1];
    last = { runId: digits === undefined ? null : BigInt(digits).toString() };
  }
  return last;
}
