/**
 * The OpsGit port over the git binary (merge-with-reuse). Everything that changes a work tree
 * runs in one private linked worktree under the clone's git directory; on the user's checkout
 * it only reads (status, refs) and fetches.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { SweepkitError } from '../shared/errors.js';
import { gateFromRefs } from '../shared/plan/pipeline.js';
import type { LocalGateOptions, MergeOutcome, OpsGit, PushOutcome, RecoverGit } from '../shared/ops/ports.js';
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

export function createOpsGit(cwd: string = process.cwd()): OpsGit {
  let top: string | undefined;
  const root = (): string => {
    if (top === undefined) {
      const result = runGit(['rev-parse', '--show-toplevel'], { cwd, okCodes: [128] });
      if (result.code !== 0) throw new SweepkitError({ message: 'Not inside a git repository' });
      top = text(result.stdout).trim();
    }
    return top;
  };
  const git = (args: string[], okCodes?: number[]) => runGit(args, { cwd: root(), okCodes });
  const inTree = (worktree: string, args: string[], okCodes?: number[]) =>
    runGit(args, { cwd: worktree, okCodes });
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(root(), path));
  const commonDir = () => absolute(text(git(['rev-parse', '--git-common-dir']).stdout).trim());

  return {
    root,
    operationInProgress() {
      // One rev-parse answers where every marker lives (each `--git-path` prints one line).
      // A path holding a newline would shift the lines: refuse rather than check the wrong file.
      const paths = text(
        git(['rev-parse', ...IN_PROGRESS.flatMap(([, marker]) => ['--git-path', marker])]).stdout,
      )
        .replace(/\n$/, '')
        .split('\n');
      if (paths.length !== IN_PROGRESS.length || paths.some((p) => p === '')) {
        throw new SweepkitError({
          message: `git rev-parse --git-path printed ${paths.length} paths, expected ${IN_PROGRESS.length}`,
        });
      }
      for (const [i, [name]] of IN_PROGRESS.entries()) if (existsSync(absolute(paths[i]!))) return name;
      return null;
    },
    statusLines() {
      return text(git(['status', '--porcelain', '--untracked-files=all']).stdout)
        .split('\n')
        .filter((l) => l !== '');
    },
    fetchMain(remote) {
      git(['fetch', '--quiet', '--no-tags', remote, `+refs/heads/main:refs/remotes/${remote}/main`]);
      return text(git(['rev-parse', '--verify', `refs/remotes/${remote}/main^{commit}`]).stdout).trim();
    },
    fetchPullHead(remote, pr, privateRef) {
      git(['fetch', '--quiet', '--no-tags', remote, `+refs/pull/${pr}/head:${privateRef}`]);
      return text(git(['rev-parse', '--verify', `${privateRef}^{commit}`]).stdout).trim();
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
      git(['update-ref', '-d', privateRef], [1]);
      if (!removed) git(['worktree', 'prune']);
    },
    head(worktree) {
      return detachedHead(worktree) ?? text(inTree(worktree, ['rev-parse', 'HEAD']).stdout).trim();
    },
    merge(worktree, ref): MergeOutcome {
      const before = this.head(worktree);
      const result = inTree(worktree, ['merge', '--no-ff', '--no-edit', ref], [1]);
      if (result.code === 0) return this.head(worktree) === before ? 'up-to-date' : 'merged';
      if (this.unmergedPaths(worktree).length > 0) return 'conflict';
      throw new SweepkitError({ message: `git merge ${ref} failed: ${result.stderr || 'no message'}` });
    },
    unmergedPaths(worktree) {
      return text(inTree(worktree, ['diff', '--name-only', '--diff-filter=U']).stdout)
        .split('\n')
        .filter((l) => l !== '');
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
