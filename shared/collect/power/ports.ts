/**
 * The file questions power validation asks, as a port: the core stays pure and the adapter in
 * io/power-files.ts answers them relative to the job's working directory.
 */

export type EntryKind = 'file' | 'directory' | 'other' | 'missing';

export interface PowerFiles {
  /** What `path` is, following symlinks, and its size; throws when it cannot be inspected. */
  stat(path: string): { kind: EntryKind; size: number };
  /** Whether `path` itself is a symbolic link. */
  isSymlink(path: string): boolean;
  /** The file's text, undecodable bytes replaced; throws when it cannot be read. */
  readText(path: string): string;
  /**
   * The same text in pieces that each end where a CSV record ends (outside quotes), for streams
   * too large to hold whole; throws (while iterating) when it cannot be read.
   */
  readTextChunks(path: string): Iterable<string>;
  /** Entry names of a directory; throws when it cannot be listed. */
  list(dir: string): string[];
  /** The absolute path with symlinks resolved as far as the path exists (missing tail kept as written). */
  resolvePath(path: string): string;
}

/** `dir/name`, with '' meaning the working directory. */
export function joinPath(dir: string, name: string): string {
  if (dir === '' || dir === '.') return name;
  return dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
}
