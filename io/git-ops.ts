/**
 * The OpsGit port over the git binary (merge-with-reuse). Everything that changes a work tree
 * runs in one private linked worktree under the clone's git directory; on the user's checkout
 * it only reads (status, refs) and fetches.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { SweepkitError } from '../shared/errors.js';
import { gateFromRefs } from '../shared/plan/pipeline.js';
import type { LocalGateOptions, MergeResult, OpsGit, PushOutcome, RecoverGit } from '../shared/ops/ports.js';
import { locateChangelog, readConflictStages, readWorkingFile, writeFileAtomically } from './git-merge.js';
import { GitBinaryReader, changelogSources } from './git-reader.js';
import { runGit } from './git.js';

const text = (out: Buffer) => out.toString('utf8');

/** In-progress operations and the file under the git directory that marks each. */
const IN_PROGRESS: [string, string][] = [
  ['merge', 'MERGE_HEAD'],
  ['rebase', 'rebase-merge'],
  ['rebase', 'rebase-apply'],
  ['cherry-pick', 'CHERRY_PICK_HEAD'],
  ['revert', 'REVERT_HEAD'],
  ['bisect', 'BISECT_LOG'],
];

/** `rev-parse` arguments that print where each IN_PROGRESS marker lives, one line each. */
const MARKER_ARGS = IN_PROGRESS.flatMap(([, marker]) => ['--git-path', marker]);

const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The commit of a linked worktree's detached HEAD, read from its HEAD file; undefined when the
 * HEAD is anything else (a branch, another ref storage, an unreadable file), and git is asked.
 * The private worktrees are always detached, and a merge asks for their head a handful of times:
 * each read spares a git process.
 */
function detachedHead(worktree: string): string | undefined {
  try {
    const link = /^gitdir: (.+)\n?$/.exec(readFileSync(join(worktree, '.git'), 'utf8'));
    if (!link) return undefined;
    const head = readFileSync(join(resolve(worktree, link[1]!), 'HEAD'), 'utf8');
    return /^(?:[0-9a-f]{40}|[0-9a-f]{64})\n$/.test(head) ? head.trimEnd() : undefined;
  } catch {
    return undefined;
  }
}

/** What one `git rev-parse` says about the clone; the parts left undefined are asked one by one. */
interface Clone {
  top: string;
  commonDir?: string;
  /** Where each IN_PROGRESS marker lives, in that order. */
  markers?: string[];
}

/** The marker paths of one `rev-parse --git-path ...` answer; refuses on a line count that is off. */
function markerPaths(lines: string[]): string[] {
  // A path holding a newline would shift the lines: refuse rather than check the wrong file.
  if (lines.length !== IN_PROGRESS.length || lines.some((p) => p === '')) {
    throw new SweepkitError({
      message: `git rev-parse --git-path printed ${lines.length} paths, expected ${IN_PROGRESS.length}`,
    });
  }
  return lines;
}

const lines = (out: Buffer) => text(out).replace(/\n$/, '').split('\n');

