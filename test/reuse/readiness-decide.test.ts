/** The readiness verdict, table-driven over the facts (no GitHub). */
import { describe, expect, it } from '@jest/globals';
import { decideReadiness, decidedWithoutGitHub, type ReadinessFacts } from '../../shared/readiness/decide.js';

const base: ReadinessFacts = {
  prNumber: 7,
  reuseCommand: '/reuse-sweep-run',
  sweepOnMainCommand: '/sweep-on-main',
  changelogFile: 'perf-changelog.yaml',
  changelogChanged: true,
  gateResult: 'success',
  sweepDecision: 'required',
};
const sweep = { runId: 555, headSha: 'a2'.repeat(20) };

describe('decideReadiness', () => {
  it.each<[string, Partial<ReadinessFacts>, boolean, RegExp, RegExp]>([
    [
      'changelog unchanged',
      { changelogChanged: false, gateResult: 'failure' },
      true,
      /does not change perf-changelog\.yaml/,
      /^$/,
    ],
    [
      'gate failed',
      { gateResult: 'failure' },
      false,
      /changelog gate did not pass \(failure\)/,
      /^Fix perf-changelog\.yaml/,
    ],
    ['gate skipped', { gateResult: 'skipped' }, false, /\(skipped\)/, /sweepkit changelog validate/],
    ['gate without a result', { gateResult: '' }, false, /\(no result\)/, /Fix/],
    [
      'gate failed, read from its check run',
      { gateResult: 'failure', gateSource: "check run 'check-changelog' on a2" },
      false,
      /^The changelog gate did not pass \(failure, check run 'check-changelog' on a2\)\.$/,
      /^Fix perf-changelog\.yaml/,
    ],
    [
      'gate not checked (no check run): not ready, with the local command',
      {
        gateResult: 'success',
        gateUnchecked: {
          why: "no 'check-changelog' check run on head a2",
          command: 'sweepkit changelog validate X',
        },
      },
      false,
      /^PR #7 changes perf-changelog\.yaml, and the changelog gate was not checked: no 'check-changelog' check run on head a2\.$/,
      /^Run `sweepkit changelog validate X` in a clone with the PR fetched \(`git fetch origin pull\/7\/head`\); if it passes, run again with `--gate-result success`\.$/,
    ],
    [
      'pinned reuse resolves',
      {
        main: { outcome: 'reuse', runId: '555', headSha: 'a1a1a1a1a1', pinned: true, conclusion: 'success' },
      },
      true,
      /^Main will reuse pinned run 555 on a1a1a1a1\.$/,
      /^$/,
    ],
    [
      'pinned failed run with results: a partial publication',
      { main: { outcome: 'reuse', runId: '555', headSha: 'a1', pinned: true, conclusion: 'failure' } },
      true,
      /concluded failure: a partial publication/,
      /^$/,
    ],
    [
      'unpinned reuse resolves',
      { main: { outcome: 'reuse', runId: '555', headSha: 'a1', pinned: false, conclusion: 'success' } },
      true,
      /the latest successful run 555/,
      /^$/,
    ],
    [
      'authorization refused (stale)',
      {
        main: { outcome: 'refused', reason: "Reusable source run 555 head a1 is not in PR #7's commit list" },
      },
      false,
      /^Main would refuse the reuse authorization: Reusable source run 555 head a1/,
      /^Comment `\/reuse-sweep-run <run id>` .* or `\/sweep-on-main`/,
    ],
    [
      '/sweep-on-main',
      { main: { outcome: 'sweep-on-main', author: 'maint' } },
      true,
      /^maint asked to sweep again on main/,
      /^$/,
    ],
    [
      'no command, no successful sweep',
      { main: { outcome: 'no-command' }, successfulSweep: null },
      true,
      /no reuse authorization and no reusable successful sweep/,
      /^$/,
    ],
    [
      'no command, a successful sweep, decision required',
      { main: { outcome: 'no-command' }, successfulSweep: sweep },
      false,
      /^Run 555 succeeded on current commit a2a2a2a2, but nobody decided/,
      /^Comment `\/reuse-sweep-run 555` to publish that run, or `\/sweep-on-main` to sweep again on main\.$/,
    ],
    [
      'no command, a successful sweep, decision optional',
      { main: { outcome: 'no-command' }, successfulSweep: sweep, sweepDecision: 'optional' },
      true,
      /main will sweep again \(no decision required\)/,
      /^$/,
    ],
  ])('%s', (_name, change, ready, reason, fix) => {
    const verdict = decideReadiness({ ...base, ...change });
    expect(verdict.ready).toBe(ready);
    expect(verdict.reason).toMatch(reason);
    expect(verdict.fix).toMatch(fix);
  });

  it('asks GitHub only when the changelog changed and the gate passed', () => {
    expect(decidedWithoutGitHub({ changelogChanged: false, gateResult: 'success' })).toBe(true);
    expect(decidedWithoutGitHub({ changelogChanged: true, gateResult: 'failure' })).toBe(true);
    expect(decidedWithoutGitHub({ changelogChanged: true, gateResult: 'success' })).toBe(false);
    const gateUnchecked = { why: 'no check run', command: 'c' };
    expect(decidedWithoutGitHub({ changelogChanged: true, gateResult: 'success', gateUnchecked })).toBe(true);
  });
});
