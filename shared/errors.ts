/**
 * Errors are values until the edge: pure code throws a SweepkitError carrying
 * where the problem is (file, entry, key, line, field path, value) and how to fix it.
 * Only an action's main.ts or the CLI turns it into an annotation / stderr + exit code.
 */

export interface Issue {
  /** What is wrong, as a sentence fragment ("unknown field 'foo'"). */
  message: string;
  file?: string;
  /** The config key / changelog entry number / artifact the issue belongs to. */
  entry?: string | number;
  /** Dotted field path inside the entry ("search-space[0].conc-start"). */
  path?: string;
  line?: number;
  column?: number;
  value?: unknown;
  /** How to fix it. */
  hint?: string;
}

function showValue(value: unknown): string {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  return text === undefined ? '' : text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** One line: "file:line: entry 'k': path: message (got 'v'); hint". */
export function formatIssue(issue: Issue): string {
  const where: string[] = [];
  if (issue.file) where.push(issue.line ? `${issue.file}:${issue.line}` : issue.file);
  if (issue.entry !== undefined)
    where.push(typeof issue.entry === 'number' ? `entry ${issue.entry}` : `'${issue.entry}'`);
  if (issue.path) where.push(issue.path);
  const got = issue.value !== undefined ? ` (got ${showValue(issue.value)})` : '';
  const hint = issue.hint ? `; ${issue.hint}` : '';
  // One sentence: a message that ends with a full stop loses it before its hint (no ".; ").
  const message = hint && !got ? issue.message.replace(/\.$/, '') : issue.message;
  return `${where.length ? `${where.join(': ')}: ` : ''}${message}${got}${hint}`;
}

export class SweepkitError extends Error {
  readonly issues: Issue[];

  constructor(issues: Issue | Issue[], summary?: string) {
    const list = Array.isArray(issues) ? issues : [issues];
    const lines = list.map(formatIssue);
    super(summary ? [summary, ...lines.map((l) => `  ${l}`)].join('\n') : lines.join('\n'));
    this.name = 'SweepkitError';
    this.issues = list;
  }
}

/** A usage mistake (bad flag, missing argument): CLIs exit 2 on it. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : `unexpected non-Error failure: ${JSON.stringify(error)}`;
}
