// The layout of downloaded per-job benchmark results, defined once for the tests (TypeScript,
// through result-folders.d.mts) and the benches (plain Node ESM, no TS loader): each job uploads
// an artifact bmk_<job> holding its processed row agg_<job>.json, and download-artifact unpacks
// every artifact into a folder of that name under the results directory.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `bmk_<job>`: the artifact, and so the folder, of one benchmark job. */
function artifactFolder(job) {
  return `bmk_${job}`;
}

/** `agg_<job>.json`: the job's processed row (what `collect process-result` writes). */
function rowFile(job) {
  return `agg_${job}.json`;
}

/**
 * The job's row file relative to the results directory: `bmk_<job>/agg_<job>.json`; `inside`
 * puts it in a sub-folder of the artifact, `flat` leaves out the artifact folder (a single
 * artifact unpacked straight into the directory).
 */
function resultFilePath(job, { flat = false, inside = '' } = {}) {
  return join(flat ? '' : artifactFolder(job), inside, rowFile(job));
}

/** Writes `text` as the job's row file under `root` (folders created); returns its path. */
export function writeResultFolder(root, job, text, options) {
  const path = join(root, resultFilePath(job, options));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

/** Writes every file of `files` (path relative to `root` → content) under `root`; returns `root`. */
export function writeTree(root, files) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
