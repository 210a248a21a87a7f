/**
 * Reading a text file a user named: every failure names the path and says what was expected
 * (a readable UTF-8 file) instead of a bare `EISDIR: illegal operation on a directory, read`.
 * Bytes that are not UTF-8 are refused rather than read as U+FFFD replacement characters.
 */
import { readFileSync, statSync } from 'node:fs';
import { SweepkitError } from '../../shared/errors.js';
import { decodeUtf8Strict, notUtf8Message } from '../../shared/utf8.js';

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
export function fileError(shown: string, error: unknown, what = 'file'): SweepkitError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = (code && REASONS[code]) ?? `cannot be read (${code ?? String(error)})`;
  return new SweepkitError({ file: shown, message: `the ${what} ${reason}`, hint: EXPECTED });
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
