/**
 * GitReader over the git binary: blobs come from git objects (`git cat-file --batch`, one
 * process for any number of blobs), so the working tree never leaks into a comparison.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { SweepkitError } from '../shared/errors.js';
import type { GitReader } from '../shared/changelog/git-port.js';
import type { ChangelogSources } from '../shared/plan/pipeline.js';
import { checkRevision, runGit } from './git.js';

export class GitBinaryReader implements GitReader {
  constructor(readonly root: string) {}

  /** The reader for the repository containing `cwd` (fails with git's message outside one). */
  static at(cwd: string = process.cwd()): GitBinaryReader {
    // The nearest directory holding `.git` (a directory, or a file for worktrees) is the root:
    // found without spawning git, which is a noticeable part of the gate's budget.
    for (let dir = resolve(cwd); ; dir = dirname(dir)) {
      if (existsSync(join(dir, '.git'))) return new GitBinaryReader(dir);
      if (dirname(dir) === dir) break;
    }
    let top: string;
    try {
      top = runGit(['rev-parse', '--show-toplevel'], { cwd }).stdout.toString('utf8').trim();
    } catch (error) {
      throw new SweepkitError({
        message: `not inside a git repository (${(error as Error).message})`,
        hint: 'run from a clone of the benchmark repository',
      });
    }
    return new GitBinaryReader(top);
  }

  /** A user-given path (absolute, or relative to `cwd`) as a repository-root-relative git path. */
  repoPath(path: string, cwd: string = process.cwd()): string {
    const absolute = isAbsolute(path) ? path : resolve(cwd, path);
    const inside = relative(this.root, absolute);
    if (inside.startsWith('..') || isAbsolute(inside)) {
      throw new SweepkitError({ message: `'${path}' is outside the repository at ${this.root}`, file: path });
    }
    return inside.split(sep).join('/');
  }

  readBlobs(requests: { ref: string; path: string }[]): Uint8Array[] {
    if (requests.length === 0) return [];
    for (const request of requests) checkRevision(request.ref);
    const input = requests.map((r) => `${r.ref}:${r.path}\n`).join('');
    const out = runGit(['cat-file', '--batch'], { cwd: this.root, input }).stdout;
    const blobs: Uint8Array[] = [];
    let at = 0;
    for (const request of requests) {
      const eol = out.indexOf(10, at);
      const header = out.toString('utf8', at, eol);
      const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
      if (!m || m[1] !== 'blob') {
        // Ask git itself for the reason (unknown revision, path not in the tree, ...).
        const why = runGit(['show', '--end-of-options', `${request.ref}:${request.path}`], {
          cwd: this.root,
          okCodes: [128, 1],
        });
        throw new SweepkitError({
          message: `could not read ${request.path} at ${request.ref}: ${why.stderr || (m ? `it is a ${m[1]}, not a file` : header)}`,
          file: request.path,
          hint: 'check that the ref exists locally (fetch it, e.g. with fetch-depth: 0) and that the path is right',
        });
      }
      const size = Number(m[2]);
      blobs.push(out.subarray(eol + 1, eol + 1 + size));
      at = eol + 1 + size + 1;
    }
    return blobs;
  }

  listFiles(ref: string, dir: string): string[] {
    const result = runGit(
      ['ls-tree', '-r', '--name-only', '-z', '--end-of-options', checkRevision(ref), '--', dir],
      {
        cwd: this.root,
      },
    );
    return result.stdout
      .toString('utf8')
      .split('\0')
      .filter((p) => p !== '');
  }
}

/** Reads repository-root-relative files of the working tree; undefined when absent. */
function workingTreeReader(root: string): (path: string) => string | undefined {
  return (path) => {
    try {
      return readFileSync(join(root, path), 'utf8');
    } catch (error) {
      if (
        (error as NodeJS.ErrnoException).code === 'ENOENT' ||
        (error as NodeJS.ErrnoException).code === 'EISDIR'
      ) {
        return undefined;
      }
      throw error;
    }
  };
}

/** The changelog's sources for a user-given path (absolute, or relative to `cwd`). */
export function changelogSources(
  file: string,
  cwd: string = process.cwd(),
): ChangelogSources & { root: string } {
  const git = GitBinaryReader.at(cwd);
  return {
    git,
    root: git.root,
    readWorkingFile: workingTreeReader(git.root),
    changelogPath: git.repoPath(file, cwd),
    displayFile: file,
    // Staged, modified or untracked: any of them is a change the commits do not hold yet.
    uncommittedChangelog: () =>
      runGit(['status', '--porcelain', '--', git.repoPath(file, cwd)], { cwd: git.root }).stdout.length > 0,
  };
}

/** owner/name from a GitHub remote URL (https, ssh or scp-like), else undefined. */
export function repoFromRemoteUrl(url: string): string | undefined {
  const m = /github\.com[:/]+([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(url.trim());
  return m ? `${m[1]}/${m[2]}` : undefined;
}

/**
 * The repository canonical pr-links name when --repo is not given: GITHUB_REPOSITORY (set on
 * every Actions runner), else the `origin` remote of the clone; undefined when neither says.
 */
export function defaultRepository(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.GITHUB_REPOSITORY && /^[^/\s]+\/[^/\s]+$/.test(env.GITHUB_REPOSITORY)) return env.GITHUB_REPOSITORY;
  const remote = runGit(['config', '--get', 'remote.origin.url'], { cwd: root, okCodes: [1] });
  return remote.code === 0 ? repoFromRemoteUrl(remote.stdout.toString('utf8')) : undefined;
}
