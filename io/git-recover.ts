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

export function createRecoveryGit(cwd: string = process.cwd()): RecoveryGit {
  const ops = createOpsGit(cwd);
  const git = (args: string[], okCodes?: number[]) => runGit(args, { cwd: ops.root(), okCodes });
  const adapter: RecoveryGit = {
    ...ops,
    ...createRecoverGit(cwd),
    isAncestor: (ancestor, descendant) =>
      git(['merge-base', '--is-ancestor', ancestor, descendant], [1, 128]).code === 0,
    diffNameStatus: (from, to) => lines(git(['diff', '--no-renames', '--name-status', from, to]).stdout),
    diffNamesSince: (base, head) => lines(git(['diff', '--name-only', `${base}...${head}`]).stdout),
    diffCheck: (from, to) => text(git(['diff', '--check', from, to], [2]).stdout).trim(),
    remoteBranchExists: (remote, branch) =>
      text(git(['ls-remote', '--heads', remote, `refs/heads/${branch}`]).stdout).trim() !== '',
    commitTree: (tree, parents, message) =>
      text(git(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-m', message]).stdout).trim(),
    treeOf: (ref) => text(git(['rev-parse', '--verify', `${ref}^{tree}`]).stdout).trim(),
    parentsOf: (ref) =>
      text(git(['rev-list', '--parents', '-n', '1', ref]).stdout)
        .trim()
        .split(/\s+/)
        .slice(1),
    blobAt(ref, file) {
      const reader = GitBinaryReader.at(ops.root());
      return reader.readBlobs([{ ref, path: reader.repoPath(file, ops.root()) }])[0]!;
    },
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
