/**
 * `sweepkit reuse readiness` from a shell, with only --repo and --pr-number: it reads the PR's
 * changed files and run-sweep's changelog check run from the fake GitHub, and stays not ready
 * (exit 1) when the gate's result is not known.
 */
import { describe, expect, it } from '@jest/globals';
import type { FakeGitHub, FakePullFile } from '../fake-github/index.js';
import { cliEnv, comment, gateCheck, pr7, runReuseCli, withFake, type PrWorld } from './scenario.js';

const CLI = ['reuse', 'readiness', '--repo', 'o/r', '--pr-number', '7'];
const CHANGELOG = 'perf-changelog.yaml';
const PINNED = [comment('MEMBER', '/reuse-sweep-run 555')];
const LOCAL_GATE = 'sweepkit changelog validate --base-ref origin/main --head-ref a2 --pr-number 7';

/** PR 7, open on main, head a2 (run 555 succeeded on a1 with results), with these changed files. */
function openPr(gh: FakeGitHub, files: FakePullFile[], world: PrWorld = {}): void {
  pr7(gh, { mergedAt: null, comments: [], ...world });
  const repo = gh.state.repo('o/r');
  repo.pulls[7]!.state = 'open';
  repo.pulls[7]!.base = { ref: 'main' };
  repo.pullFiles[7] = files;
}

const modified = (filename: string): FakePullFile => ({ filename, status: 'modified' });

function paths(gh: FakeGitHub): string[] {
  return gh.requests.map((r) => `${r.method} ${r.path}`);
}

