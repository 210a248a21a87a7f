/**
 * git I/O for merge preparation: the changelog blob at a ref, the index stages of a
 * conflicted file, and writing the prepared file without ever leaving it half-written.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, basename, resolve } from 'node:path';
import { SweepkitError } from '../shared/errors.js';
import { STAGE, type ConflictStages } from '../shared/merge-prep/index.js';
import { GitBinaryReader } from './git-reader.js';
import { runGit } from './git.js';

export interface ChangelogLocation {
  git: GitBinaryReader;
  /** Repository-root-relative path, as git objects name it. */
  repoPath: string;
  /** The working-tree file (the user's path resolved against the cwd). */
  absolute: string;
}

export function locateChangelog(file: string, cwd: string = process.cwd()): ChangelogLocation {
  const git = GitBinaryReader.at(cwd);
  return { git, repoPath: git.repoPath(file, cwd), absolute: isAbsolute(file) ? file : resolve(cwd, file) };
}

/** The committed bytes of the changelog at `ref` (never the working tree). */
export function readChangelogAt(location: ChangelogLocation, ref: string): Buffer {
  return Buffer.from(location.git.readBlobs([{ ref, path: location.repoPath }])[0]!);
}

/** Stage 1/2/3 of a conflicted path (`git show :<n>:<path>`). */
function readIndexStage(location: ChangelogLocation, stage: number): Buffer {
  const result = runGit(['show', `:${stage}:${location.repoPath}`], {
    cwd: location.git.root,
    okCodes: [128, 1],
  });
  if (result.code !== 0) {
    throw new SweepkitError({
      message: `could not read stage ${stage} for ${location.repoPath}: ${result.stderr || `git exited ${result.code}`}`,
      file: location.repoPath,
      hint: 'run resolve-conflict while `git merge` is stopped on a conflict in this file',
    });
  }
  return result.stdout;
}

export function readConflictStages(location: ChangelogLocation): ConflictStages {
  return {
    mergeBase: readIndexStage(location, STAGE.mergeBase),
    pr: readIndexStage(location, STAGE.ours),
    main: readIndexStage(location, STAGE.theirs),
  };
}

export function readWorkingFile(location: ChangelogLocation, display: string): Buffer {
  try {
    return readFileSync(location.absolute);
  } catch (error) {
    throw new SweepkitError({
      message: `could not read ${display}: ${(error as Error).message}`,
      file: display,
    });
  }
}

/** Replaces the file in one rename, so a failure never leaves a partial file behind. */
export function writeFileAtomically(path: string, bytes: Uint8Array): void {
  const temporary = join(dirname(path), `.${basename(path)}.sweepkit-${process.pid}.tmp`);
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}
