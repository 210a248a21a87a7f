/** canonicalize through the CLI in real repositories (marked cases of cases.ts, plus git-only rules). */
import { afterEach, describe, expect, it } from '@jest/globals';
import { runCliAsync } from '../helpers/run-cli.js';
import { canonicalizeCases, history } from './cases.js';
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

/** main holds `base`; the working tree holds `head` (uncommitted, as the merge helper runs it). */
async function canonicalize(head: string, args: string[] = ['--repo', REPO], env: NodeJS.ProcessEnv = {}) {
  const repo = newRepo();
  repo.commit(history);
  repo.write(head);
  const result = await runCliAsync(
    ['changelog', 'canonicalize', '--base-ref', 'main', '--pr-number', '42', ...args],
    {
      cwd: repo.dir,
      env,
    },
  );
  return { ...result, file: repo.read() };
}

const viaGit = canonicalizeCases.filter((c) => c.git);

describe('canonicalize on real repositories', () => {
  it.each(viaGit.filter((c) => c.expected !== undefined))('$name', async (c) => {
    const result = await canonicalize(c.head);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      c.expected === c.head
        ? 'perf-changelog.yaml already prepared for PR #42\n'
        : 'Prepared perf-changelog.yaml for PR #42\n',
    );
    expect(result.code).toBe(0);
    expect(result.file).toBe(c.expected);
  });

  it.each(viaGit.filter((c) => c.message !== undefined))('refuses, file untouched: $name', async (c) => {
    const result = await canonicalize(c.head);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^ERROR: /);
    expect(result.stderr).toContain(c.message);
    expect(result.file).toBe(c.head);
  });

  it('takes the repository from GITHUB_REPOSITORY when --repo is absent', async () => {
    const head = `${history}\n${entry('x', 'd', 'XXX')}`;
    const result = await canonicalize(head, [], { GITHUB_REPOSITORY: REPO });
    expect(result.code).toBe(0);
    expect(result.file).toBe(`${history}\n${entry('x', 'd', link(42))}`);
  });

  it('an unknown base ref names the file and the ref', async () => {
    const repo = newRepo();
    repo.commit(history);
    const result = await runCliAsync(
      ['changelog', 'canonicalize', '--base-ref', 'no-such-ref', '--pr-number', '42', '--repo', REPO],
      { cwd: repo.dir },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('could not read perf-changelog.yaml at no-such-ref');
  });

  it.each([
    [['--pr-number', '42', '--repo', REPO], '--base-ref'],
    [
      ['--base-ref', 'main', '--pr-number', '0', '--repo', REPO],
      '--pr-number must be a positive whole number',
    ],
  ])('usage error (exit 2) for %j', async (args, message) => {
    const result = await runCliAsync(['changelog', 'canonicalize', ...args], { cwd: newRepo().dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
