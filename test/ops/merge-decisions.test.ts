/** The pure decisions of merge-with-reuse: PR checks and check buckets. */
import { describe, expect, it } from '@jest/globals';
import type { PullRequest } from '../../shared/github/schemas.js';
import {
  checkRunBucket,
  checkStates,
  judgeChecks,
  latestNamed,
  statusBucket,
} from '../../shared/ops/merge/checks.js';
import { checkPull } from '../../shared/ops/merge/preflight.js';
import type { OpsCheckRun } from '../../shared/ops/ports.js';

const pull = (over: Partial<PullRequest> = {}): PullRequest => ({
  number: 7,
  state: 'open',
  draft: false,
  labels: [],
  head: { ref: 'feat/x', sha: 'a'.repeat(40), repo: { full_name: 'o/r' } },
  ...over,
});
const labels = (...names: string[]) => names.map((name) => ({ name }));

describe('checkPull', () => {
  it.each<[string, Partial<PullRequest>, { step: string; message: string } | null]>([
    ['open, same repository, no label', {}, null],
    ['sweep-enabled alone', { labels: labels('sweep-enabled') }, null],
    [
      'one full-sweep label and unrelated labels',
      { labels: labels('bug', 'full-sweep-fail-fast', 'all-evals') },
      null,
    ],
    ['same repository, other case', { head: { ref: 'x', sha: 'a', repo: { full_name: 'O/R' } } }, null],
    ['closed', { state: 'closed' }, { step: 'P3', message: 'PR #7 is closed, expected OPEN' }],
    [
      'merged',
      { state: 'closed', merged_at: '2026-01-01T00:00:00Z' },
      { step: 'P3', message: 'PR #7 is merged, expected OPEN' },
    ],
    [
      'fork',
      { head: { ref: 'x', sha: 'a', repo: { full_name: 'f/r' } } },
      { step: 'P4', message: 'PR #7 is from a fork; the merge helper cannot update its branch' },
    ],
    [
      'deleted head repository',
      { head: { ref: 'x', sha: 'a', repo: null } },
      { step: 'P4', message: 'PR #7 is from a fork; the merge helper cannot update its branch' },
    ],
    [
      'draft',
      { draft: true },
      { step: 'P5', message: 'PR #7 is a draft; mark it ready for review before merging' },
    ],
    [
      'two primary labels, API order',
      { labels: labels('full-sweep-fail-fast', 'sweep-enabled') },
      {
        step: 'P6',
        message:
          'PR #7 has multiple primary sweep labels: full-sweep-fail-fast, sweep-enabled; keep exactly one or none',
      },
    ],
    [
      'evals-only',
      { labels: labels('evals-only') },
      { step: 'P6', message: 'PR #7 uses evals-only, which is not eligible for artifact reuse' },
    ],
    [
      'agentx-fast',
      { labels: ['agentx-fast'] },
      { step: 'P6', message: 'PR #7 uses agentx-fast, which is not eligible for artifact reuse' },
    ],
    [
      'both modifiers',
      { labels: labels('agentx-fast', 'evals-only') },
      { step: 'P6', message: 'PR #7 uses agentx-fast, evals-only, which is not eligible for artifact reuse' },
    ],
  ])('%s', (_name, over, expected) => {
    expect(checkPull(pull(over), 7, 'o/r')).toEqual(expected);
  });
});

const run = (
  name: string,
  status: string,
  conclusion: string | null,
  started = '2026-01-01T00:00:00Z',
): OpsCheckRun => ({
  name,
  status,
  conclusion,
  started_at: started,
  details_url: `https://ci/${name}`,
});

describe('check buckets (as gh pr checks)', () => {
  it.each([
    ['completed', 'success', 'pass'],
    ['completed', 'skipped', 'skip'],
    ['completed', 'neutral', 'skip'],
    ['completed', 'failure', 'fail'],
    ['completed', 'cancelled', 'fail'],
    ['completed', 'timed_out', 'fail'],
    ['completed', 'action_required', 'fail'],
    ['completed', 'startup_failure', 'fail'],
    ['completed', 'stale', 'pending'],
    ['in_progress', null, 'pending'],
    ['queued', null, 'pending'],
  ])('check run %s/%s → %s', (status, conclusion, bucket) => {
    expect(checkRunBucket(run('c', status, conclusion))).toBe(bucket);
  });

  it.each([
    ['success', 'pass'],
    ['error', 'fail'],
    ['failure', 'fail'],
    ['pending', 'pending'],
  ])('status %s → %s', (state, bucket) => {
    expect(statusBucket({ context: 'c', state, target_url: null, updated_at: null })).toBe(bucket);
  });

  it('the latest check-changelog by started_at decides (an older failure is superseded)', () => {
    const runs = [
      run('check-changelog', 'completed', 'success', '2026-01-01T00:00:09Z'),
      run('check-changelog', 'completed', 'failure', '2026-01-01T00:00:01Z'),
    ];
    expect(latestNamed(runs, 'check-changelog')?.conclusion).toBe('success');
    expect(latestNamed([...runs].reverse(), 'check-changelog')?.conclusion).toBe('success');
    expect(latestNamed(runs, 'other')).toBeUndefined();
  });

  it('fails fast on the first failure, waits while any is pending or none exists, passes otherwise', () => {
    expect(judgeChecks([])).toEqual({ kind: 'pending', pending: [] });
    const pending = checkStates([run('a', 'completed', 'success'), run('b', 'in_progress', null)], []);
    expect(judgeChecks(pending)).toEqual({ kind: 'pending', pending: ['b'] });
    const failed = checkStates(
      [run('a', 'in_progress', null)],
      [{ context: 'ext', state: 'error', target_url: 'https://e', updated_at: null }],
    );
    expect(judgeChecks(failed)).toMatchObject({
      kind: 'failed',
      check: { name: 'ext', conclusion: 'error', url: 'https://e' },
    });
    const passed = checkStates([run('a', 'completed', 'success'), run('s', 'completed', 'skipped')], []);
    expect(judgeChecks(passed).kind).toBe('passed');
  });

  it('the latest status per context decides', () => {
    const states = checkStates(
      [],
      [
        { context: 'ext', state: 'success', target_url: null, updated_at: '2026-01-01T00:00:09Z' },
        { context: 'ext', state: 'failure', target_url: null, updated_at: '2026-01-01T00:00:01Z' },
      ],
    );
    expect(judgeChecks(states).kind).toBe('passed');
  });

  it('--required-only counts only required checks, and a required check not yet reported is pending', () => {
    const runs = [run('lint', 'completed', 'failure'), run('e2e', 'completed', 'success')];
    expect(judgeChecks(checkStates(runs, [], ['e2e'])).kind).toBe('passed');
    expect(judgeChecks(checkStates(runs, [], ['e2e', 'build']))).toEqual({
      kind: 'pending',
      pending: ['build'],
    });
    expect(judgeChecks(checkStates(runs, [])).kind).toBe('failed');
  });
});
