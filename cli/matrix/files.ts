/**
 * The file-system side of matrix generation: read the config files a request names
 * (relative to the working directory, as the reference does) and serve repository files
 * (srt-slurm recipes) to the node-count derivation. Used by the CLI and the action.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
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

/** Reads repository-relative files under `root`; undefined when absent. */
export function repoFileReader(root = process.cwd()): ReadRepoFile {
  return (relativePath) => readIfExists(join(root, relativePath));
}
