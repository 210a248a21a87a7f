/**
 * Every API failure on the authorization or selection path of the gate ends in a failed step with
 * a message naming the endpoint and status: never reuse-enabled=true, never skip-pr-sweep=true,
 * no outputs at all.
 */
import { describe, expect, it } from '@jest/globals';
import type { FaultSpec } from '../fake-github/index.js';
import {
  comment,
  failures,
  pr7,
  pullRequestEvent,
  pushToMain,
  run,
  withFake,
  type PrWorld,
} from './scenario.js';

const PINNED: PrWorld = { comments: [comment('OWNER', '/reuse-sweep-run 555')] };

describe('gate on push to main under injected faults', () => {
  it.concurrent.each<[string, PrWorld, string, FaultSpec, RegExp]>([
    [
      'commit pulls 500',
      {},
      'GET /repos/o/r/commits/m1/pulls',
      { status: 500 },
      /commits\/m1\/pulls failed: HTTP 500/,
    ],
    [
      'comments 403',
      {},
      'GET /repos/o/r/issues/7/comments',
      { status: 403 },
      /issues\/7\/comments failed: HTTP 403/,
    ],
    ['comments 401', {}, 'GET /repos/o/r/issues/7/comments', { status: 401 }, /HTTP 401/],
    [
      'comments malformed body',
      {},
      'GET /repos/o/r/issues/7/comments',
      { status: 200, body: '[{"id":' },
      /unexpected response shape/,
    ],
    ['pull 404', {}, 'GET /repos/o/r/pulls/7', { status: 404 }, /pulls\/7 failed: HTTP 404/],
    ['pull 422', {}, 'GET /repos/o/r/pulls/7', { status: 422 }, /pulls\/7 failed: HTTP 422/],
    [
      'commits 500',
      {},
      'GET /repos/o/r/pulls/7/commits',
      { status: 500 },
      /pulls\/7\/commits failed: HTTP 500/,
    ],
    [
      'runs 500',
      {},
      'GET /repos/o/r/actions/workflows/run-sweep.yml/runs',
      { status: 500 },
      /runs failed: HTTP 500/,
    ],
    [
      'runs malformed',
      {},
      'GET /repos/o/r/actions/workflows/run-sweep.yml/runs',
      { status: 200, body: '{"total_count":1,"workflow_runs":[{"id":"x"}]}' },
      /unexpected response shape/,
    ],
    [
      'artifacts 401',
      {},
      'GET /repos/o/r/actions/runs/555/artifacts',
      { status: 401 },
      /artifacts failed: HTTP 401/,
    ],
    [
      'pinned run 500',
      PINNED,
      'GET /repos/o/r/actions/runs/555',
      { status: 500 },
      /actions\/runs\/555 failed: HTTP 500/,
    ],
    [
      'pinned run 403',
      PINNED,
      'GET /repos/o/r/actions/runs/555',
      { status: 403 },
      /actions\/runs\/555 failed: HTTP 403/,
    ],
    [
      'pinned artifacts 500',
      PINNED,
      'GET /repos/o/r/actions/runs/555/artifacts',
      { status: 500 },
      /artifacts failed: HTTP 500/,
    ],
  ])('%s → failed step, no outputs', (_name, change, endpoint, fault, message) =>
    withFake(async (gh) => {
      pr7(gh, change);
      gh.fault(endpoint, fault);
      const result = await pushToMain(gh);
      expect(result.code).toBe(1);
      expect(failures(result)[0]).toMatch(message);
      expect(result.outputs).toEqual({});
    }),
  );

  it.concurrent('a transient 502 and a 429 on reads are retried and the decision still holds', () =>
    withFake(async (gh) => {
      pr7(gh);
      gh.fault('GET /repos/o/r/issues/7/comments', { status: 502, times: 1 });
      gh.fault('GET /repos/o/r/pulls/7', { status: 429, times: 1 });
      const result = await pushToMain(gh);
      expect(result.code).toBe(0);
      expect(result.outputs['reuse-enabled']).toBe('true');
      expect(gh.calls('GET', '/repos/o/r/issues/7/comments')).toHaveLength(2);
    }),
  );

  it.concurrent('a slow answer (under the timeout) is waited for', () =>
    withFake(async (gh) => {
      pr7(gh);
      gh.fault('GET /repos/o/r/pulls/7', { delayMs: 300 });
      expect((await pushToMain(gh)).outputs['reuse-enabled']).toBe('true');
    }),
  );
});

describe('sync gate under injected faults', () => {
  it.concurrent.each<[string, string, FaultSpec]>([
    ['comments 500', 'GET /repos/o/r/issues/7/comments', { status: 500 }],
    ['pull 404', 'GET /repos/o/r/pulls/7', { status: 404 }],
    ['runs 403', 'GET /repos/o/r/actions/workflows/run-sweep.yml/runs', { status: 403 }],
    ['artifacts malformed', 'GET /repos/o/r/actions/runs/555/artifacts', { status: 200, body: 'oops' }],
  ])('%s → failed step, never skip-pr-sweep=true', (_name, endpoint, fault) =>
    withFake(async (gh) => {
      pr7(gh);
      gh.fault(endpoint, fault);
      const result = await pullRequestEvent(gh, 'sync-gate', 'synchronize');
      expect(result.code).toBe(1);
      expect(result.outputs['skip-pr-sweep']).toBeUndefined();
      expect(failures(result)[0]).toMatch(
        /^could not verify reuse for PR #7: GitHub API GET \/repos\/o\/r\//,
      );
    }),
  );
});

describe('gate pagination to the end', () => {
  it.concurrent('finds the source on the last page of runs, commits and artifacts', () =>
    withFake(async (gh) => {
      const commits = Array.from({ length: 150 }, (_, i) => `c${i}`);
      const runs = [
        ...Array.from({ length: 120 }, (_, i) => run(1000 + i, { conclusion: 'failure', head_sha: 'c0' })),
        run(555, { head_sha: 'c149' }),
      ];
      const artifacts = [
        ...Array.from({ length: 100 }, (_, i) => ({ name: `log-${i}` })),
        { name: 'results_bmk' },
      ];
      pr7(gh, { commits, runs, artifacts: { 555: artifacts } });
      const result = await pushToMain(gh);
      expect(result.outputs).toMatchObject({ 'reuse-enabled': 'true', 'reuse-source-run-id': '555' });
      expect(gh.calls('GET', '/repos/o/r/pulls/7/commits')).toHaveLength(2);
      expect(gh.calls('GET', '/repos/o/r/actions/workflows/run-sweep.yml/runs')).toHaveLength(2);
      expect(gh.calls('GET', '/repos/o/r/actions/runs/555/artifacts')).toHaveLength(2);
    }),
  );
});
