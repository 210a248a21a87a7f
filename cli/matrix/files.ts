/**
 * The file-system side of matrix generation: read the config files a request names
 * (relative to the working directory, as the reference does) and serve repository files
 * (srt-slurm recipes) to the node-count derivation. Used by the CLI and the action.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join, sep } from 'node:path';
import type { SourceFile } from '../../shared/config/load.js';
import type { ReadRepoFile } from '../../shared/matrix/node-count.js';

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A config file as the loaders take it; a missing file gives `text: undefined`. */
export function readSource(path: string, cwd = process.cwd()): SourceFile {
  return { path, text: readIfExists(isAbsolute(path) ? path : join(cwd, path)) };
}

/** Paths that `join` would rewrite (`.`/`..` segments, repeated or trailing slashes, backslashes). */
const NEEDS_JOIN = /(?:^|[/\\])\.{1,2}(?:[/\\]|$)|[/\\]{2}|^[/\\]|[/\\]$|\\|^$/;

/** Reads repository-relative files under `root`; undefined when absent. */
export function repoFileReader(root = process.cwd()): ReadRepoFile {
  // ~450 recipe paths per full sweep: plain relative paths skip path.join's normalisation.
  const prefix = isAbsolute(root) ? join(root, sep) : undefined;
  return (relativePath) =>
    readIfExists(
      prefix === undefined || NEEDS_JOIN.test(relativePath)
        ? join(root, relativePath)
        : prefix + relativePath,
    );
}
