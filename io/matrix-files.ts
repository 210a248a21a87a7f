/**
 * The file-system side of matrix generation: read the config files a request names
 * (relative to the working directory, as the reference does) and serve repository files
 * (srt-slurm recipes) to the node-count derivation: the MatrixFiles port
 * (shared/matrix/run-request.ts) over the local file system, used by the CLI and the action.
 */
import { isAbsolute, join, sep } from 'node:path';
import type { SourceFile } from '../shared/config/load.js';
import { decodeConfigBytes } from '../shared/config/yaml.js';
import type { ReadRepoFile } from '../shared/matrix/node-count.js';
import type { MatrixFiles } from '../shared/matrix/run-request.js';
import { readFileBytes, readUtf8File } from './read-file.js';

/** The text, undefined when absent; a directory, an unreadable or a non-UTF-8 file is an error naming `shown`. */
function readIfExists(path: string, shown = path): string | undefined {
  return readUtf8File(path, { shown, missing: 'undefined' });
}

/**
 * A config file as the loaders take it; a missing file gives `text: undefined`, bytes that are
 * not UTF-8 fail naming the file and line.
 */
export function readSource(path: string, cwd = process.cwd()): SourceFile {
  const bytes = readFileBytes(isAbsolute(path) ? path : join(cwd, path), {
    shown: path,
    what: 'config file',
    missing: 'undefined',
  });
  return { path, text: bytes === undefined ? undefined : decodeConfigBytes(bytes, path) };
}

/** Paths that `join` would rewrite (`.`/`..` segments, repeated or trailing slashes, backslashes). */
const NEEDS_JOIN = /(?:^|[/\\])\.{1,2}(?:[/\\]|$)|[/\\]{2}|^[/\\]|[/\\]$|\\|^$/;

/** A repository-relative path under `root` (plain relative paths skip path.join's normalising). */
function resolver(root: string): (relativePath: string) => string {
  const prefix = isAbsolute(root) ? join(root, sep) : undefined;
  return (relativePath) =>
    prefix === undefined || NEEDS_JOIN.test(relativePath) ? join(root, relativePath) : prefix + relativePath;
}

/** Reads repository-relative files under `root`; undefined when absent. */
export function repoFileReader(root = process.cwd()): ReadRepoFile {
  const resolve = resolver(root);
  return (relativePath) => readIfExists(resolve(relativePath), relativePath);
}

/** The working tree under `cwd` as the MatrixFiles port. */
export function localMatrixFiles(cwd = process.cwd()): MatrixFiles {
  return {
    source: (path) => readSource(path, cwd),
    readFile: repoFileReader(cwd),
  };
}
