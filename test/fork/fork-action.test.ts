// The bundled fork-dispatch action as the runner starts it (INPUT_*, GITHUB_EVENT_PATH,
// GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) against the fake GitHub server: the runner contract only;
// the decisions are covered in process (checks.test.ts, flow.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { FORK_DISPATCH_OUTPUTS } from '../../shared/fork/names.js';
import { projectRoot } from '../helpers/paths.js';
import { startFakeGitHub, type FakeGitHub } from '../fake-github/index.js';
import {
  BASE,
  HEAD,
  MERGE,
  NEWER_HEAD,
  PR,
  REPOSITORY,
  RUN_ID,
  TOKEN,
  effects,
  failure,
  labeledEvent,
  runForkAction,
  seedFork,
  type ForkWorld,
} from './world.js';

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(async () => {
  await gh.close();
});

// `::add-mask::<token>` is how core.setSecret hands the token to the runner for masking: not a leak.
const leaks = (run: { stdout: string; stderr: string; summary: string }) =>
  [run.stdout.replace(/^::add-mask::.*$/gm, ''), run.stderr, run.summary].some((text) =>
    text.includes(TOKEN),
  );

describe('fork-dispatch action', () => {
  it('dispatches the approved revision, writes its outputs and summary, and comments the run', async () => {
    seedFork(gh);
    const run = await runForkAction(gh);
    expect(run.code).toBe(0);
    expect(Object.keys(run.outputs)).toEqual([...FORK_DISPATCH_OUTPUTS]);
    expect(
      Object.keys(parse(readFileSync(join(projectRoot, 'actions/fork-dispatch/action.yml'), 'utf8')).outputs),
    ).toEqual([...FORK_DISPATCH_OUTPUTS]);
    expect(run.outputs).toEqual({
      marker: `External PR #${PR} @ ${HEAD.slice(0, 12)}`,
      'head-sha': HEAD,
      'merge-commit-sha': MERGE,
      'run-id': String(RUN_ID),
      'run-url': `https://github.com/${REPOSITORY}/actions/runs/${RUN_ID}`,
    });
    const { dispatches, comments } = effects(gh);
    expect(dispatches).toEqual([
      {
        workflow_id: 'e2e-tests.yml',
        ref: 'main',
        token: TOKEN,
        inputs: {
          'test-name': `External PR #${PR} @ ${HEAD.slice(0, 12)}`,
          ref: MERGE,
          'changelog-base-ref': BASE,
          'changelog-head-ref': HEAD,
          'trim-conc': 'false',
          'all-evals': 'false',
          'evals-only': 'false',
          'fail-fast': 'false',
          'agentx-fast': 'false',
          'pr-labels-json': '["full-sweep-enabled"]',
        },
      },
    ]);
    expect(comments).toHaveLength(1);
    expect(run.summary).toContain('Actor alice has permission admin and role admin');
    // The PR title and branch of the event are hostile; they reach neither output, log nor comment.
    for (const text of [run.stdout, run.summary, comments[0]!]) {
      expect(text).not.toContain('curl evil');
      expect(text).not.toContain('$(id)');
    }
    expect(run.stdout).toContain(`::add-mask::${TOKEN}`);
    expect(leaks(run)).toBe(false);
  });

  // Every check in its order, plus the role answers, through the bundle: the message is the
  // step's one error annotation and nothing reaches GitHub's write endpoints.
  it.each<[string, ForkWorld, string]>([
    [
      'authorization: a custom role',
      { permission: { permission: 'write', role_name: 'ci-writer' } },
      'Actor alice has permission write and role ci-writer; write, maintain or admin (both permission and role) is required to authorize external code; nothing was dispatched (check: authorization)',
    ],
    [
      'authorization: role_name missing',
      { permission: { permission: 'admin' } },
      'Cannot authorize alice: the collaborator permission answer has no valid role_name (got nothing); nothing was dispatched (check: authorization)',
    ],
    [
      'pull-request-state: a draft',
      { draft: true },
      'The pull request must be open and ready for review; nothing was dispatched (check: pull-request-state)',
    ],
    [
      'fork: a same-repository head',
      { headRepository: REPOSITORY },
      'Trusted external dispatch is only for fork pull requests; nothing was dispatched (check: fork)',
    ],
    [
      'head-pinned: pushed after the label',
      { headSha: NEWER_HEAD },
      `The PR advanced from ${HEAD} to ${NEWER_HEAD}; remove and re-add the sweep label to approve the new revision; nothing was dispatched (check: head-pinned)`,
    ],
    [
      'primary-label: two primary labels',
      { labels: ['full-sweep-enabled', 'sweep-enabled'] },
      'Expected exactly the newly applied primary sweep label; found full-sweep-enabled, sweep-enabled; nothing was dispatched (check: primary-label)',
    ],
    [
      'merge-commit: none yet',
      { mergeCommitSha: null },
      'GitHub has not produced a merge commit; resolve conflicts and re-add the label; nothing was dispatched (check: merge-commit)',
    ],
    [
      'merge-commit-parents: a stale merge commit',
      { mergeParents: [BASE, NEWER_HEAD] },
      `The merge commit ${MERGE} is not built from the approved head ${HEAD} (its parents are ${BASE}, ${NEWER_HEAD}); GitHub may still be updating it, so re-add the label in a minute; nothing was dispatched (check: merge-commit-parents)`,
    ],
  ])('refuses (%s) with one annotation and no write', async (_what, world, message) => {
    seedFork(gh, world);
    const run = await runForkAction(gh);
    expect(run.code).toBe(1);
    expect(run.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
      `'PR #${PR}': ${message}`,
    ]);
    expect(effects(gh)).toEqual({ dispatches: [], comments: [] });
    expect(gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(run.outputs).toEqual({});
    expect(run.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('a permission lookup that keeps failing stops the step (after the bounded retries)', async () => {
    seedFork(gh);
    gh.fault('GET /repos/example-org/bench/collaborators/alice/permission', { status: 503 });
    const run = await runForkAction(gh);
    expect(run.code).toBe(1);
    expect(failure(run)).toContain(
      'Cannot authorize alice: GitHub API GET /repos/example-org/bench/collaborators/alice/permission failed: HTTP 503',
    );
    expect(gh.calls('GET', '/repos/example-org/bench/collaborators/alice/permission')).toHaveLength(4);
    expect(effects(gh).dispatches).toEqual([]);
  });

  it('the poll bound comes from the inputs: no run in time still succeeds, with a warning and the workflow link', async () => {
    seedFork(gh, { createRun: null });
    const run = await runForkAction(gh, { inputs: { 'poll-attempts': '2', 'poll-interval-ms': '5' } });
    expect(run.code).toBe(0);
    expect(run.outputs['run-id']).toBe('');
    expect(gh.calls('GET', '/repos/example-org/bench/actions/workflows/e2e-tests.yml/runs')).toHaveLength(2);
    expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      `no run titled 'e2e Test - External PR #${PR} @ ${HEAD.slice(0, 12)}' appeared within 2 × 5 ms; the comment links the workflow instead`,
    ]);
    expect(effects(gh).comments[0]).toContain('[End-to-End Tests workflow]');
  });

  it.each([
    [
      'another event',
      { eventName: 'pull_request' },
      'fork-dispatch runs on pull_request_target labeled events, not pull_request',
    ],
    [
      'an unlabeled event',
      { event: { ...labeledEvent(), action: 'unlabeled' } },
      'is not a labeled pull request event',
    ],
    [
      'a bad poll input',
      { inputs: { 'poll-attempts': 'many' } },
      "input 'poll-attempts': expected a whole number, got 'many'",
    ],
  ])('refuses %s before any API call', async (_what, options, message) => {
    seedFork(gh);
    const run = await runForkAction(gh, options);
    expect(run.code).toBe(1);
    expect(failure(run) || run.stdout).toContain(message);
    expect(gh.requests).toEqual([]);
  });
});
