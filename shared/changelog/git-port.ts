/**
 * The narrow git port the changelog capability reads through (implemented over the git
 * binary in io/git-reader.ts; tests may pass an in-memory one). Paths are relative to the
 * repository root, never to the working directory (the reference diffed a working-directory
 * path but read blobs from the root, so the two could name different files).
 */
export interface GitReader {
  /** The exact blob bytes of each `path` at `ref`; a missing blob fails naming path, ref and git's message. */
  readBlobs(requests: { ref: string; path: string }[]): Uint8Array[];
  /** Paths of blobs under `dir` at `ref`, recursively (empty when the directory does not exist). */
  listFiles(ref: string, dir: string): string[];
}
