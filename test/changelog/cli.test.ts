/** The CLI end to end in real temporary git repositories (fixture configs committed). */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { runCliAsync } from '../helpers/run-cli.js';
import { HISTORY, LINK, REPO, type TempRepo, changelog, entry, git, repoWith, tempRepo } from './helpers.js';

const repos: TempRepo[] = [];
afterAll(() => repos.forEach((r) => r.cleanup()));
function repo(base: string, head: string): TempRepo {
  const r = repoWith(base, head);
  repos.push(r);
  return r;
}
const env = { GITHUB_REPOSITORY: '' };
const refs = ['--base-ref', 'base', '--head-ref', 'head'];
const validate = async (dir: string, ...args: string[]) =>
  await runCliAsync(['changelog', 'validate', ...refs, ...args], { cwd: dir, env });
const plan = async (dir: string, ...args: string[]) =>
  await runCliAsync(['changelog', 'plan', ...refs, ...args], { cwd: dir, env });
const NEW = (link = LINK(42), keys = ['config-a']) => entry({ keys, description: ['Third'], link });

describe('changelog validate (the gate)', () => {
  const ok = repo(HISTORY, changelog(HISTORY, NEW()));

  it('exit 0 with one confirmation line', async () => {
    const r = await validate(ok.dir, '--repo', REPO, '--pr-number', '42');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe(
      'Validated perf-changelog.yaml: 1 appended entry, byte contract satisfied and matrix generated (2 rows)\n',
    );
  });

  it('exit 1 with ERROR: naming file, line, entry and rule', async () => {
    const r = await validate(ok.dir, '--repo', REPO, '--pr-number', '43');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^ERROR: perf-changelog\.yaml:17: entry 3: new PR entry must use '.*\/pull\/43' or an XXX placeholder; found '.*\/pull\/42'/,
    );
  });

  it('the missing-newline message names the head revision', async () => {
    const r = await validate(repo(HISTORY, changelog(HISTORY, NEW()).slice(0, -1)).dir, '--repo', REPO);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('head perf-changelog.yaml does not end with a newline');
  });

  it.each([
    [['--base-ref', 'base'], 'the following arguments are required: --head-ref'],
    [[...refs, '--pr-number', 'abc'], '--pr-number must be a positive whole number'],
    [[...refs, '--repo', 'no-slash'], '--repo must be OWNER/NAME'],
    [[...refs, '--bogus'], "Unknown option '--bogus'"],
  ])('exit 2 on usage errors %j', async (args, message) => {
    const r = await runCliAsync(['changelog', 'validate', ...args], { cwd: ok.dir, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it('without --repo: GITHUB_REPOSITORY, else the github origin remote, else a usage error', async () => {
    const linked = repo(HISTORY, changelog(HISTORY, NEW(LINK(5))));
    expect(
      (
        await runCliAsync(['changelog', 'validate', ...refs], {
          cwd: linked.dir,
          env: { GITHUB_REPOSITORY: REPO },
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await runCliAsync(['changelog', 'validate', ...refs], {
          cwd: linked.dir,
          env: { GITHUB_REPOSITORY: 'other/repo' },
        })
      ).code,
    ).toBe(1);
    const none = await runCliAsync(['changelog', 'validate', ...refs], { cwd: linked.dir, env });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--repo OWNER/NAME is required');
    git(linked.dir, 'remote', 'add', 'origin', `git@github.com:${REPO}.git`);
    expect((await runCliAsync(['changelog', 'validate', ...refs], { cwd: linked.dir, env })).code).toBe(0);
  });

  it('reads git objects, never the working tree', async () => {
    const r = repo(HISTORY, changelog(HISTORY, NEW()));
    writeFileSync(join(r.dir, 'perf-changelog.yaml'), 'garbage\r\n');
    expect((await validate(r.dir, '--repo', REPO)).code).toBe(0);
  });

  it('runs from a subdirectory with a relative or an absolute path (paths resolve from the repository root)', async () => {
    mkdirSync(join(ok.dir, 'utils'), { recursive: true });
    expect(
      (
        await runCliAsync(
          ['changelog', 'validate', ...refs, '--repo', REPO, '--changelog-file', '../perf-changelog.yaml'],
          { cwd: join(ok.dir, 'utils'), env },
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await runCliAsync(
          [
            'changelog',
            'validate',
            ...refs,
            '--repo',
            REPO,
            '--changelog-file',
            join(ok.dir, 'perf-changelog.yaml'),
          ],
          { cwd: join(ok.dir, 'utils'), env },
        )
      ).code,
    ).toBe(0);
  });

  it('an unknown ref fails naming path, ref and git', async () => {
    const r = await runCliAsync(
      ['changelog', 'validate', '--base-ref', 'nope', '--head-ref', 'head', '--repo', REPO],
      {
        cwd: ok.dir,
        env,
      },
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('could not read perf-changelog.yaml at nope');
  });

  it.each([
    ['validate', '--head-ref', 'head', '--repo', REPO, '--pr-number', '42'],
    ['plan', '--head-ref', 'head'],
    ['canonicalize', '--repo', REPO, '--pr-number', '42'],
  ])(
    '%s: a ref that git would read as an option is rejected before git runs (no file written)',
    async (command, ...rest) => {
      const target = join(ok.dir, 'injected');
      const r = await runCliAsync(['changelog', command, `--base-ref=--output=${target}`, ...rest], {
        cwd: ok.dir,
        env,
      });
      expect(r.stderr).toContain(`'--output=${target}' is not a git revision: it starts with '-'`);
      expect(r.code).toBe(1);
      expect(existsSync(`${target}:perf-changelog.yaml`)).toBe(false);
      expect(existsSync(target)).toBe(false);
    },
  );

  it('modifiers are validated: append-only with --all-evals or --evals-only is rejected', async () => {
    const ao = repo(
      HISTORY,
      changelog(HISTORY, entry({ keys: ['config-a'], link: LINK(42), extra: ['  append-only: true'] })),
    );
    for (const flag of ['--all-evals', '--evals-only']) {
      const r = await validate(ao.dir, '--repo', REPO, flag);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('append-only sweeps cannot use all-evals or evals-only modifiers');
    }
  });

  it('unknown config key and unmatched wildcard fail through the plan', async () => {
    expect(
      (await validate(repo(HISTORY, changelog(HISTORY, NEW(LINK(42), ['nope']))).dir, '--repo', REPO)).stderr,
    ).toContain("Config key 'nope' not found in master configs; use a key of");
    expect(
      (await validate(repo(HISTORY, changelog(HISTORY, NEW(LINK(42), ['nope-*']))).dir, '--repo', REPO))
        .stderr,
    ).toContain("No config keys matched the wildcard pattern 'nope-*'");
  });

  it('pure pr-link corrections pass; an unchanged file fails "nothing appended"', async () => {
    const fix = repo(HISTORY.replace(LINK(2), 'XXX'), HISTORY);
    expect((await validate(fix.dir, '--repo', REPO)).stdout).toBe(
      'Validated perf-changelog.yaml: 1 pr-link correction, nothing to sweep\n',
    );
    const same = repo(HISTORY, HISTORY);
    const r = await validate(same.dir, '--repo', REPO);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('nothing appended');
  });
});

describe('changelog plan', () => {
  const two = repo(HISTORY, changelog(HISTORY, NEW(), NEW('XXX', ['beta-fp8-mi300x-sglang-disagg'])));

  it('prints the compact search-space-config with metadata of the refs and entries', async () => {
    const r = await plan(two.dir);
    expect(r.code).toBe(0);
    expect(r.stdout.endsWith('\n')).toBe(true);
    expect(r.stdout.trim()).not.toContain('\n');
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out.single_node)).toEqual(['1k1k']);
    expect(Object.keys(out.multi_node)).toEqual(['8k1k']);
    expect(out.changelog_metadata).toMatchObject({ base_ref: 'base', head_ref: 'head' });
    expect(out.changelog_metadata.entries.map((e: { 'config-keys': string[] }) => e['config-keys'])).toEqual([
      ['config-a'],
      ['beta-fp8-mi300x-sglang-disagg'],
    ]);
  });

  it('--trim-conc, --evals-only and --all-evals change the plan', async () => {
    const full = JSON.parse((await plan(two.dir)).stdout);
    expect(full.single_node['1k1k']).toHaveLength(2);
    expect(JSON.parse((await plan(two.dir, '--trim-conc')).stdout).single_node['1k1k']).toHaveLength(1);
    expect(JSON.parse((await plan(two.dir, '--evals-only')).stdout).single_node).toEqual({});
    expect(JSON.parse((await plan(two.dir, '--all-evals')).stdout).multinode_evals).toHaveLength(1);
  });

  it('reads configs from the working tree and the changelog from git', async () => {
    const r = repo(HISTORY, changelog(HISTORY, NEW('XXX', ['config-z'])));
    expect((await plan(r.dir)).code).toBe(1);
    const configs = join(r.dir, 'configs', 'nvidia-master.yaml');
    const text = `${readFileSync(configs, 'utf8')}\nconfig-z:\n  image: x\n  model: m\n  model-prefix: z\n  runner: h100\n  precision: fp8\n  framework: trt\n  multinode: false\n  scenarios:\n    fixed-seq-len:\n    - isl: 1024\n      osl: 1024\n      search-space:\n      - { tp: 1, conc-list: [2] }\n`;
    writeFileSync(configs, text);
    expect(JSON.parse((await plan(r.dir)).stdout).single_node['1k1k']).toHaveLength(1);
  });

  it('pure corrections plan nothing; no change is "nothing appended", said once as a sentence', async () => {
    const fix = repo(HISTORY.replace(LINK(2), 'XXX'), HISTORY);
    expect(JSON.parse((await plan(fix.dir)).stdout)).toMatchObject({
      single_node: {},
      multi_node: {},
      evals: [],
    });
    const same = repo(HISTORY, HISTORY);
    expect((await plan(same.dir)).stderr).toBe(
      'ERROR: perf-changelog.yaml: nothing appended: perf-changelog.yaml at head has no new entry and no pr-link correction relative to base; append an entry describing the performance-relevant change and commit it\n',
    );
  });

  it('an append that is not committed yet says "commit first" (the gate and the plan read commits)', async () => {
    const same = repo(HISTORY, HISTORY);
    writeFileSync(join(same.dir, 'perf-changelog.yaml'), changelog(HISTORY, NEW()));
    for (const result of [await plan(same.dir), await validate(same.dir, '--repo', REPO)]) {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('has uncommitted changes in the working tree');
      expect(result.stderr).toContain(
        'commit the change first: the gate reads the changelog from git commits',
      );
      expect(result.stderr).not.toContain('.; ');
    }
  });

  it("--format table and summary show the plan for people; summary is the action's job summary", async () => {
    const table = await plan(two.dir, '--format', 'table');
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.stdout).toContain('group                    rows\nsingle_node.1k1k            2\n');
    expect(table.stdout).toContain('2 changelog entries between base and head.\n');
    const summary = await plan(two.dir, '--format', 'summary');
    expect(
      summary.stdout.startsWith('## Sweep plan\n\n| group | rows |\n|---|---|\n| single_node.1k1k | 2 |'),
    ).toBe(true);
    expect((await plan(two.dir, '--format', 'json')).stdout).toBe((await plan(two.dir)).stdout);
  });

  it('append-only: plans only new points and refuses scope violations', async () => {
    const r = tempRepo();
    repos.push(r);
    const cfg = join(r.dir, 'configs', 'nvidia-master.yaml');
    const original = readFileSync(cfg, 'utf8') as string;
    r.commit('base', { 'perf-changelog.yaml': HISTORY });
    const grown = original.replace('{ tp: 1, conc-list: [2, 8] }', '{ tp: 1, conc-list: [2, 4, 8, 16] }');
    r.commit('head', {
      'perf-changelog.yaml': changelog(
        HISTORY,
        entry({ keys: ['config-a'], link: LINK(42), extra: ['  append-only: true'] }),
      ),
      'configs/nvidia-master.yaml': grown,
    });
    const out = JSON.parse((await plan(r.dir)).stdout);
    expect(out.single_node['1k1k'].map((row: { conc: number }) => row.conc)).toEqual([4, 16]);
    expect(out.evals).toEqual([]);
    writeFileSync(
      cfg,
      grown.replace('{ tp: 1, conc-list: [2, 4, 8, 16] }', '{ tp: 1, conc-list: [4, 8, 16] }'),
    );
    expect((await plan(r.dir)).stderr).toContain(
      'append-only may not remove existing concurrency points: [2]',
    );
    writeFileSync(
      cfg,
      grown.replace(
        'image: example/trt:3.1\n  model: example/Gamma-1B\n  model-prefix: gamma\n  runner: h100\n  precision: fp4',
        'image: example/trt:3.2\n  model: example/Gamma-1B\n  model-prefix: gamma\n  runner: h100\n  precision: fp4',
      ),
    );
    expect((await plan(r.dir)).stderr).toContain(
      "append-only PR changed configs not selected by its changelog entry: ['config-b']",
    );
    writeFileSync(cfg, original);
    expect((await plan(r.dir)).stderr).toContain('append-only did not add any generated points');
  });
});
