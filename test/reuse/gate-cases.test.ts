/**
 * The two gates and source selection and validation, case by case, through the reuse-gate
 * action and its sync-gate sub-action against the fake server (sweepkit's behaviour where it differs from the reference).
 */
import { describe, expect, it } from '@jest/globals';
import {
  RESULTS,
  comment,
  failures,
  pr7,
  pullRequestEvent,
  pushToMain,
  requestLines,
  run,
  withFake,
} from './scenario.js';

const OFF = {
  'reuse-enabled': 'false',
  'skip-pr-sweep': 'false',
  'reuse-source-run-id': '',
  'reuse-source-run-attempt': '',
  'reuse-source-run-url': '',
  'reuse-source-head-sha': '',
};

describe('the two gates', () => {
  it.concurrent.each(['labeled', 'opened', 'ready_for_review'])(
    '19. PR %s: no API call, reason names the action, skip=false',
    (action) =>
      withFake(async (gh) => {
        pr7(gh);
        const result = await pullRequestEvent(gh, 'sync-gate', action);
        expect(result.code).toBe(0);
        expect(result.outputs).toMatchObject({
          ...OFF,
          'reuse-reason': `pull_request action ${action} is not synchronize`,
        });
        expect(gh.requests).toHaveLength(0);
      }),
  );

  it.concurrent('19. the setup gate on a PR passes no action: "unknown", no API call', () =>
    withFake(async (gh) => {
      pr7(gh);
      const result = await pullRequestEvent(gh, 'setup', 'synchronize');
      expect(result.outputs['reuse-reason']).toBe('pull_request action unknown is not synchronize');
      expect(result.outputs['reuse-enabled']).toBe('false');
      expect(gh.requests).toHaveLength(0);
    }),
  );

  it.concurrent('20. synchronize without a PR number fails', () =>
    withFake(async (gh) => {
      const result = await pullRequestEvent(gh, 'sync-gate', 'synchronize', null);
      expect(result.code).toBe(1);
      expect(failures(result)[0]).toContain('PR number');
      expect(result.outputs).toEqual({});
    }),
  );

  it.concurrent('21. synchronize, unauthorized: skip=false, the sweep runs', () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('CONTRIBUTOR', '/reuse-sweep-run')] });
      const result = await pullRequestEvent(gh, 'sync-gate', 'synchronize');
      expect(result.code).toBe(0);
      expect(result.outputs).toMatchObject({
        ...OFF,
        'reuse-source-pr-number': '7',
        'reuse-reason': 'PR #7 has no /reuse-sweep-run authorization',
      });
    }),
  );

  it.concurrent.each([
    [
      'expired source artifacts',
      { artifacts: { 555: [{ name: 'results_bmk', expired: true }] } },
      'PR #7 has /reuse-sweep-run authorization but no successful run-sweep.yml pull_request run was found for any of its 2 commit(s); pin a specific run with `/reuse-sweep-run <run_id>`.',
    ],
    [
      'the source commit force-pushed away',
      { comments: [comment('OWNER', '/reuse-sweep-run 555')], commits: ['b1', 'b2'] },
      "Reusable source run 555 head a1 is not in PR #7's commit list; pin a run whose commit is still part of the PR.",
    ],
  ])('21. synchronize, authorized with %s: the gate fails closed', (_name, world, message) =>
    withFake(async (gh) => {
      pr7(gh, world);
      const result = await pullRequestEvent(gh, 'sync-gate', 'synchronize');
      expect(result.code).toBe(1);
      expect(failures(result)).toEqual([message]);
      expect(result.outputs).toEqual({});
    }),
  );

  it.concurrent.each<[string, string, string]>([
    ['push to a branch', 'push', 'refs/heads/feat/x'],
    ['workflow_dispatch', 'workflow_dispatch', 'refs/heads/main'],
    ['schedule', 'schedule', 'refs/heads/main'],
  ])('22. %s: "not a push to main", no API call', (_name, eventName, ref) =>
    withFake(async (gh) => {
      pr7(gh);
      const result = await pushToMain(gh, 'setup', ref, eventName);
      expect(result.outputs).toMatchObject({
        ...OFF,
        'reuse-source-pr-number': '',
        'reuse-reason': 'not a push to main',
      });
      expect(gh.requests).toHaveLength(0);
    }),
  );

  it.concurrent('23. push to main without an associated PR: disabled', () =>
    withFake(async (gh) => {
      pr7(gh, { commitPulls: [] });
      const result = await pushToMain(gh);
      expect(result.outputs).toMatchObject({ ...OFF, 'reuse-reason': 'no associated pull request' });
      expect(requestLines(gh)).toEqual(['GET /commits/m1/pulls']);
    }),
  );

  it.concurrent('23. two PRs, no authorization: disabled, pr-number empty', () =>
    withFake(async (gh) => {
      pr7(gh, { commitPulls: [7, 8], comments: [comment('NONE', '/reuse-sweep-run')] });
      const result = await pushToMain(gh);
      expect(result.outputs).toMatchObject({
        ...OFF,
        'reuse-source-pr-number': '',
        'reuse-reason': 'multiple associated pull requests',
      });
    }),
  );

  it.concurrent('23. two PRs, authorization on the first: exact refusal', () =>
    withFake(async (gh) => {
      pr7(gh, { commitPulls: [7, 8] });
      const result = await pushToMain(gh);
      expect(failures(result)).toEqual([
        'Commit m1 maps to multiple PRs (7, 8); found reuse authorization on #7; refusing to reuse artifacts.',
      ]);
    }),
  );

  it.concurrent('24. unmerged PR fails', () =>
    withFake(async (gh) => {
      pr7(gh, { mergedAt: '' });
      const result = await pushToMain(gh);
      expect(result.code).toBe(1);
      expect(failures(result)).toEqual(['PR #7 is not marked as merged.']);
    }),
  );

  it.concurrent.each([
    [['evals-only'], 'evals-only'],
    [['agentx-fast', 'full-sweep-enabled'], 'agentx-fast'],
    [['full-sweep-enabled', 'evals-only', 'agentx-fast'], 'agentx-fast, evals-only'],
  ])('25. labels %j fail with %s', (labels, names) =>
    withFake(async (gh) => {
      pr7(gh, { labels });
      const result = await pushToMain(gh);
      expect(result.code).toBe(1);
      expect(failures(result)).toEqual([
        `PR #7 has /reuse-sweep-run authorization but uses reuse-incompatible label(s): ${names}.`,
      ]);
    }),
  );

  it.concurrent.each([
    ['26. all-evals with non-canary-full-sweep-enabled', ['all-evals', 'non-canary-full-sweep-enabled']],
    ['27. sweep-enabled only (no full-sweep label needed)', ['sweep-enabled']],
    ['28. no primary label at merge (no sweep label needed)', []],
  ])('%s → accepted', (_name, labels) =>
    withFake(async (gh) => {
      pr7(gh, { labels });
      const result = await pushToMain(gh);
      expect(result.code).toBe(0);
      expect(result.outputs['reuse-enabled']).toBe('true');
    }),
  );
});

