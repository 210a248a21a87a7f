/** resolve-conflict through the CLI, inside real conflicted `git merge`s (marked cases of cases.ts). */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runCliAsync } from '../helpers/run-cli.js';
import { correctionCases, history, main, refusedCases, resolvedCases, type ResolveCase } from './cases.js';
import { entry, link, REPO, TempRepo } from './repo.js';

let repos: TempRepo[] = [];
afterEach(() => {
  for (const repo of repos) repo.remove();
  repos = [];
});
function newRepo(): TempRepo {
  const repo = new TempRepo();
  repos.push(repo);
  return repo;
}
const resolve = async (repo: TempRepo, cwd = repo.dir, extra: string[] = []) =>
  await runCliAsync(['changelog', 'resolve-conflict', '--pr-number', '42', '--repo', REPO, ...extra], {
    cwd,
  });

/** A real conflicted merge when git can produce the state, else the three stages put directly. */
function setUp(c: ResolveCase): TempRepo {
  const repo = newRepo();
  if (c.base === c.pr || c.pr === history) repo.stages(c.base, c.pr, c.main);
  else repo.conflict(c.base, c.pr, c.main);
  return repo;
}

const viaGit = [...resolvedCases, ...refusedCases, ...correctionCases].filter((c) => c.git);

describe('resolve-conflict on real repositories', () => {
  it.each(viaGit.filter((c) => c.expected !== undefined))('$name', async (c) => {
    const repo = setUp(c);
    const result = await resolve(repo);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('Prepared perf-changelog.yaml for PR #42\n');
    expect(result.code).toBe(0);
    expect(repo.read()).toBe(c.expected);
  });

  it.each(viaGit.filter((c) => c.message !== undefined))('refuses, file untouched: $name', async (c) => {
    const repo = setUp(c);
    const before = repo.read();
    const result = await resolve(repo);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^ERROR: /);
    expect(result.stderr).toContain(c.message);
    expect(repo.read()).toBe(before);
  });

  it('the merge stops on the changelog only; after resolving, commit, then canonicalize has nothing to do', async () => {
    const repo = newRepo();
    repo.conflict(history, `${history}\n${entry('qwen3.5-fp4-b200-sglang-mtp', 'PR change', 'XXX')}`, main);
    expect(repo.git('diff', '--name-only', '--diff-filter=U').trim()).toBe('perf-changelog.yaml');
    expect((await resolve(repo)).code).toBe(0);
    repo.git('add', 'perf-changelog.yaml');
    repo.git('commit', '-q', '--no-edit');
    const again = await runCliAsync(
      ['changelog', 'canonicalize', '--base-ref', 'main', '--pr-number', '42', '--repo', REPO],
      {
        cwd: repo.dir,
      },
    );
    expect(again.stdout).toBe('perf-changelog.yaml already prepared for PR #42\n');
    expect(again.code).toBe(0);
  });

  it('works from a subdirectory with a relative --changelog-file', async () => {
    const repo = newRepo();
    repo.conflict(history, `${history}\n${entry('qwen3.5-fp4-b200-sglang-mtp', 'PR change', 'XXX')}`, main);
    const sub = join(repo.dir, 'sub');
    mkdirSync(sub);
    const result = await resolve(repo, sub, ['--changelog-file', '../perf-changelog.yaml']);
    expect(result.code).toBe(0);
    expect(repo.read()).toBe(`${main}\n${entry('qwen3.5-fp4-b200-sglang-mtp', 'PR change', link(42))}`);
  });

  it('outside a conflict the missing stage is named', async () => {
    const repo = newRepo();
    repo.commit(history);
    const result = await resolve(repo);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('could not read stage 1 for perf-changelog.yaml');
  });
});

describe('resolve-conflict usage', () => {
  it.each([
    [['--pr-number', 'x', '--repo', REPO], '--pr-number must be a positive whole number'],
    [['--repo', 'not-a-repo', '--pr-number', '4'], '--repo must be OWNER/NAME'],
    [['--repo', REPO], '--pr-number'],
    [['--bogus'], 'bogus'],
  ])('exits 2 on %j', async (args, message) => {
    const result = await runCliAsync(['changelog', 'resolve-conflict', ...args], { cwd: newRepo().dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
