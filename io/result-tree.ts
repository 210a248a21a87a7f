/**
 * The local file system as collect's ResultTree: result folders as download-artifact leaves
 * them. Every file is checked before it is read and read with a bounded cost: a path that is not
 * a regular file (a FIFO, a device, a socket) is never opened for reading in a way that could
 * block (checked with stat, then opened non-blocking and checked again on the descriptor, so a
 * file swapped in between is caught too), a file larger than the cap is not read, and bytes that
 * are not UTF-8 are a named problem rather than U+FFFD. Symbolic links to files are followed (as
 * the reference's glob did); symbolic links to directories are not (a link can leave the results
 * tree or loop), and both they and loops are named.
 */
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readSync,
  readdirSync,
  statSync,
  type Stats,
} from 'node:fs';
// From the modules, not the capability's index, so the aggregate command's bundle stays small.
import type { EvalSetInput } from '../shared/collect/evals/aggregate.js';
import type { ResultFile } from '../shared/collect/throughput.js';
import {
  type ResultTree,
  type TreeEntry,
  type TreeRead,
  walkEvalSets,
  walkJsonFiles,
} from '../shared/collect/read-tree.js';
import { decodeUtf8Strict } from '../shared/utf8.js';

/**
 * Per-file cap: real result rows are a few KB and lm-eval results a few MB, so 64 MiB leaves a
 * wide margin while keeping one file's cost (its bytes, their text and the parsed value) small.
 */
export const DEFAULT_MAX_RESULT_FILE_BYTES = 64 * 1024 * 1024;

export interface ResultTreeLimits {
  /** Files larger than this many bytes are skipped with a reason, not read. */
  maxFileBytes?: number;
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error);
}

function notRegular(stats: Stats): string | undefined {
  if (stats.isFile()) return undefined;
  const kind = stats.isDirectory()
    ? 'a directory'
    : stats.isFIFO()
      ? 'a FIFO'
      : stats.isCharacterDevice()
        ? 'a character device'
        : stats.isBlockDevice()
          ? 'a block device'
          : stats.isSocket()
            ? 'a socket'
            : 'not a file';
  return `not a regular file (${kind}); result files must be regular files`;
}

function tooLarge(size: number, max: number): string | undefined {
  return size > max
    ? `too large (${size} bytes; the limit is ${max} bytes, raise it with --max-file-bytes)`
    : undefined;
}

/**
 * `regular`: the directory listing already said the path is a regular file (not a link), so the
 * stat before opening is left out; a file swapped in since is still caught on the descriptor.
 */
function readBounded(path: string, max: number, regular = false): TreeRead {
  let fd: number | undefined;
  try {
    if (!regular) {
      const before = statSync(path);
      const early = notRegular(before) ?? tooLarge(before.size, max);
      if (early) return { error: early };
    }
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const stats = fstatSync(fd);
    const late = notRegular(stats) ?? tooLarge(stats.size, max);
    if (late) return { error: late };
    // One byte beyond the size shows a file that grew since fstat (read up to the cap only).
    // Reading stops once the size fstat gave is in: a further read would only return 0.
    const buffer = Buffer.allocUnsafe(Math.min(stats.size + 1, max + 1));
    let filled = 0;
    for (let n = 1; n > 0 && filled < buffer.length && (filled === 0 || filled < stats.size); filled += n)
      n = readSync(fd, buffer, filled, buffer.length - filled, null);
    const grown = tooLarge(filled, max);
    if (grown) return { error: grown };
    const decoded = decodeUtf8Strict(buffer.subarray(0, filled));
    if (!decoded.ok)
      return { error: `not UTF-8: invalid byte sequence at byte ${decoded.byte} (line ${decoded.line})` };
    return { text: decoded.text, mtimeMs: stats.mtimeMs };
  } catch (error) {
    const code = errorCode(error);
    return { error: code === 'ELOOP' ? 'ELOOP (a symbolic link loop)' : code };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function listEntries(dir: string): TreeEntry[] {
  let dirents;
  try {
    dirents = readdirSync(dir, { withFileTypes: true }).sort(byName);
  } catch {
    return [];
  }
  return dirents.map((dirent): TreeEntry => {
    if (!dirent.isSymbolicLink())
      return dirent.isFile()
        ? { name: dirent.name, directory: false, regular: true }
        : { name: dirent.name, directory: dirent.isDirectory() };
    try {
      return statSync(`${dir}/${dirent.name}`).isDirectory()
        ? {
            name: dirent.name,
            directory: false,
            problem: 'a symbolic link to a directory (not followed); copy the folder in instead',
          }
        : { name: dirent.name, directory: false };
    } catch (error) {
      return errorCode(error) === 'ELOOP'
        ? { name: dirent.name, directory: false, problem: 'ELOOP (a symbolic link loop)' }
        : // A dangling link: reading it (when it is named *.json) reports ENOENT.
          { name: dirent.name, directory: false };
    }
  });
}

function localResultTree(limits: ResultTreeLimits = {}): ResultTree {
  const max = limits.maxFileBytes ?? DEFAULT_MAX_RESULT_FILE_BYTES;
  return {
    list: listEntries,
    read: (path, regular) => readBounded(path, max, regular),
    exists: (path) => {
      try {
        statSync(path);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Every *.json at any depth under `root` (see walkJsonFiles). */
export function readJsonFiles(root: string, limits?: ResultTreeLimits): ResultFile[] {
  return walkJsonFiles(localResultTree(limits), root);
}

/** The eval sets under `root` (see walkEvalSets). */
export function readEvalSets(
  root: string,
  displayRoot = root,
  limits?: ResultTreeLimits,
): { sets: EvalSetInput[]; ignoredDirs: string[]; skipped: { path: string; reason: string }[] } {
  return walkEvalSets(localResultTree(limits), root, displayRoot);
}