export function createOpsGit(cwd: string = process.cwd()): OpsGit {
  let clone: Clone | undefined;
  const located = (): Clone => {
    if (clone === undefined) {
      // One rev-parse answers the top level, the common git directory and where every marker
      // lives (each option prints one absolute path), instead of a git process for each.
      const result = runGit(
        ['rev-parse', '--path-format=absolute', '--show-toplevel', '--git-common-dir', ...MARKER_ARGS],
        { cwd, okCodes: [128] },
      );
      if (result.code !== 0) throw new SweepkitError({ message: 'Not inside a git repository' });
      const [top = '', commonDir = '', ...markers] = lines(result.stdout);
      // A git before 2.31 echoes the unknown --path-format option, and a path with a newline
      // shifts the lines: then the top level alone, and the rest asked when needed, as before.
      clone =
        markers.length === IN_PROGRESS.length && [top, commonDir, ...markers].every((p) => isAbsolute(p))
          ? { top, commonDir, markers }
          : { top: toplevel() };
    }
    return clone;
  };
  const toplevel = (): string => {
    const result = runGit(['rev-parse', '--show-toplevel'], { cwd, okCodes: [128] });
    if (result.code !== 0) throw new SweepkitError({ message: 'Not inside a git repository' });
    return text(result.stdout).trim();
  };
  const root = (): string => located().top;
  const git = (args: string[], okCodes?: number[]) => runGit(args, { cwd: root(), okCodes });
  const inTree = (worktree: string, args: string[], okCodes?: number[]) =>
    runGit(args, { cwd: worktree, okCodes });
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(root(), path));
  const commonDir = () => {
    const known = located();
    known.commonDir ??= absolute(text(git(['rev-parse', '--git-common-dir']).stdout).trim());
    return known.commonDir;
  };
  const mainRefspec = (remote: string) => `+refs/heads/main:refs/remotes/${remote}/main`;
  const pullRefspec = (pr: number, privateRef: string) => `+refs/pull/${pr}/head:${privateRef}`;
  const verify = (ref: string) => text(git(['rev-parse', '--verify', `${ref}^{commit}`]).stdout).trim();

  return {
    root,
    operationInProgress() {
      const known = located();
      known.markers ??= markerPaths(lines(git(['rev-parse', ...MARKER_ARGS]).stdout));
      for (const [i, [name]] of IN_PROGRESS.entries())
        if (existsSync(absolute(known.markers[i]!))) return name;
      return null;
    },
    statusLines() {
      return text(git(['status', '--porcelain', '--untracked-files=all']).stdout)
        .split('\n')
        .filter((l) => l !== '');
    },
    fetchMain(remote) {
      git(['fetch', '--quiet', '--no-tags', remote, mainRefspec(remote)]);
      return verify(`refs/remotes/${remote}/main`);
    },
    fetchPullHead(remote, pr, privateRef) {
      git(['fetch', '--quiet', '--no-tags', remote, pullRefspec(pr, privateRef)]);
      return verify(privateRef);
    },
    fetchMainAndPullHead(remote, pr, privateRef) {
      // One round trip to the remote instead of two, and one rev-parse for both commits.
      try {
        git(['fetch', '--quiet', '--no-tags', remote, mainRefspec(remote), pullRefspec(pr, privateRef)]);
      } catch {
        return null;
      }
      const refs = [`refs/remotes/${remote}/main`, privateRef];
      const both = git(['rev-parse', ...refs.map((ref) => `${ref}^{commit}`)], [128]);
      const [main, pullHead, ...rest] = lines(both.stdout);
      if (both.code !== 0 || rest.length > 0 || ![main, pullHead].every((sha) => OBJECT_ID.test(sha ?? '')))
        // Ask for each alone, so the error names the ref git could not resolve.
        return { main: verify(refs[0]!), pullHead: verify(privateRef) };
      return { main: main!, pullHead: pullHead! };
    },
    remotePullHead(remote, pr) {
      const out = text(git(['ls-remote', remote, `refs/pull/${pr}/head`]).stdout).trim();
      return out === '' ? null : out.split(/\s+/)[0]!;
    },
    addWorktree(name, sha) {
      const parent = join(commonDir(), 'sweepkit');
      mkdirSync(parent, { recursive: true });
      const dir = join(parent, name);
      git(['worktree', 'add', '--quiet', '--detach', dir, sha]);
      return dir;
    },
    cleanup(worktree, privateRef) {
      // A removed worktree leaves no administrative files; only a failed removal (or a worktree
      // that was never added) can leave some for `git worktree prune`.
      const removed = worktree !== null && git(['worktree', 'remove', '--force', worktree], [128]).code === 0;
      if (worktree !== null) rmSync(worktree, { recursive: true, force: true });
      if (privateRef !== null) git(['update-ref', '-d', privateRef], [1]);
      if (!removed) git(['worktree', 'prune']);
    },
    head(worktree) {
      return detachedHead(worktree) ?? text(inTree(worktree, ['rev-parse', 'HEAD']).stdout).trim();
    },
    merge(worktree, ref): MergeResult {
      const before = this.head(worktree);
      const result = inTree(worktree, ['merge', '--no-ff', '--no-edit', ref], [1]);
      if (result.code === 0)
        return { outcome: this.head(worktree) === before ? 'up-to-date' : 'merged', unmerged: [] };
      // The paths that tell a conflict from another failure are the ones the caller needs: asked once.
      const unmerged = text(inTree(worktree, ['diff', '--name-only', '--diff-filter=U']).stdout)
        .split('\n')
        .filter((l) => l !== '');
      if (unmerged.length > 0) return { outcome: 'conflict', unmerged };
      throw new SweepkitError({ message: `git merge ${ref} failed: ${result.stderr || 'no message'}` });
    },
    mergeAbort(worktree) {
      inTree(worktree, ['merge', '--abort']);
    },
    conflictStages(worktree, file) {
      return readConflictStages(locateChangelog(file, worktree));
    },
    readBlob(worktree, ref, file) {
      const reader = GitBinaryReader.at(worktree);
      return reader.readBlobs([{ ref, path: reader.repoPath(file, worktree) }])[0]!;
    },
    readFile(worktree, file) {
      return readWorkingFile(locateChangelog(file, worktree), file);
    },
    writeAndStage(worktree, file, bytes) {
      writeFileAtomically(locateChangelog(file, worktree).absolute, bytes);
      inTree(worktree, ['add', '--', file]);
    },
    commitMerge(worktree) {
      inTree(worktree, ['commit', '--quiet', '--no-edit']);
    },
    commitAmend(worktree) {
      inTree(worktree, ['commit', '--quiet', '--amend', '--no-edit']);
    },
    commit(worktree, message, empty) {
      inTree(worktree, ['commit', '--quiet', ...(empty ? ['--allow-empty'] : []), '-m', message]);
    },
    push(remote, sha, ref): PushOutcome {
      const result = git(['push', '--quiet', remote, `${sha}:refs/heads/${ref}`], [1]);
      return { ok: result.code === 0, detail: result.stderr.split('\n').slice(0, 3).join(' ') };
    },
    async gate(worktree, options: LocalGateOptions) {
      const verdict = await gateFromRefs(changelogSources(options.file, worktree), {
        baseRef: options.baseRef,
        headRef: options.headRef,
        repo: options.repo,
        prNumber: options.prNumber,
        flags: { allEvals: options.allEvals, evalsOnly: false },
      });
      return verdict.summary;
    },
  };
}

export function createRecoverGit(cwd: string = process.cwd()): RecoverGit {
  return {
    hasCommit: (sha) =>
      /^[0-9a-f]{4,64}$/i.test(sha) &&
      runGit(['cat-file', '-e', `${sha}^{commit}`], { cwd, okCodes: [1, 128] }).code === 0,
  };
}
