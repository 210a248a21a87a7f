/**
 * Worlds built like real merges: main gains entries after the PR branches, the PR merges main
 * with `git merge` (no conflict reported), and the changelog arrives out of the byte contract
 * with every base entry intact. Each world goes through the gate, the push-to-main plan (the
 * CLI and the matrix-generate action) and `repair` followed by the gate.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { runAction } from '../helpers/run-action.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { REPO, type TempRepo, entry, git, tempRepo, LINK } from './helpers.js';

const FILE = 'perf-changelog.yaml';
const A = entry({ keys: ['config-a'], description: ['First'], link: LINK(1) });
const B = entry({ keys: ['config-b'], description: ['Second'], link: LINK(2) });
const T = entry({ keys: ['config-b'], description: ['Third'], link: LINK(3) });
const C = entry({ keys: ['config-a'], description: ['Main meanwhile'], link: LINK(50) });
const P = entry({ keys: ['config-b'], description: ['The PR'], link: 'XXX' });
const SPACES = '  \n';

interface World {
  /** The file at the commit the PR branched from. */
  start: string;
  /** What the PR commits. */
  pr: string;
  /** What main commits meanwhile. */
  main: string;
}

const repos: TempRepo[] = [];
afterAll(() => repos.forEach((r) => r.cleanup()));

/** main → branch `pr` → both commit → `git merge main` on `pr`, which must merge cleanly (tag `merged`). */
function build(world: World): { dir: string; merged: string } {
  const repo = tempRepo();
  repos.push(repo);
  const { dir } = repo;
  repo.commit('start', { [FILE]: world.start });
  const script = [
    'set -e',
    'git checkout -qb pr',
    'printf %s "$1" > perf-changelog.yaml && git commit -qam pr',
    'git checkout -q main',
    'printf %s "$2" > perf-changelog.yaml && git commit -qam main',
    'git checkout -q pr',
    'git merge -q --no-edit main',
    'git tag merged',
  ].join('\n');
  const r = spawnSync('sh', ['-c', script, 'sh', world.pr, world.main], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });
  if (r.status !== 0) throw new Error(`building the world: ${r.stderr}`);
  return { dir, merged: readFileSync(join(dir, FILE), 'utf8') };
}

const env = { GITHUB_REPOSITORY: REPO };
const cli = (dir: string, ...args: string[]) => runCliAsync(args, { cwd: dir, env });
const gate = (dir: string, head = 'HEAD') =>
  cli(dir, 'changelog', 'validate', '--base-ref', 'main', '--head-ref', head, '--pr-number', '42');
const plan = (dir: string, head = 'merged') =>
  cli(dir, 'changelog', 'plan', '--base-ref', 'main', '--head-ref', head);
const repair = (dir: string) => cli(dir, 'changelog', 'repair', '--base-ref', 'main', '--pr-number', '42');
const REPAIR = 'sweepkit changelog repair --base-ref main --pr-number 42';

function descriptions(planJson: string): string[] {
  return JSON.parse(planJson).changelog_metadata.entries.map(
    (e: { description: string[] }) => e.description[0],
  );
}

/**
 * The plan without the refs it names and the entries' links (repair sets the PR's link in place
 * of XXX), to compare the plans of the merged and the repaired commit.
 */
function withoutRefs(planJson: string): unknown {
  const parsed = JSON.parse(planJson);
  delete parsed.changelog_metadata.base_ref;
  delete parsed.changelog_metadata.head_ref;
  for (const e of parsed.changelog_metadata.entries) delete e['pr-link'];
  return parsed;
}

/** The repaired file committed, the gate passing on it, and the plan equal to the merged one. */
async function repairThenGate(dir: string, planned: string[]) {
  const repaired = await repair(dir);
  expect(repaired.code).toBe(0);
  expect(repaired.stdout).toMatch(/^Repaired perf-changelog\.yaml: the bytes of main, /);
  expect((await repair(dir)).stdout).toBe(`${FILE} already satisfies the changelog contract against main\n`);
  git(dir, 'commit', '-qam', 'repair');
  const passed = await gate(dir);
  expect(passed.stderr).toBe('');
  expect(passed.stdout).toMatch(/byte contract satisfied/);
  // The plan of the repaired commit (a clean append) is the plan of the merged one.
  const clean = await plan(dir, 'HEAD');
  expect(descriptions(clean.stdout)).toEqual(planned);
  expect(withoutRefs(clean.stdout)).toEqual(withoutRefs((await plan(dir)).stdout));
}

