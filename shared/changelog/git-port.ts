/**
 * The narrow git port the changelog capability reads through (implemented over the git
 * binary in io/git-reader.ts; tests may pass an in-memory one). Paths are relative to the
 * repository root, never to the working directory (changelog.md Q13).
 */
export interface GitReader {
  /** The exact blob bytes of each `path` at `ref`; a missing blob fails naming path, ref and git's message. */
  readBlobs(requests: { ref: string; path: string }[]): Uint8Array[];
  /** Paths of blobs under `dir` at `ref`, recursively (empty when the directory does not exist). */
  listFiles(ref: string, dir: string): string[];
}
