// Types of result-folders.mjs (plain JavaScript so that the benches can import it too).

export interface ResultFileOptions {
  /** No artifact folder: a single artifact unpacked straight into the results directory. */
  flat?: boolean;
  /** A sub-folder of the artifact the row file sits in (e.g. `LOGS/deeper`). */
  inside?: string;
}

export function artifactFolder(job: string): string;
export function rowFile(job: string): string;
export function resultFilePath(job: string, options?: ResultFileOptions): string;
export function writeResultFolder(
  root: string,
  job: string,
  text: string,
  options?: ResultFileOptions,
): string;
export function writeTree(root: string, files: Record<string, string | Uint8Array>): string;