describe('readiness with only --repo and --pr-number', () => {
  it.concurrent('a PR that does not change the changelog: ready from its file list alone', () =>
    withFake(async (gh) => {
      openPr(gh, [modified('README.md'), modified('benchmarks/run.py')]);
      const cli = await runReuseCli(CLI, cliEnv(gh));
      expect(cli).toMatchObject({ code: 0, stderr: '' });
      expect(cli.stdout).toBe(
        '✓ PR #7 is ready: PR #7 does not change perf-changelog.yaml: main sweeps and publishes nothing for it.\n',
      );
      expect(paths(gh)).toEqual(['GET /repos/o/r/pulls/7', 'GET /repos/o/r/pulls/7/files']);
    }),
  );

  it.concurrent('a PR changing it with a passing gate check and a pinned run: ready', () =>
    withFake(async (gh) => {
      openPr(gh, [modified(CHANGELOG)], { comments: PINNED });
      gh.state.repo('o/r').checkRuns.a2 = [gateCheck()];
      const cli = await runReuseCli(CLI, cliEnv(gh));
      expect(cli).toMatchObject({ code: 0, stderr: '' });
      expect(cli.stdout).toBe('✓ PR #7 is ready: Main will reuse pinned run 555 on a1.\n');
      expect(paths(gh)).toContain('GET /repos/o/r/commits/a2/check-runs');
    }),
  );

  it.concurrent(
    'a PR changing it with a passing gate check and an undecided successful sweep: not ready',
    () =>
      withFake(async (gh) => {
        openPr(gh, [modified(CHANGELOG)]);
        gh.state.repo('o/r').checkRuns.a2 = [gateCheck({ name: 'check-changelog' })];
        const cli = await runReuseCli(CLI, cliEnv(gh));
        expect(cli).toMatchObject({ code: 1, stderr: '' });
        expect(cli.stdout).toBe(
          '✗ PR #7 is not ready: Run 555 succeeded on current commit a1, but nobody decided whether main reuses it: merged now, main would sweep again and discard it.\n' +
            '  fix: Comment `/reuse-sweep-run 555` to publish that run, or `/sweep-on-main` to sweep again on main.\n',
        );
      }),
  );

  it.concurrent('a renamed changelog counts as changed (judged, not waved through)', () =>
    withFake(async (gh) => {
      openPr(gh, [{ filename: 'old-changelog.yaml', status: 'renamed', previous_filename: CHANGELOG }], {
        comments: PINNED,
      });
      gh.state.repo('o/r').checkRuns.a2 = [gateCheck({ conclusion: 'failure' })];
      const cli = await runReuseCli(CLI, cliEnv(gh));
      expect(cli.code).toBe(1);
      expect(cli.stdout).toBe(
        "✗ PR #7 is not ready: The changelog gate did not pass (failure, check run 'Validate perf-changelog' on a2 (https://github.com/o/r/actions/runs/554/job/1)).\n" +
          "  fix: Fix perf-changelog.yaml as the gate's error says (`sweepkit changelog validate` shows it locally), then push.\n",
      );
    }),
  );

  it.concurrent('no finished gate check (a fork PR): not ready, naming the local command', () =>
    withFake(async (gh) => {
      openPr(gh, [modified(CHANGELOG)], { comments: PINNED });
      gh.state.repo('o/r').checkRuns.a2 = [gateCheck({ conclusion: 'skipped' })];
      const cli = await runReuseCli(CLI, cliEnv(gh));
      expect(cli).toMatchObject({ code: 1, stderr: '' });
      expect(cli.stdout).toBe(
        "✗ PR #7 is not ready: PR #7 changes perf-changelog.yaml, and the changelog gate was not checked: check run 'Validate perf-changelog' on a2 (https://github.com/o/r/actions/runs/554/job/1) concluded skipped.\n" +
          `  fix: Run \`${LOCAL_GATE}\` in a clone with the PR fetched (\`git fetch origin pull/7/head\`); if it passes, run again with \`--gate-result success\`.\n`,
      );
      // Nothing else is judged before the gate is known.
      expect(paths(gh).some((p) => p.includes('/actions/'))).toBe(false);

      const after = await runReuseCli([...CLI, '--gate-result', 'success'], cliEnv(gh));
      expect(after.code).toBe(0);
      expect(after.stdout).toBe('✓ PR #7 is ready: Main will reuse pinned run 555 on a1.\n');
    }),
  );

  it.concurrent('a check run of that name from another app is not the gate', () =>
    withFake(async (gh) => {
      openPr(gh, [modified(CHANGELOG)], { comments: PINNED });
      gh.state.repo('o/r').checkRuns.a2 = [gateCheck({ app: { slug: 'someone-elses-app' } })];
      const cli = await runReuseCli([...CLI, '--json'], cliEnv(gh));
      expect(cli.code).toBe(1);
      expect(JSON.parse(cli.stdout)).toMatchObject({
        ready: false,
        reason: expect.stringContaining(
          "the changelog gate was not checked: no 'Validate perf-changelog' or 'check-changelog' check run on head a2",
        ),
        fix: expect.stringContaining(LOCAL_GATE),
      });
    }),
  );

  it.concurrent('a file list GitHub cut off at 3000 files counts as changed', () =>
    withFake(async (gh) => {
      const files = Array.from({ length: 3001 }, (_, i) => modified(`data/f${i}.json`));
      openPr(gh, files, { comments: PINNED });
      gh.state.repo('o/r').checkRuns.a2 = [gateCheck()];
      const cli = await runReuseCli([...CLI, '--json'], cliEnv(gh));
      expect(cli.code).toBe(0);
      expect(JSON.parse(cli.stdout)).toMatchObject({ reason: 'Main will reuse pinned run 555 on a1.' });
      expect(gh.calls('GET', '/repos/o/r/pulls/7/files')).toHaveLength(30);
    }),
  );

  it.concurrent('the file list fails: exit 4, nothing decided', () =>
    withFake(async (gh) => {
      openPr(gh, [modified('README.md')]);
      gh.fault('GET /repos/o/r/pulls/7/files', { status: 502, body: { message: 'Bad Gateway' } });
      const cli = await runReuseCli(CLI, { ...cliEnv(gh), SWEEPKIT_GITHUB_RETRIES: '0' });
      expect(cli.code).toBe(4);
      expect(cli.stdout).toBe('');
      expect(cli.stderr).toBe(
        '✗ could not decide the readiness of PR #7: could not verify the changed files of PR #7: GitHub API GET /repos/o/r/pulls/7/files failed: HTTP 502: Bad Gateway (page 1 of the list); nothing was decided on partial data; rerun once GitHub answers this call\n',
      );
    }),
  );

  it.concurrent('the check runs fail: exit 4, nothing decided', () =>
    withFake(async (gh) => {
      openPr(gh, [modified(CHANGELOG)], { comments: PINNED });
      gh.fault('GET /repos/o/r/commits/a2/check-runs', { status: 500, body: { message: 'boom' } });
      const cli = await runReuseCli(CLI, { ...cliEnv(gh), SWEEPKIT_GITHUB_RETRIES: '0' });
      expect(cli.code).toBe(4);
      expect(cli.stdout).toBe('');
      expect(cli.stderr).toMatch(/could not verify the changelog gate's check run of PR #7: .*HTTP 500/);
    }),
  );

  it.concurrent('given flags are not asked of GitHub', () =>
    withFake(async (gh) => {
      openPr(gh, [modified('README.md')], { comments: PINNED });
      const cli = await runReuseCli(
        [...CLI, '--changelog-changed', 'true', '--gate-result', 'success'],
        cliEnv(gh),
      );
      expect(cli.code).toBe(0);
      expect(paths(gh).filter((p) => p.endsWith('/files') || p.endsWith('/check-runs'))).toEqual([]);
    }),
  );
});
