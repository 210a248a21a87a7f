/**
 * Reading a text file a user named: every failure names the path and says what was expected
 * (a readable UTF-8 file) instead of a bare `EISDIR: illegal operation on a directory, read`.
 * Bytes that are not UTF-8 are refused rather than read as U+FFFD replacement characters.
 */
import { readFileSync } from 'node:fs';
import { SweepkitError } from '../../shared/errors.js';

const EXPECTED = 'expected a readable UTF-8 text file';

const REASONS: Record<string, string> = {
  EISDIR: 'is a directory',
  ENOTDIR: 'is not a file: a part of the path before it is not a directory',
  EACCES: 'cannot be read: permission denied',
  EPERM: 'cannot be read: permission denied',
  ENOENT: 'does not exist',
  ELOOP: 'cannot be read: too many symbolic links',
};

// ignoreBOM keeps a byte-order mark in the text, as readFileSync(path, 'utf8') did (the YAML readers handle it).
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The error for a file that cannot be read; `shown` is the path as the user gave it. */
export function fileError(shown: string, error: unknown, what = 'file'): SweepkitError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = (code && REASONS[code]) ?? `cannot be read (${code ?? String(error)})`;
  return new SweepkitError({ file: shown, message: `the ${what} ${reason}`, hint: EXPECTED });
}

/**
 * The file's text, or undefined when it does not exist and `missing: 'undefined'` (callers that
 * report a missing file in their own words); any other failure is a SweepkitError naming `shown`.
 */
export function readUtf8File(
  path: string,
  options: { shown?: string; what?: string; missing?: 'undefined' | 'error' } = {},
): string | undefined {
  const shown = options.shown ?? path;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    if (options.missing === 'undefined' && (error as NodeJS.ErrnoException).code === 'ENOENT')
      return undefined;
    throw fileError(shown, error, options.what);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new SweepkitError({
      file: shown,
      message: `the ${options.what ?? 'file'} is not UTF-8 text`,
      hint: EXPECTED,
    });
  }
}
