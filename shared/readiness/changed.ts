/**
 * Whether a PR changes the changelog, from GitHub's list of its changed files. Pure.
 *
 * GitHub lists at most 3000 files of a PR and says nothing about the rest, so a list shorter than
 * the PR's `changed_files` count (or one that reaches the cap) may hide the changelog: it counts
 * as changed, so the gate and the reuse decision are still judged (fail closed).
 */
import type { PullFile } from '../github/schemas.js';

/** The most files `GET /pulls/{n}/files` lists. */
export const PULL_FILES_LISTED = 3000;

/** `./a/b` and `a//b` name the same path as GitHub's `a/b`. */
function normalized(path: string): string {
  return path.replace(/^(\.\/)+/, '').replace(/\/{2,}/g, '/');
}

function listIsComplete(files: readonly PullFile[], changedFiles: number | null | undefined): boolean {
  if (files.length >= PULL_FILES_LISTED) return false;
  return changedFiles == null || files.length >= changedFiles;
}

/** Whether `changelogFile` is among the PR's files: added, changed, removed, or renamed to or from. */
export function changesChangelog(
  files: readonly PullFile[],
  changedFiles: number | null | undefined,
  changelogFile: string,
): boolean {
  if (!listIsComplete(files, changedFiles)) return true;
  const wanted = normalized(changelogFile);
  return files.some((file) => file.filename === wanted || file.previous_filename === wanted);
}
