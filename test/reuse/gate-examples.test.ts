/**
 * The reuse worked examples, driven through the bundled reuse-gate
 * action against the fake GitHub server (sweepkit's behaviour where it differs from the reference).
 */
import { describe, expect, it } from '@jest/globals';
import { readReuseDecision } from '../../shared/ops/inspect/markers.js';
import {
  comment,
  failures,
  pr7,
  pullRequestEvent,
  pushToMain,
  requestLines,
  run,
  withFake,
} from './scenario.js';

const failure = failures;

describe('worked examples through the bundled action', () => {
  it.concurrent(
    '1. unpinned push to main: picks the older success on the same SHA, exact outputs in order',
    async () =>
      withFake(async (gh) => {
        pr7(gh);
        const result = await pushToMain(gh);
        expect(result.code).toBe(0);
        expect(Object.entries(result.outputs)).toEqual([
          ['reuse-enabled', 'true'],
          ['skip-pr-sweep', 'false'],
          ['reuse-source-run-id', '555'],
          ['reuse-source-run-attempt', '2'],
          ['reuse-source-run-url', 'https://github.com/o/r/actions/runs/555'],
          ['reuse-source-pr-number', '7'],
          ['reuse-source-head-sha', 'a1'],
          ['reuse-reason', 'PR #7 approved reusable full sweep from latest run on a1'],
        ]);
        // Run 556 (failure) gets no artifact call; the branch goes to the API encoded.
        expect(requestLines(gh)).toEqual([
          'GET /commits/m1/pulls',
          'GET /issues/7/comments?per_page=100',
          'GET /pulls/7',
          'GET /pulls/7/commits?per_page=100',
          'GET /actions/workflows/run-sweep.yml/runs?per_page=100&event=pull_request&branch=feat%2Fx&status=completed',
          'GET /actions/runs/555/artifacts?per_page=100',
        ]);
        expect(result.summary).toContain('PR #7 approved reusable full sweep from latest run on a1');
        expect(gh.requests[0]!.headers.authorization).toBe('token ghs_test_token');
        expect(result.stdout.replace(/^::add-mask::.*$/m, '')).not.toContain('ghs_test_token');
        // The decision line verify-publication reads back from the setup job's log.
        expect(readReuseDecision(result.stdout)).toEqual({ enabled: true, sourceRunId: 555 });
      }),
  );

  it.concurrent('2. pinned failure with a null run_attempt and an agentic artifact is accepted', async () =>
    withFake(async (gh) => {
      pr7(gh, {
        comments: [comment('OWNER', '/reuse-sweep-run 555')],
        runs: [run(555, { conclusion: 'failure', run_attempt: null })],
        artifacts: { 555: [{ name: 'bmk_agentic_x', expired: false }] },
      });
      const result = await pushToMain(gh);
      expect(result.code).toBe(0);
      expect(result.outputs).toMatchObject({
        'reuse-enabled': 'true',
        'reuse-source-run-id': '555',
        'reuse-source-run-attempt': '1',
        'reuse-reason': 'PR #7 approved reusable full sweep from pinned run 555',
      });
      expect(requestLines(gh).map((line) => line.split('?')[0])).toEqual([
        'GET /commits/m1/pulls',
        'GET /issues/7/comments',
        'GET /pulls/7',
        'GET /actions/runs/555',
        'GET /pulls/7/commits',
        'GET /actions/runs/555/artifacts',
      ]);
    }),
  );

  it.concurrent.each([
    [
      'in_progress',
      run(555, { status: 'in_progress', conclusion: null }),
      'Reusable source run 555 is not completed.',
    ],
    [
      'conclusion skipped',
      run(555, { conclusion: 'skipped' }),
      "Reusable source run 555 has conclusion 'skipped'; expected success, failure, or cancelled.",
    ],
    [
      'path e2e',
      run(555, { path: '.github/workflows/e2e-tests.yml' }),
      'Reusable source run 555 is from .github/workflows/e2e-tests.yml, expected .github/workflows/run-sweep.yml.',
    ],
  ])('3. pinned %s fails the step with the exact message and no outputs', async (_name, source, message) =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('MEMBER', '/reuse-sweep-run 555')], runs: [source] });
      const result = await pushToMain(gh);
      expect(result.code).toBe(1);
      expect(failure(result)).toEqual([message]);
      expect(result.outputs).toEqual({});
      expect(result.summary).toContain(message);
    }),
  );

  it.concurrent('3. pinned unknown id fails with the endpoint and HTTP 404', async () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('OWNER', '/reuse-sweep-run 999')] });
      const result = await pushToMain(gh);
      expect(result.code).toBe(1);
      expect(failure(result)).toEqual([
        'Reusable source run 999 was not found: GitHub API GET /repos/o/r/actions/runs/999 failed: HTTP 404: Not Found',
      ]);
      expect(result.outputs).toEqual({});
    }),
  );

  it.concurrent('4. incompatible labels fail with the sorted names', async () =>
    withFake(async (gh) => {
      pr7(gh, { labels: ['full-sweep-enabled', 'evals-only', 'agentx-fast'] });
      const result = await pushToMain(gh);
      expect(result.code).toBe(1);
      expect(failure(result)).toEqual([
        'PR #7 has /reuse-sweep-run authorization but uses reuse-incompatible label(s): agentx-fast, evals-only.',
      ]);
      expect(result.outputs).toEqual({});
    }),
  );

  it.concurrent('4. [sweep-enabled] only: the reference refused, sweepkit accepts', async () =>
    withFake(async (gh) => {
      pr7(gh, { labels: ['sweep-enabled'] });
      const result = await pushToMain(gh);
      expect(result.code).toBe(0);
      expect(result.outputs['reuse-enabled']).toBe('true');
    }),
  );

  it.concurrent('4. merged_at null fails', async () =>
    withFake(async (gh) => {
      pr7(gh, { mergedAt: null });
      const result = await pushToMain(gh);
      expect(result.code).toBe(1);
      expect(failure(result)).toEqual(['PR #7 is not marked as merged.']);
    }),
  );

  it.concurrent('5. PR synchronize, authorized with a valid source: skip the PR sweep', async () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('MEMBER', '/reuse-sweep-run')], mergedAt: null });
      const result = await pullRequestEvent(gh, 'sync-gate', 'synchronize');
      expect(result.code).toBe(0);
      expect(result.outputs).toMatchObject({
        'reuse-enabled': 'false',
        'skip-pr-sweep': 'true',
        'reuse-source-pr-number': '7',
        'reuse-source-run-id': '555',
        'reuse-reason': 'PR #7 has /reuse-sweep-run authorization',
      });
      // No merged_at check and no multi-PR mapping on a PR.
      expect(requestLines(gh)).not.toContain('GET /commits/m1/pulls');
      expect(requestLines(gh)[0]).toBe('GET /issues/7/comments?per_page=100');
    }),
  );

  it.concurrent('6. multiple PRs with an authorized command on one of them fail', async () =>
    withFake(async (gh) => {
      pr7(gh, { commitPulls: [7, 8], comments: [] });
      gh.state.repo('o/r').comments[8] = [comment('OWNER', '/reuse-sweep-run')];
      const result = await pushToMain(gh);
      expect(result.code).toBe(1);
      expect(failure(result)).toEqual([
        'Commit m1 maps to multiple PRs (7, 8); found reuse authorization on #8; refusing to reuse artifacts.',
      ]);
    }),
  );

  it.concurrent.each([
    [102, 2],
    [100, 1],
  ])('7. pagination: %i comments, the newest authorized one last, over %i request(s)', async (count, pages) =>
    withFake(async (gh) => {
      const comments = Array.from({ length: count }, (_, i) =>
        comment(
          i === count - 1 ? 'OWNER' : 'CONTRIBUTOR',
          i === count - 1 ? '/reuse-sweep-run 555' : `/reuse-sweep-run ${i}`,
          `2026-05-13T${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z`,
        ),
      );
      pr7(gh, { comments });
      const result = await pushToMain(gh);
      expect(result.outputs['reuse-reason']).toBe('PR #7 approved reusable full sweep from pinned run 555');
      expect(gh.calls('GET', '/repos/o/r/issues/7/comments')).toHaveLength(pages);
    }),
  );
});
