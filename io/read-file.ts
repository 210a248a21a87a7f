/**
 * Reading a text or JSON file a user (or the runner) named: every failure names the path and
 * says what was expected instead of a bare `EISDIR: illegal operation on a directory, read`.
 * Bytes that are not UTF-8 are refused rather than read as U+FFFD replacement characters.
 */
import { readFileSync, statSync } from 'node:fs';
import { SweepkitError } from '../shared/errors.js';
import { decodeUtf8Strict, notUtf8Message } from '../shared/utf8.js';

const EXPECTED = 'expected a readable UTF-8 text file';

const REASONS: Record<string, string> = {
  EISDIR: 'is a directory',
  ENOTDIR: 'is not a file: a part of the path before it is not a directory',
  EACCES: 'cannot be read: permission denied',
  EPERM: 'cannot be read: permission denied',
  ENOENT: 'does not exist',
  ELOOP: 'cannot be read: too many symbolic links',
};

/** The error for a file that cannot be read; `shown` is the path as the user gave it. */
function fileError(shown: string, error: unknown, what = 'file', hint = EXPECTED): SweepkitError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = (code && REASONS[code]) ?? `cannot be read (${code ?? String(error)})`;
  return new SweepkitError({ file: shown, message: `the ${what} ${reason}`, hint });
}

/**
 * The file's bytes, or undefined when it does not exist and `missing: 'undefined'` (callers that
 * report a missing file in their own words); any other failure is a SweepkitError naming `shown`.
 */
export function readFileBytes(
  path: string,
  options: { shown?: string; what?: string; missing?: 'undefined' | 'error' } = {},
): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch (error) {
    if (options.missing === 'undefined' && (error as NodeJS.ErrnoException).code === 'ENOENT')
      return undefined;
    throw fileError(options.shown ?? path, error, options.what);
  }
}

/** As readFileBytes, decoded: bytes that are not UTF-8 are an error naming the file and line. */
export function readUtf8File(
  path: string,
  options: { shown?: string; what?: string; missing?: 'undefined' | 'error' } = {},
): string | undefined {
  const bytes = readFileBytes(path, options);
  if (bytes === undefined) return undefined;
  const decoded = decodeUtf8Strict(bytes);
  if (decoded.ok) return decoded.text;
  const shown = options.shown ?? path;
  throw new SweepkitError({
    file: shown,
    line: decoded.line,
    message: notUtf8Message(`the ${options.what ?? 'file'} ${shown}`, decoded.line),
    hint: EXPECTED,
  });
}

export interface JsonFileOptions {
  /** What the file is, for messages: `baselines file`, `event file (GITHUB_EVENT_PATH)`. */
  what: string;
  /** What a valid file holds and how to get one: the hint of every error. */
  expected: string;
  /** The path as the user gave it (default: the path; `stdin` for fd 0). */
  shown?: string;
  /** `undefined`: a missing file reads as undefined (callers for whom absence is no fault). */
  missing?: 'undefined' | 'error';
}

/** `position 12` in a JSON.parse message, as a 1-based line of `text`. */
function lineAt(text: string, message: string): number | undefined {
  const match = /position (\d+)/.exec(message);
  if (!match) return undefined;
  const offset = Number(match[1]);
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * The one reader of JSON files (and of JSON on stdin, path 0): the parsed value, unchecked (the
 * caller validates it against its schema). Every failure names the path, says what the file is
 * and what was expected: a missing or unreadable file, bytes that are not UTF-8, text that is
 * not JSON (with its line).
 */
export function readJsonFile(path: string | 0, options: JsonFileOptions): unknown {
  const stdin = path === 0;
  const shown = options.shown ?? (stdin ? 'stdin' : path);
  const file = stdin ? undefined : shown;
  const hint = `expected a readable UTF-8 JSON file: ${options.expected}`;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    if (options.missing === 'undefined' && (error as NodeJS.ErrnoException).code === 'ENOENT')
      return undefined;
    throw fileError(shown, error, options.what, hint);
  }
  const decoded = decodeUtf8Strict(bytes);
  if (!decoded.ok)
    throw new SweepkitError({
      file,
      line: decoded.line,
      message: notUtf8Message(stdin ? 'stdin' : `the ${options.what}`, decoded.line),
      hint,
    });
  try {
    return JSON.parse(decoded.text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new SweepkitError({
      file,
      line: lineAt(decoded.text, detail),
      message: `${stdin ? 'stdin' : `the ${options.what}`} is not valid JSON: ${detail}`,
      hint,
    });
  }
}

const DIRECTORY_REASONS: Record<string, string> = {
  ENOENT: 'does not exist',
  ENOTDIR: 'is not a directory',
  EACCES: 'cannot be read: permission denied',
  EPERM: 'cannot be read: permission denied',
};

/**
 * A directory a user named (a results folder): a path that does not exist or is a file is an
 * error naming it, not an empty result written as if the folder held no files.
 */
export function requireDirectory(path: string, what: string, hint: string): void {
  let reason: string | undefined;
  try {
    if (!statSync(path).isDirectory()) reason = 'is a file, not a directory';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    reason = (code && DIRECTORY_REASONS[code]) ?? `cannot be read (${code ?? String(error)})`;
  }
  if (reason) throw new SweepkitError({ file: path, message: `the ${what} ${reason}`, hint });
}
