/**
 * git I/O for merge preparation: the changelog blob at a ref, the index stages of a
 * conflicted file, and writing the prepared file without ever leaving it half-written.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, basename, resolve } from 'node:path';
import { SweepkitError } from '../shared/errors.js';
import { STAGE } from '../shared/merge-prep/names.js';
import { type ConflictStages } from '../shared/merge-prep/resolve.js';
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

/**
 * The three stages in one `git cat-file --batch` (index names `:<n>:<path>`); a stage that is
 * not a blob is read again with `git show`, whose message the error carries.
 */
export function readConflictStages(location: ChangelogLocation): ConflictStages {
  const stages = [STAGE.mergeBase, STAGE.ours, STAGE.theirs];
  // A path with a newline cannot be named on the batch's input lines: read each stage alone.
  const blobs = location.repoPath.includes('\n')
    ? stages.map(() => undefined)
    : batchIndexStages(location, stages);
  const [mergeBase, pr, main] = stages.map((stage, i) => blobs[i] ?? readIndexStage(location, stage));
  return { mergeBase: mergeBase!, pr: pr!, main: main! };
}

/** Each stage's bytes, or undefined for a stage `cat-file` does not answer with a blob. */
function batchIndexStages(location: ChangelogLocation, stages: number[]): (Buffer | undefined)[] {
  const input = stages.map((stage) => `:${stage}:${location.repoPath}\n`).join('');
  const out = runGit(['cat-file', '--batch'], { cwd: location.git.root, input }).stdout;
  const blobs: (Buffer | undefined)[] = [];
  let at = 0;
  for (const _stage of stages) {
    const eol = out.indexOf(10, at);
    if (eol < 0) return [...blobs, ...stages.slice(blobs.length).map(() => undefined)];
    const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(out.toString('utf8', at, eol));
    if (!m) {
      // `<name> missing` (or ambiguous): no body follows.
      blobs.push(undefined);
      at = eol + 1;
      continue;
    }
    const size = Number(m[2]);
    blobs.push(m[1] === 'blob' ? out.subarray(eol + 1, eol + 1 + size) : undefined);
    at = eol + 1 + size + 1;
  }
  return blobs;
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
