import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { entry, link, REPO, TempRepo } from './repo.js';

const history = readFileSync(join(fixturesDir, 'merge-prep', 'history.changelog.txt'), 'utf8');
const mainEntry = entry('dsv4-fp4-b200-vllm', 'main moved on', link(50));
const prEntry = (desc = 'PR change', prLink = 'XXX') => entry('qwen3.5-fp4-b200-sglang-mtp', desc, prLink);
const prBlock = (desc = 'PR change') => prEntry(desc, link(42));

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
const resolve = (repo: TempRepo, extra: string[] = []) =>
  runCli(['changelog', 'resolve-conflict', '--pr-number', '42', '--repo', REPO, ...extra], { cwd: repo.dir });

interface Resolved {
  name: string;
  base: string;
  pr: string;
  main: string;
  expected: string;
}

const main = `${history}\n${mainEntry}`;
const resolvedCases: Resolved[] = [
  {
    name: 'PR XXX entry + main entry: main verbatim, one empty line, PR block with its link',
    base: history,
    pr: `${history}\n${prEntry()}`,
    main,
    expected: `${main}\n${prBlock()}`,
  },
  {
    name: 'already-canonical PR link is rewritten to the same link',
    base: history,
    pr: `${history}\n${prEntry('PR change', link(42))}`,
    main,
    expected: `${main}\n${prBlock()}`,
  },
  {
    name: 'main ending in an empty line gets the block directly',
    base: history,
    pr: `${history}\n${prEntry()}`,
    main: `${main}\n`,
    expected: `${main}\n${prBlock()}`,
  },
  {
    name: 'main ending in a whitespace-only line gets one empty line after it',
    base: history,
    pr: `${history}\n${prEntry()}`,
    main: `${main}  \n`,
    expected: `${main}  \n\n${prBlock()}`,
  },
  {
    name: 'main ending in two empty lines keeps both (the raw check allows it)',
    base: history,
    pr: `${history}\n${prEntry()}`,
    main: `${main}\n\n`,
    expected: `${main}\n\n${prBlock()}`,
  },
  {
    name: 'two PR entries keep their order, one empty line apart; trailing blank lines dropped',
    base: history,
    pr: `${history}\n${prEntry('first')}\n${prEntry('second')}  \n`,
    main,
    expected: `${main}\n${prBlock('first')}\n${prBlock('second')}`,
  },
  {
    name: 'a PR entry main already has (apart from the link) is dropped, the other kept',
    base: history,
    pr: `${history}\n${entry('dsv4-fp4-b200-vllm', 'main moved on', 'XXX')}\n${prEntry()}`,
    main,
    expected: `${main}\n${prBlock()}`,
  },
  {
    name: 'comment lines inside a PR block travel with it',
    base: history,
    pr: `${history}\n${prEntry().replace('  description:', '  # why\n  description:')}`,
    main,
    expected: `${main}\n${prBlock().replace('  description:', '  # why\n  description:')}`,
  },
];

describe('resolve-conflict on a real conflicted git merge', () => {
  it.each(resolvedCases)('$name', (c) => {
    const repo = newRepo();
    repo.conflict(c.base, c.pr, c.main);
    expect(repo.git('diff', '--name-only', '--diff-filter=U').trim()).toBe('perf-changelog.yaml');
    const result = resolve(repo);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('Prepared perf-changelog.yaml for PR #42\n');
    expect(result.code).toBe(0);
    expect(repo.read()).toBe(c.expected);
  });

  it('the resolved file commits and then canonicalize finds it already prepared', () => {
    const repo = newRepo();
    repo.conflict(history, `${history}\n${prEntry()}`, main);
    expect(resolve(repo).code).toBe(0);
    repo.git('add', 'perf-changelog.yaml');
    repo.git('commit', '-q', '--no-edit');
    const again = runCli(
      ['changelog', 'canonicalize', '--base-ref', 'main', '--pr-number', '42', '--repo', REPO],
      { cwd: repo.dir },
    );
    expect(again.stdout).toBe('perf-changelog.yaml already prepared for PR #42\n');
    expect(again.code).toBe(0);
  });

  it('works from a subdirectory with a relative --changelog-file', () => {
    const repo = newRepo();
    repo.conflict(history, `${history}\n${prEntry()}`, main);
    const sub = join(repo.dir, 'sub');
    mkdirSync(sub);
    const result = runCli(
      [
        'changelog',
        'resolve-conflict',
        '--pr-number',
        '42',
        '--repo',
        REPO,
        '--changelog-file',
        '../perf-changelog.yaml',
      ],
      { cwd: sub },
    );
    expect(result.code).toBe(0);
    expect(repo.read()).toBe(`${main}\n${prBlock()}`);
  });
});

