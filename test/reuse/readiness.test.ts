/**
 * `sweepkit reuse readiness` (in-process) and the reuse-gate/readiness sub-action against the fake
 * GitHub, one world per incident class: each world is judged by both, with the same verdict.
 */
import { describe, expect, it } from '@jest/globals';
import type { FakeGitHub } from '../fake-github/index.js';
import { fakeGitHubEnv } from '../fake-github/index.js';
import { runAction, runActionBundle } from '../helpers/run-action.js';
import {
  RESULTS,
  cliEnv,
  comment,
  gateCheck,
  pr7,
  run,
  runReuseCli,
  withFake,
  type PrWorld,
} from './scenario.js';

/**
 * PR 7, open: commits a1, a2; run 555 succeeded on a1 with results; 556 failed on a2 without. It
 * changes the changelog, and run-sweep's changelog check passed on head a2 (what the CLI reads
 * without flags).
 */
function openPr(gh: FakeGitHub, world: PrWorld = {}): void {
  pr7(gh, { mergedAt: null, comments: [], ...world });
  const repo = gh.state.repo('o/r');
  repo.pulls[7]!.state = 'open';
  repo.pulls[7]!.base = { ref: 'main' };
  repo.pullFiles[7] = [{ filename: 'perf-changelog.yaml', status: 'modified' }];
  repo.checkRuns.a2 = [gateCheck()];
}

const CLI = ['reuse', 'readiness', '--repo', 'o/r', '--pr-number', '7'];

function readinessStep(gh: FakeGitHub, inputs: Record<string, string> = {}) {
  return runAction('reuse-gate/readiness', {
    eventName: 'pull_request',
    inputs: {
      'github-token': 'ghs_test',
      'pr-number': '7',
      'changelog-changed': 'true',
      'gate-result': 'success',
      ...inputs,
    },
    env: { ...fakeGitHubEnv(gh), GITHUB_REPOSITORY: 'o/r' },
  });
}

interface World {
  name: string;
  world?: PrWorld;
  changelogChanged?: 'true' | 'false';
  ready: boolean;
  reason: string;
  fix?: string;
}

const WORLDS: World[] = [
  {
    name: 'an ordinary PR that does not change the changelog',
    changelogChanged: 'false',
    ready: true,
    reason: 'PR #7 does not change perf-changelog.yaml: main sweeps and publishes nothing for it.',
  },
  {
    name: 'a valid pinned authorization',
    world: { comments: [comment('MEMBER', '/reuse-sweep-run 555')] },
    ready: true,
    reason: 'Main will reuse pinned run 555 on a1.',
  },
  {
    name: 'a pinned failed run with results (the gate publishes it partially)',
    world: {
      comments: [comment('MEMBER', '/reuse-sweep-run 556')],
      artifacts: { 555: RESULTS, 556: RESULTS },
    },
    ready: true,
    reason: 'Main will reuse pinned run 556 on a1 (it concluded failure: a partial publication).',
  },
  {
    name: '/sweep-on-main after a successful sweep',
    world: { comments: [comment('OWNER', '/sweep-on-main')] },
    ready: true,
    reason: 'user',
  },
  {
    name: 'no command and no successful sweep',
    world: { runs: [run(556, { conclusion: 'failure' })] },
    ready: true,
    reason:
      'PR #7 has no reuse authorization and no reusable successful sweep on a current commit: main will sweep it.',
  },
  {
    name: 'a successful sweep of an evals-only PR (not reusable, nothing to decide)',
    world: { labels: ['evals-only'] },
    ready: true,
    reason:
      'PR #7 has no reuse authorization and no reusable successful sweep on a current commit: main will sweep it.',
  },
  {
    name: 'a successful sweep and no decision',
    ready: false,
    reason:
      'Run 555 succeeded on current commit a1, but nobody decided whether main reuses it: merged now, main would sweep again and discard it.',
    fix: 'Comment `/reuse-sweep-run 555` to publish that run, or `/sweep-on-main` to sweep again on main.',
  },
  {
    name: 'a stale authorization (the branch was force-pushed)',
    world: { comments: [comment('MEMBER', '/reuse-sweep-run 555')], commits: ['b1', 'b2'] },
    ready: false,
    reason:
      "Main would refuse the reuse authorization: Reusable source run 555 head a1 is not in PR #7's commit list; pin a run whose commit is still part of the PR.",
    fix: 'Comment `/reuse-sweep-run <run id>` pinning a run of a current commit that has results, or `/sweep-on-main` to sweep again on main.',
  },
  {
    name: 'a pinned id GitHub does not know',
    world: { comments: [comment('MEMBER', '/reuse-sweep-run 999')] },
    ready: false,
    reason: 'Main would refuse the reuse authorization: Reusable source run 999 was not found: ',
  },
  {
    name: 'an unpinned authorization with no eligible success',
    world: { comments: [comment('MEMBER', '/reuse-sweep-run')], runs: [run(556, { conclusion: 'failure' })] },
    ready: false,
    reason:
      'Main would refuse the reuse authorization: PR #7 has /reuse-sweep-run authorization but no successful',
  },
];