describe('the PR block placed above main newer entries by a clean merge', () => {
  // The history separates with a line of two spaces; the PR inserted its entry before it, main
  // appended after it: git merges without a conflict.
  const { dir, merged } = build({
    start: `${A}\n${B}${SPACES}`,
    pr: `${A}\n${B}\n${P}${SPACES}`,
    main: `${A}\n${B}${SPACES}${C}`,
  });

  it('merged as the PR block above main entry', () => {
    expect(merged).toBe(`${A}\n${B}\n${P}${SPACES}${C}`);
  });

  it('the gate refuses naming the placement and the repair command', async () => {
    const r = await gate(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `ERROR: perf-changelog.yaml:13: your entry at line 13 sits above entries the base already has at lines 19-23: new entries go at the end; repair with: ${REPAIR}\n`,
    );
  });

  it('the plan (CLI) plans exactly the PR entry and warns', async () => {
    const r = await plan(dir);
    expect(r.code).toBe(0);
    expect(descriptions(r.stdout)).toEqual(['The PR']);
    expect(r.stderr).toContain(
      'warning: perf-changelog.yaml:13: your entry at line 13 sits above entries the base already has at lines 19-23: new entries go at the end; on the pull request,',
    );
    expect(r.stderr).toContain('`sweepkit changelog repair --base-ref main` would have fixed it');
  });

  it('the plan (action) plans the same entry, annotates the line and says so in the summary', async () => {
    const result = await runAction('matrix-generate/changelog', {
      cwd: dir,
      inputs: {
        'base-ref': 'main',
        'head-ref': 'merged',
        'changelog-metadata-path': join(dir, '..', `${dir.split('/').pop()}-metadata.json`),
      },
    });
    expect(result.code).toBe(0);
    expect(descriptions(result.outputs['search-space-config']!)).toEqual(['The PR']);
    expect(result.annotations).toContainEqual(
      expect.objectContaining({ level: 'warning', properties: expect.stringContaining('line=13') }),
    );
    expect(result.summary).toContain('### Changelog layout: 1 warning');
    expect(result.summary).toContain('`perf-changelog.yaml:13` your entry at line 13 sits above');
  });

  it('repair, then the gate passes; the plan is unchanged', async () => {
    await repairThenGate(dir, ['The PR']);
    expect(readFileSync(join(dir, FILE), 'utf8')).toBe(
      `${A}\n${B}${SPACES}${C}\n${P.replace('XXX', LINK(42))}`,
    );
  });
});

describe('main entries placed above the PR block by a clean merge', () => {
  const { dir, merged } = build({
    start: `${A}\n${B}${SPACES}`,
    pr: `${A}\n${B}${SPACES}\n${P}`,
    main: `${A}\n${B}\n${C}${SPACES}`,
  });

  it('is a clean append: the gate passes and the plan has no warning', async () => {
    expect(merged).toBe(`${A}\n${B}\n${C}${SPACES}\n${P}`);
    expect((await gate(dir)).code).toBe(0);
    const r = await plan(dir);
    expect(descriptions(r.stdout)).toEqual(['The PR']);
    expect(r.stderr).toBe('');
  });
});

describe('a trailing whitespace-only line of the history lost in the merge', () => {
  const { dir, merged } = build({
    start: `${A}\n${B}\n${T}${SPACES}`,
    pr: `${A}\n${B}\n${T}\n${P}`,
    main: `${A}\n${B}\n${C}\n${T}${SPACES}`,
  });

  it('the gate names the lost line; the plan warns and plans the PR entry; repair fixes it', async () => {
    expect(merged).toBe(`${A}\n${B}\n${C}\n${T}\n${P}`);
    const refused = await gate(dir);
    expect(refused.stderr).toBe(
      `ERROR: perf-changelog.yaml:24: a line holding 2 spaces of the history (base line 24) is missing before line 24; blank and whitespace-only lines of the history are kept as they are; repair with: ${REPAIR}\n`,
    );
    const planned = await plan(dir);
    expect(planned.code).toBe(0);
    expect(descriptions(planned.stdout)).toEqual(['The PR']);
    expect(planned.stderr).toMatch(
      /^warning: perf-changelog\.yaml:24: a line holding 2 spaces of the history \(base line 24\) is missing before line 24 \(blank and whitespace-only lines of the history are kept as they are\)/,
    );
    await repairThenGate(dir, ['The PR']);
  });
});

describe('an entry added twice', () => {
  const { dir } = build({
    start: `${A}\n${B}${SPACES}`,
    pr: `${A}\n${B}\n${P}\n${P}${SPACES}`,
    main: `${A}\n${B}${SPACES}${C}`,
  });

  it('is planned twice; the gate names both; repair appends both', async () => {
    const planned = await plan(dir);
    expect(descriptions(planned.stdout)).toEqual(['The PR', 'The PR']);
    const refused = await gate(dir);
    expect(refused.stderr).toContain(
      'your entries at lines 13, 19 sit above entries the base already has at lines 25-29',
    );
    await repairThenGate(dir, ['The PR', 'The PR']);
  });
});

describe('a base entry really edited', () => {
  const { dir } = build({
    start: `${A}\n${B}${SPACES}`,
    pr: `${A}\n${B.replace('Second', 'Second, edited')}\n${P}${SPACES}`,
    main: `${A}\n${B}${SPACES}${C}`,
  });
  const EDITED =
    'perf-changelog.yaml:7: entry 2 at line 7 changed; existing entries are immutable except for pr-link-only corrections; restore the entry as it is on the base branch (see it with: git show main:perf-changelog.yaml) and append a new entry instead';

  it('fails the gate and the plan naming the entry and its line; repair refuses and changes nothing', async () => {
    const refused = await gate(dir);
    expect(refused).toMatchObject({ code: 1, stderr: `ERROR: ${EDITED}\n` });
    const planned = await plan(dir);
    expect(planned).toMatchObject({ code: 1, stdout: '' });
    expect(planned.stderr).toContain(EDITED);
    const before = readFileSync(join(dir, FILE));
    const r = await repair(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('repair refused, perf-changelog.yaml is unchanged:');
    expect(r.stderr).toContain('entry 2 at line 7 changed');
    expect(readFileSync(join(dir, FILE)).equals(before)).toBe(true);
  });
});