interface Refused {
  name: string;
  base: string;
  pr: string;
  main: string;
  message: string;
  /** Stages written directly when `git merge` cannot produce the state. */
  staged?: boolean;
}

const refusedCases: Refused[] = [
  {
    name: 'every PR entry is already on main',
    base: history,
    pr: `${history}\n${entry('dsv4-fp4-b200-vllm', 'main moved on', 'XXX')}`,
    main: `${history}\n${mainEntry}\n${entry('other', 'more', link(51))}`,
    message: 'the PR has no changelog contribution remaining after merging main',
  },
  {
    name: 'a PR side that edits history whitespace',
    base: history,
    pr: `${history.replace('  \n', '\n')}\n${prEntry()}`,
    main,
    message: 'appended entries changed historical perf-changelog.yaml bytes',
  },
  {
    name: "a PR entry with another PR's number",
    base: history,
    pr: `${history}\n${prEntry('PR change', link(41))}`,
    main,
    message: `new PR entry must use '${link(42)}' or an XXX placeholder; found '${link(41)}'`,
  },
  {
    name: 'a PR side that changed an existing entry',
    base: history,
    pr: `${history.replace('Bump image', 'Bump image again')}\n${prEntry()}`,
    main,
    message: 'entry 2 changed; existing entries are immutable except for pr-link-only corrections',
  },
  {
    name: 'a PR side identical to the merge base',
    base: history,
    pr: history,
    main,
    message: 'the PR has no appended entry or pr-link correction to preserve',
    staged: true,
  },
  {
    name: 'a main side that is not a valid changelog',
    base: history,
    pr: `${history}\n${prEntry()}`,
    main: `${main}\tbroken\n`,
    message: 'main-side perf-changelog.yaml contains tabs',
  },
];

describe('resolve-conflict refuses anything but a clean contribution', () => {
  it.each(refusedCases)('$name', (c) => {
    const repo = newRepo();
    if (c.staged) repo.stages(c.base, c.pr, c.main);
    else repo.conflict(c.base, c.pr, c.main);
    const before = repo.read();
    const result = resolve(repo);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(c.message);
    expect(result.stderr).toMatch(/^ERROR: /);
    expect(repo.read()).toBe(before);
  });

  it('outside a conflict the missing stage is named', () => {
    const repo = newRepo();
    repo.commit(history);
    const result = resolve(repo);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('could not read stage 1 for perf-changelog.yaml');
  });
});

const corrected = (text: string, n: number, to: string) =>
  text.replace(`pr-link: ${link(n)}`, `pr-link: ${to}`);
const xxxHistory = corrected(history, 2, 'XXX');

describe('resolve-conflict carries pr-link corrections onto main', () => {
  it.each([
    {
      name: 'applied to main bytes only',
      pr: history,
      main: `${xxxHistory}\n${mainEntry}`,
      expected: `${history}\n${mainEntry}`,
    },
  ])('$name', (c) => {
    const repo = newRepo();
    repo.stages(xxxHistory, c.pr, c.main);
    const result = resolve(repo);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(repo.read()).toBe(c.expected);
  });

  it.each([
    {
      name: 'already present on main',
      main: `${history}\n${mainEntry}`,
      message: "the PR's pr-link corrections are already present on main",
    },
    {
      name: 'main corrected it differently',
      main: `${corrected(history, 2, link(7))}\n${mainEntry}`,
      message: 'main has a conflicting pr-link for entry 2',
    },
    {
      name: 'main changed the corrected entry',
      main: `${xxxHistory.replace('Bump image', 'Bump image (edited)')}\n${mainEntry}`,
      message: 'main changed corrected entry 2; resolve manually',
    },
    {
      name: 'main lacks the corrected entry',
      main: history.slice(0, history.indexOf('- config-keys:', 1)),
      message: 'main is missing corrected entry 2',
    },
  ])('refused: $name', (c) => {
    const repo = newRepo();
    repo.stages(xxxHistory, history, c.main);
    const result = resolve(repo);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(c.message);
  });
});

describe('resolve-conflict usage', () => {
  it.each([[['--pr-number', 'x']], [['--repo', 'not-a-repo', '--pr-number', '4']], [['--bogus']]])(
    'exits 2 on %j',
    (args) => {
      const repo = newRepo();
      repo.commit(history);
      const result = runCli(['changelog', 'resolve-conflict', ...args], { cwd: repo.dir });
      expect(result.code).toBe(2);
    },
  );

  it('--pr-number is required', () => {
    const repo = newRepo();
    repo.commit(history);
    const result = runCli(['changelog', 'resolve-conflict', '--repo', REPO], { cwd: repo.dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--pr-number');
  });
});