describe('sweep readiness worlds', () => {
  it.concurrent.each(WORLDS)('$name: CLI and sub-action agree', (w) =>
    withFake(async (gh) => {
      openPr(gh, w.world);
      const changed = w.changelogChanged ?? 'true';
      const cli = await runReuseCli([...CLI, '--changelog-changed', changed, '--json'], cliEnv(gh));
      expect(cli.stderr).toBe('');
      expect(cli.code).toBe(w.ready ? 0 : 1);
      const verdict = JSON.parse(cli.stdout) as { ready: boolean; reason: string; fix: string };
      expect(verdict.ready).toBe(w.ready);
      expect(verdict.reason).toContain(w.reason);
      if (w.fix) expect(verdict.fix).toBe(w.fix);
      if (changed === 'false') expect(gh.requests).toEqual([]);

      const step = await readinessStep(gh, { 'changelog-changed': changed });
      expect(step.code).toBe(w.ready ? 0 : 1);
      expect(step.outputs.ready).toBe(String(w.ready));
      expect(step.outputs.reason).toBe(verdict.reason);
      expect(step.outputs.fix).toBe(verdict.fix);
      expect(step.outputs.description!.length).toBeLessThanOrEqual(140);
      expect(step.summary).toContain(w.ready ? ': ready' : ': not ready');
    }),
  );

  it.concurrent('the human output names the reason and the fix', () =>
    withFake(async (gh) => {
      openPr(gh);
      const cli = await runReuseCli(CLI, cliEnv(gh));
      expect(cli.code).toBe(1);
      expect(cli.stdout).toBe(
        '✗ PR #7 is not ready: Run 555 succeeded on current commit a1, but nobody decided whether main reuses it: merged now, main would sweep again and discard it.\n' +
          '  fix: Comment `/reuse-sweep-run 555` to publish that run, or `/sweep-on-main` to sweep again on main.\n',
      );
      const ready = await runReuseCli([...CLI, '--sweep-decision', 'optional'], cliEnv(gh));
      expect(ready.code).toBe(0);
      expect(ready.stdout).toBe(
        '✓ PR #7 is ready: Run 555 succeeded on a1 without a reuse authorization: main will sweep again (no decision required).\n',
      );
    }),
  );

  it.concurrent('a failed changelog gate: not ready without asking GitHub', () =>
    withFake(async (gh) => {
      openPr(gh, { comments: [comment('MEMBER', '/reuse-sweep-run 555')] });
      const step = await readinessStep(gh, { 'gate-result': 'failure' });
      expect(step.code).toBe(1);
      expect(step.outputs.ready).toBe('false');
      expect(step.outputs.reason).toBe('The changelog gate did not pass (failure).');
      expect(gh.requests).toEqual([]);
    }),
  );

  it.concurrent('a later push (the swept commit gone) does not cancel /sweep-on-main', () =>
    withFake(async (gh) => {
      openPr(gh, { comments: [comment('OWNER', '/sweep-on-main')] });
      // The branch moved on: new commits, the sweep's commit gone.
      const repo = gh.state.repo('o/r');
      repo.pullCommits[7] = ['c1', 'c2'];
      repo.pulls[7]!.head!.sha = 'c2';
      repo.checkRuns.c2 = [gateCheck()];
      const after = await runReuseCli([...CLI, '--json'], cliEnv(gh));
      expect(after.code).toBe(0);
      expect((JSON.parse(after.stdout) as { reason: string }).reason).toMatch(/asked to sweep again on main/);
    }),
  );

  it.concurrent(
    'GitHub fails: exit 4 and no verdict from the CLI; the step fails without a ready output',
    () =>
      withFake(async (gh) => {
        openPr(gh, { comments: [comment('MEMBER', '/reuse-sweep-run 555')] });
        gh.fault((r) => r.method === 'GET' && r.path === '/repos/o/r/pulls/7/commits', {
          status: 502,
          body: { message: 'Bad Gateway' },
        });
        const cli = await runReuseCli(CLI, cliEnv(gh));
        expect(cli.code).toBe(4);
        expect(cli.stdout).toBe('');
        expect(cli.stderr).toMatch(
          /^✗ could not decide the readiness of PR #7: could not verify reuse for PR #7: GitHub API GET \/repos\/o\/r\/pulls\/7\/commits failed: HTTP 502/,
        );
        const step = await readinessStep(gh);
        expect(step.code).toBe(1);
        expect(step.outputs.ready).toBeUndefined();
      }),
  );

  it.concurrent('the bundle as the runner starts it: not ready fails the step (exit 1) with the fix', () =>
    withFake(async (gh) => {
      openPr(gh);
      const step = await runActionBundle('reuse-gate/readiness', {
        inputs: {
          'github-token': 'ghs_test',
          'pr-number': '7',
          'changelog-changed': 'true',
          'gate-result': 'success',
        },
        env: { ...fakeGitHubEnv(gh), GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_NAME: 'pull_request' },
      });
      expect(step.code).toBe(1);
      expect(step.outputs.ready).toBe('false');
      expect(step.annotations.map((a) => a.message).join('\n')).toContain(
        'Fix: Comment `/reuse-sweep-run 555` to publish that run',
      );
    }),
  );
});