describe('source selection and validation', () => {
  it.concurrent('30. a newer gated no-op success without artifacts is skipped', () =>
    withFake(async (gh) => {
      pr7(gh, {
        runs: [run(557, { head_sha: 'a2' }), run(555)],
        artifacts: { 557: [{ name: 'changelog-metadata' }], 555: RESULTS },
      });
      const result = await pushToMain(gh);
      expect(result.outputs['reuse-source-run-id']).toBe('555');
      expect(requestLines(gh)).toContain('GET /actions/runs/557/artifacts?per_page=100');
    }),
  );

  it.concurrent(
    '31 and 33. agentic-only artifacts on an older PR commit after a main merge are eligible',
    () =>
      withFake(async (gh) => {
        pr7(gh, {
          commits: ['a1', 'a2', 'merge-main'],
          runs: [run(555, { head_sha: 'a1' })],
          artifacts: { 555: [{ name: 'bmk_agentic_dsr1' }] },
        });
        const result = await pushToMain(gh);
        expect(result.outputs).toMatchObject({ 'reuse-enabled': 'true', 'reuse-source-head-sha': 'a1' });
      }),
  );

  it.concurrent('32. only an expired results_bmk plus a live changelog-metadata: ineligible', () =>
    withFake(async (gh) => {
      pr7(gh, {
        comments: [comment('OWNER', '/reuse-sweep-run 555')],
        artifacts: {
          555: [
            { name: 'results_bmk', expired: true },
            { name: 'changelog-metadata', expired: false },
          ],
        },
      });
      const result = await pushToMain(gh);
      expect(failures(result)).toEqual([
        'Reusable source run 555 has no benchmark, eval, or agentic result artifact.',
      ]);
    }),
  );

  it.concurrent('34. pinned run whose SHA is no longer in the PR: exact message', () =>
    withFake(async (gh) => {
      pr7(gh, {
        comments: [comment('OWNER', '/reuse-sweep-run 555')],
        runs: [run(555, { head_sha: 'gone' })],
      });
      const result = await pushToMain(gh);
      expect(failures(result)).toEqual([
        "Reusable source run 555 head gone is not in PR #7's commit list; pin a run whose commit is still part of the PR.",
      ]);
    }),
  );

  it.concurrent.each(['failure', 'cancelled'])('35. pinned %s → accepted', (conclusion) =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('OWNER', '/reuse-sweep-run 555')], runs: [run(555, { conclusion })] });
      expect((await pushToMain(gh)).outputs['reuse-enabled']).toBe('true');
    }),
  );

  it.concurrent('35. unpinned with only failure/cancelled runs → no successful run', () =>
    withFake(async (gh) => {
      pr7(gh, { runs: [run(556, { conclusion: 'failure' }), run(555, { conclusion: 'cancelled' })] });
      const result = await pushToMain(gh);
      expect(failures(result)).toEqual([
        'PR #7 has /reuse-sweep-run authorization but no successful run-sweep.yml pull_request run was found for any of its 2 commit(s); pin a specific run with `/reuse-sweep-run <run_id>`.',
      ]);
      expect(gh.calls('GET', '/repos/o/r/actions/runs/')).toHaveLength(0);
    }),
  );

  it.concurrent.each([
    ['skipped', "'skipped'"],
    ['timed_out', "'timed_out'"],
    ['action_required', "'action_required'"],
    [null, 'None'],
  ])('36. pinned conclusion %s → rejected with %s', (conclusion, repr) =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('OWNER', '/reuse-sweep-run 555')], runs: [run(555, { conclusion })] });
      expect(failures(await pushToMain(gh))).toEqual([
        `Reusable source run 555 has conclusion ${repr}; expected success, failure, or cancelled.`,
      ]);
    }),
  );

  it.concurrent.each([
    [
      '38. push-event run (event before status)',
      { event: 'push', status: 'in_progress' },
      'Reusable source run 555 is not a pull_request run.',
    ],
    [
      '38. status before path',
      { status: 'queued', path: '.github/workflows/e2e-tests.yml' },
      'Reusable source run 555 is not completed.',
    ],
  ])('%s', (_name, change, message) =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('OWNER', '/reuse-sweep-run 555')], runs: [run(555, change)] });
      expect(failures(await pushToMain(gh))).toEqual([message]);
    }),
  );

  it.concurrent('39. an empty path skips the path check', () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('OWNER', '/reuse-sweep-run 555')], runs: [run(555, { path: '' })] });
      expect((await pushToMain(gh)).outputs['reuse-enabled']).toBe('true');
    }),
  );

  it.concurrent('40. a PR with zero commits', () =>
    withFake(async (gh) => {
      pr7(gh, { commits: [] });
      expect(failures(await pushToMain(gh))).toEqual(['PR #7 has no commits.']);
    }),
  );

  it.concurrent('40. an empty head ref selects nothing (no runs request)', () =>
    withFake(async (gh) => {
      pr7(gh, { headRef: '' });
      const result = await pushToMain(gh);
      expect(failures(result)[0]).toMatch(
        /^PR #7 has \/reuse-sweep-run authorization but no successful run-sweep.yml/,
      );
      expect(gh.calls('GET', '/repos/o/r/actions/workflows')).toHaveLength(0);
    }),
  );

  it.concurrent('41. disabled outputs: all eight keys in order, unset ones empty', () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [] });
      const result = await pushToMain(gh);
      expect(Object.entries(result.outputs)).toEqual([
        ['reuse-enabled', 'false'],
        ['skip-pr-sweep', 'false'],
        ['reuse-source-run-id', ''],
        ['reuse-source-run-attempt', ''],
        ['reuse-source-run-url', ''],
        ['reuse-source-pr-number', '7'],
        ['reuse-source-head-sha', ''],
        ['reuse-reason', 'PR #7 has no /reuse-sweep-run authorization'],
      ]);
    }),
  );
});

