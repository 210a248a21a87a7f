/**
 * The merge adapter's head of a worktree: read from a detached worktree's HEAD file without git,
 * and from git for anything else (a branch checkout, whose `.git` is a directory). Both answers
 * must be what `git rev-parse HEAD` says.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOpsGit } from '../../io/git-ops.js';
import { git, gitBatch } from './world.js';

let dir: string;
let repo: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sweepkit-head-'));
  repo = join(dir, 'repo');
  gitBatch(dir, [['init', '-q', '-b', 'main', repo]]);
  writeFileSync(join(repo, 'a.txt'), 'a\n');
  gitBatch(repo, [
    ['add', '-A'],
    ['commit', '-qm', 'one'],
    ['commit', '-q', '--allow-empty', '-m', 'two'],
  ]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('OpsGit.head', () => {
  it('a detached private worktree: its commit, and the next commit after a commit in it', () => {
    const ops = createOpsGit(repo);
    const first = git(repo, 'rev-parse', 'HEAD~1');
    const worktree = ops.addWorktree('head-test', first);
    try {
      expect(ops.head(worktree)).toBe(first);
      ops.commit(worktree, 'three', true);
      expect(ops.head(worktree)).toBe(git(worktree, 'rev-parse', 'HEAD'));
      expect(ops.head(worktree)).not.toBe(first);
    } finally {
      ops.cleanup(worktree, 'refs/sweepkit/head-test');
    }
    expect(git(repo, 'worktree', 'list').split('\n')).toHaveLength(1);
  });

  it('a branch checkout (HEAD names a branch) is answered by git', () => {
    expect(createOpsGit(repo).head(repo)).toBe(git(repo, 'rev-parse', 'HEAD'));
  });
});
