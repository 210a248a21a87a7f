import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { entry, link, REPO, TempRepo } from './repo.js';

const history = readFileSync(join(fixturesDir, 'merge-prep', 'history.changelog.txt'), 'utf8');
const added = (prLink: string, desc = 'PR change') => entry('qwen3.5-fp4-b200-sglang-mtp', desc, prLink);

let repos: TempRepo[] = [];
afterEach(() => {
  for (const repo of repos) repo.remove();
  repos = [];
});

/** main holds `base`; the working tree holds `head` (uncommitted, as the helper runs it). */
function canonicalize(base: string, head: string, args: string[] = ['--repo', REPO]) {
  const repo = new TempRepo();
  repos.push(repo);
  repo.commit(base);
  repo.write(head);
  const result = runCli(['changelog', 'canonicalize', '--base-ref', 'main', '--pr-number', '42', ...args], {
    cwd: repo.dir,
  });
  return { ...result, file: repo.read() };
}

const PREPARED = 'Prepared perf-changelog.yaml for PR #42\n';
const ALREADY = 'perf-changelog.yaml already prepared for PR #42\n';

describe('canonicalize rewrites only placeholder links of appended entries', () => {
  it.each([
    {
      name: 'XXX becomes the PR link',
      head: `${history}\n${added('XXX')}`,
      expected: `${history}\n${added(link(42))}`,
      stdout: PREPARED,
    },
    {
      name: 'quoted "XXX" becomes the unquoted PR link',
      head: `${history}\n${added('"XXX"')}`,
      expected: `${history}\n${added(link(42))}`,
      stdout: PREPARED,
    },
    {
      name: '…/pull/XXX becomes the PR link',
      head: `${history}\n${added(link('XXX'))}`,
      expected: `${history}\n${added(link(42))}`,
      stdout: PREPARED,
    },
    {
      name: 'a trailing comment on the placeholder line is dropped',
      head: `${history}\n${added('XXX  # fill in')}`,
      expected: `${history}\n${added(link(42))}`,
      stdout: PREPARED,
    },
    {
      name: 'an entry already carrying the PR link stays byte-identical',
      head: `${history}\n${added(`"${link(42)}"`, 'one')}\n${added('XXX', 'two')}`,
      expected: `${history}\n${added(`"${link(42)}"`, 'one')}\n${added(link(42), 'two')}`,
      stdout: PREPARED,
    },
    {
      name: 'all links already canonical: nothing to write',
      head: `${history}\n${added(link(42))}`,
      expected: `${history}\n${added(link(42))}`,
      stdout: ALREADY,
    },
    {
      name: 'no change at all',
      head: history,
      expected: history,
      stdout: ALREADY,
    },
    {
      name: 'a corrections-only change is returned unchanged',
      head: history.replace(`pr-link: ${link(1)}`, `pr-link: ${link(9)}`),
      expected: history.replace(`pr-link: ${link(1)}`, `pr-link: ${link(9)}`),
      stdout: ALREADY,
    },
  ])('$name', (c) => {
    const result = canonicalize(history, c.head);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(c.stdout);
    expect(result.code).toBe(0);
    expect(result.file).toBe(c.expected);
  });

  it('a non-default repository works (QUIRK Q12 fixed: the repo is a parameter everywhere)', () => {
    const other = (n: number | string) => `https://github.com/someone/else/pull/${n}`;
    const base = history.replaceAll('example-org/bench', 'someone/else');
    const result = canonicalize(base, `${base}\n${added('XXX')}`, ['--repo', 'someone/else']);
    expect(result.code).toBe(0);
    expect(result.file).toBe(`${base}\n${added(other(42))}`);
  });

  it('takes the repository from GITHUB_REPOSITORY when --repo is absent', () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.commit(history);
    repo.write(`${history}\n${added('XXX')}`);
    const result = runCli(['changelog', 'canonicalize', '--base-ref', 'main', '--pr-number', '42'], {
      cwd: repo.dir,
      env: { GITHUB_REPOSITORY: REPO },
    });
    expect(result.code).toBe(0);
    expect(repo.read()).toBe(`${history}\n${added(link(42))}`);
  });
});

describe('canonicalize refuses a change the gate would refuse, and writes nothing', () => {
  it.each([
    {
      name: "another PR's number",
      head: `${history}\n${added(link(41))}`,
      message: `new PR entry must use '${link(42)}' or an XXX placeholder; found '${link(41)}'`,
    },
    {
      name: 'a link to another repository',
      head: `${history}\n${added('https://github.com/elsewhere/repo/pull/42')}`,
      message: 'new PR entry must use',
    },
    {
      name: 'a historical whitespace edit with an append',
      head: `${history.replace('  \n', '\n')}\n${added('XXX')}`,
      message: 'appended entries changed historical perf-changelog.yaml bytes',
    },
    {
      name: 'no empty line before the appended entry',
      head: `${history}${added('XXX')}`,
      message: 'new changelog entries must be separated from history by one empty line',
    },
    {
      name: 'a pr-link correction mixed with an append',
      head: `${history.replace(`pr-link: ${link(1)}`, `pr-link: ${link(9)}`)}\n${added('XXX')}`,
      message: 'do not mix historical pr-link corrections with new changelog entries',
    },
    {
      name: 'a working tree without a final newline',
      head: `${history}\n${added('XXX').trimEnd()}`,
      message: 'PR perf-changelog.yaml does not end with a newline',
    },
  ])('$name', (c) => {
    const result = canonicalize(history, c.head);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^ERROR: /);
    expect(result.stderr).toContain(c.message);
    expect(result.file).toBe(c.head);
  });

  it('an unknown base ref names the file and the ref', () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.commit(history);
    const result = runCli(
      ['changelog', 'canonicalize', '--base-ref', 'no-such-ref', '--pr-number', '42', '--repo', REPO],
      { cwd: repo.dir },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('could not read perf-changelog.yaml at no-such-ref');
  });

  it.each([
    [['--pr-number', '42', '--repo', REPO]],
    [['--base-ref', 'main', '--repo', REPO]],
    [['--base-ref', 'main', '--pr-number', '0', '--repo', REPO]],
  ])('usage error (exit 2) for %j', (args) => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.commit(history);
    expect(runCli(['changelog', 'canonicalize', ...args], { cwd: repo.dir }).code).toBe(2);
  });
});