describe('comment cases through the action', () => {
  it.concurrent('5. MEMBER pins 111, CONTRIBUTOR 222, OWNER "approved⏎/reuse-sweep-run 333" → 333', () =>
    withFake(async (gh) => {
      pr7(gh, {
        comments: [
          comment('MEMBER', '/reuse-sweep-run 111'),
          comment('CONTRIBUTOR', '/reuse-sweep-run 222'),
          comment('OWNER', 'approved\n/reuse-sweep-run 333'),
        ],
        runs: [run(333)],
        artifacts: { 333: RESULTS },
      });
      expect((await pushToMain(gh)).outputs['reuse-reason']).toBe(
        'PR #7 approved reusable full sweep from pinned run 333',
      );
    }),
  );

  it.concurrent('13. /reuse-sweep-run 0 pins run 0, which fails with 404', () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('OWNER', '/reuse-sweep-run 0')] });
      const result = await pushToMain(gh);
      expect(result.code).toBe(1);
      expect(failures(result)[0]).toContain('GitHub API GET /repos/o/r/actions/runs/0 failed: HTTP 404');
    }),
  );

  it.concurrent('18. only issue comments are read: a command in a review body does not authorize', () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('OWNER', 'see my review')] });
      const result = await pushToMain(gh);
      expect(result.outputs['reuse-reason']).toBe('PR #7 has no /reuse-sweep-run authorization');
      expect(
        gh.requests.some((r) => r.path.includes('/reviews') || r.path.includes('/pulls/7/comments')),
      ).toBe(false);
    }),
  );
});
