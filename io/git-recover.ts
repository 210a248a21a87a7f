/**
 * The RecoveryGit port over the git binary: the merge helper's private-worktree adapter
 * (io/git-ops.ts) plus the reads and commit plumbing a recovery needs (ancestry, drift, a commit
 * with two parents). The user's work tree is only read; everything else happens in a private
 * linked worktree or on objects.
 */
import { planFromRefs } from '../shared/plan/pipeline.js';
import type { RecoveryGit } from '../shared/ops/recover/ports.js';
import { createOpsGit, createRecoverGit } from './git-ops.js';
import { GitBinaryReader, changelogSources } from './git-reader.js';
import { runGit } from './git.js';

const text = (out: Buffer) => out.toString('utf8');
const lines = (out: Buffer) =>
  text(out)
    .split('\n')
    .filter((l) => l !== '');

const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * What a commit id names never changes: answers about full object ids are kept for the adapter's
 * life (a recovery asks for the same merge commit, blobs and trees several times), and a git
 * process is spent only on the first question. A ref name (which may move) is always asked.
 */
function byObjectId<Rest extends string[], T>(
  ask: (ref: string, ...rest: Rest) => T,
): (ref: string, ...rest: Rest) => T {
  const known = new Map<string, T>();
  return (ref, ...rest) => {
    if (!OBJECT_ID.test(ref)) return ask(ref, ...rest);
    const key = [ref, ...rest].join('\0');
    if (!known.has(key)) known.set(key, ask(ref, ...rest));
    return known.get(key)!;
  };
}

export function createRecoveryGit(cwd: string = process.cwd()): RecoveryGit {
  const ops = createOpsGit(cwd);
  const git = (args: string[], okCodes?: number[]) => runGit(args, { cwd: ops.root(), okCodes });
  const recover = createRecoverGit(cwd);
  // A commit that is present stays present; an absent one may be fetched later, so only a yes is kept.
  const present = new Set<string>();
  const adapter: RecoveryGit = {
    ...ops,
    hasCommit(sha) {
      if (present.has(sha)) return true;
      const has = recover.hasCommit(sha);
      if (has && OBJECT_ID.test(sha)) present.add(sha);
      return has;
    },
    fetchCommit(remote, sha) {
      if (adapter.hasCommit(sha)) return true;
      if (!OBJECT_ID.test(sha)) return false;
      // GitHub serves a commit by id while it keeps the object, reachable from a ref or not.
      if (git(['fetch', '--quiet', '--no-tags', remote, sha], [1, 128]).code !== 0) return false;
      return adapter.hasCommit(sha);
    },
    isAncestor: (ancestor, descendant) =>
      git(['merge-base', '--is-ancestor', ancestor, descendant], [1, 128]).code === 0,
    diffNameStatus: (from, to) => lines(git(['diff', '--no-renames', '--name-status', from, to]).stdout),
    diffNamesSince: (base, head) => lines(git(['diff', '--name-only', `${base}...${head}`]).stdout),
    diffCheck: (from, to) => text(git(['diff', '--check', from, to], [2]).stdout).trim(),
    remoteBranchExists: (remote, branch) =>
      text(git(['ls-remote', '--heads', remote, `refs/heads/${branch}`]).stdout).trim() !== '',
    commitTree: (tree, parents, message) =>
      text(git(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-m', message]).stdout).trim(),
    treeOf: byObjectId((ref) => text(git(['rev-parse', '--verify', `${ref}^{tree}`]).stdout).trim()),
    parentsOf: (ref) =>
      text(git(['rev-list', '--parents', '-n', '1', ref]).stdout)
        .trim()
        .split(/\s+/)
        .slice(1),
    blobAt: byObjectId((ref: string, file: string) => {
      const reader = GitBinaryReader.at(ops.root());
      return reader.readBlobs([{ ref, path: reader.repoPath(file, ops.root()) }])[0]!;
    }),
    commitAs(worktree, message, identity) {
      runGit(
        [
          '-c',
          `user.name=${identity.name}`,
          '-c',
          `user.email=${identity.email}`,
          'commit',
          '--quiet',
          `--author=${identity.name} <${identity.email}>`,
          '-m',
          message,
        ],
        { cwd: worktree },
      );
    },
    stagedCheck: (worktree) =>
      text(runGit(['diff', '--cached', '--check'], { cwd: worktree, okCodes: [2] }).stdout).trim(),
    plan: (worktree, file, baseRef, headRef) =>
      planFromRefs(changelogSources(file, worktree), { baseRef, headRef }, {}),
    deleteRef: (ref) => void git(['update-ref', '-d', ref], [1]),
  };
  return adapter;
}
