import { describe, expect, it } from '@jest/globals';
import { SweepkitError } from '../../shared/errors.js';
import * as simulateDefaults from '../../shared/simulate/defaults.js';
import { buildEventPayload } from '../../shared/simulate/event.js';
import { simulateFixture } from './simulate-helper.js';

describe('triggers (on:)', () => {
  it.each([
    [
      'push to main touching a listed path',
      'push',
      { ref: 'refs/heads/main' },
      ['perf-changelog.yaml'],
      true,
      "'push' matches on.push",
    ],
    [
      'push to a release branch (** pattern)',
      'push',
      { ref: 'refs/heads/release/v1/rc' },
      ['configs/a.yaml'],
      true,
      "'push' matches on.push",
    ],
    [
      'push to another branch',
      'push',
      { ref: 'refs/heads/dev' },
      ['perf-changelog.yaml'],
      false,
      "on.push.branches [main, release/**] does not match 'dev'",
    ],
    [
      'push of a tag to a branch-filtered trigger',
      'push',
      { ref: 'refs/tags/v1' },
      ['perf-changelog.yaml'],
      false,
      "on.push filters branches only, so a push of tag 'v1' does not run",
    ],
    [
      'push touching no listed path',
      'push',
      {},
      ['README.md'],
      false,
      'no changed file matches on.push.paths [perf-changelog.yaml, configs/**, !configs/ignored.yaml]',
    ],
    [
      'push touching only a negated path',
      'push',
      {},
      ['configs/ignored.yaml'],
      false,
      'no changed file matches on.push.paths [perf-changelog.yaml, configs/**, !configs/ignored.yaml]',
    ],
    [
      'pull_request with a default type',
      'pull_request',
      { action: 'opened' },
      undefined,
      true,
      "'pull_request' (opened) matches on.pull_request",
    ],
    [
      'pull_request labeled is not a default type',
      'pull_request',
      { action: 'labeled', label: 'x' },
      undefined,
      false,
      "on.pull_request.types [opened, synchronize, reopened] (the default) does not include 'labeled'",
    ],
    [
      'pull_request to another base branch',
      'pull_request',
      { baseRef: 'dev' },
      undefined,
      false,
      "on.pull_request.branches [main] does not match 'dev'",
    ],
    [
      'issue_comment edited',
      'issue_comment',
      { action: 'edited' },
      undefined,
      false,
      "on.issue_comment.types [created] does not include 'edited'",
    ],
    [
      'an event the workflow does not listen to',
      'schedule',
      {},
      undefined,
      false,
      "the workflow does not listen to 'schedule'; on: [push, pull_request, issue_comment, workflow_dispatch]",
    ],
  ] as const)('%s', async (_title, event, facts, changedFiles, triggered, reason) => {
    const result = await simulateFixture(
      'triggers.yml',
      event,
      { ...facts },
      {
        changedFiles: changedFiles && [...changedFiles],
      },
    );
    expect(result.triggered).toBe(triggered);
    expect(result.trigger).toBe(reason);
    if (!triggered) expect(result.jobs).toEqual({});
  });

  it('notes an unchecked path filter instead of guessing', async () => {
    const result = await simulateFixture('triggers.yml', 'push');
    expect(result.triggered).toBe(true);
    expect(result.warnings).toEqual([
      'on.push.paths [perf-changelog.yaml, configs/**, !configs/ignored.yaml] not checked: assumed to let the run start (give the changed files to check it)',
    ]);
  });
});

describe('concurrency group', () => {
  it.each([
    ['a PR synchronize', 'pull_request', { action: 'synchronize', prNumber: 2707 }, 'sweep-2707-active'],
    [
      'a recognised label',
      'pull_request',
      { action: 'labeled', label: 'full-sweep-enabled', prNumber: 2707 },
      'sweep-2707-active',
    ],
    [
      'a recognised label, different case',
      'pull_request',
      { action: 'unlabeled', label: 'Sweep-Enabled', prNumber: 2707 },
      'sweep-2707-active',
    ],
    [
      'an unrelated label',
      'pull_request',
      { action: 'labeled', label: 'documentation', prNumber: 2707 },
      'sweep-2707-123456',
    ],
    ['a push', 'push', { sha: '843c6254' }, 'sweep-843c6254-active'],
  ] as const)('%s → %s (folded block scalar, one line)', async (_title, event, facts, group) => {
    const result = await simulateFixture(
      'concurrency.yml',
      event,
      { ...facts },
      {
        github: { run_id: '123456' },
        ...(event === 'push' ? { github: { run_id: '123456', sha: '843c6254' } } : {}),
      },
    );
    expect(result.concurrency).toBe(group);
    expect(result.cancelInProgress).toBe(true);
  });

  it('evaluates a job-level group too', async () => {
    const result = await simulateFixture('concurrency.yml', 'push');
    expect(result.jobs.only!.concurrency).toBe('job-push');
  });
});

describe('workflow_dispatch inputs and vars', () => {
  it('types inputs by their declaration, applies defaults and mirrors them in github.event.inputs', async () => {
    const result = await simulateFixture(
      'dispatch-inputs.yml',
      'workflow_dispatch',
      {},
      {
        inputs: { 'source-run-id': '42', 'fail-fast': 'TRUE' },
        vars: { CHANNEL: 'beta' },
      },
    );
    expect(result.jobs.fast!.status).toBe('run');
    expect(result.jobs.full!.reason).toBe(
      "(inputs.mode == 'full' || vars.FORCE_FULL == 'true') is false (inputs.mode is 'fast', vars.FORCE_FULL is null)",
    );
    expect(result.concurrency).toBe('dispatch-42-beta');
  });

  it('a variable can decide', async () => {
    const result = await simulateFixture(
      'dispatch-inputs.yml',
      'workflow_dispatch',
      {},
      {
        inputs: { 'source-run-id': '42' },
        vars: { FORCE_FULL: 'true' },
      },
    );
    expect(result.jobs.full!.status).toBe('run');
    expect(result.jobs.fast!.reason).toBe('inputs.fail-fast is false (falsy)');
  });

  it.each([
    [
      { 'source-run-id': '1', nope: 'x' },
      "unknown input 'nope'; the workflow declares: source-run-id, fail-fast, depth, mode",
    ],
    [
      { 'source-run-id': '1', 'fail-fast': 'yes' },
      "input 'fail-fast' is a boolean (got 'yes'); give 'true' or 'false'",
    ],
    [{ 'source-run-id': '1', depth: 'deep' }, "input 'depth' is a number (got 'deep'); give a number"],
    [
      { 'source-run-id': '1', mode: 'turbo' },
      "input 'mode' is not one of its options (got 'turbo'); give one of fast, full",
    ],
    [{}, "input 'source-run-id' is required; give it (--input source-run-id=VALUE)"],
  ])('rejects inputs %j', async (inputs, message) => {
    const run = simulateFixture('dispatch-inputs.yml', 'workflow_dispatch', {}, { inputs });
    await expect(run).rejects.toThrow(SweepkitError);
    await expect(run).rejects.toThrow(message);
  });
});

describe('assumptions and workflows that cannot be simulated', () => {
  it.each([
    [
      { jobResults: { nowhere: 'failure' as const } },
      "a job result names unknown job 'nowhere'; jobs in status-functions.yml: build, test, on-success, on-failure, on-cancel, report, publish, late",
    ],
    [{ cancelAfter: 'nowhere' }, "cancel-after names unknown job 'nowhere'"],
    [{ jobOutputs: { nowhere: { x: '1' } } }, "a job output names unknown job 'nowhere'"],
    [{ jobOutputs: { build: { x: '1' } } }, "job 'build' declares no output 'x'; it declares no outputs"],
  ])('rejects %j', async (extra, message) => {
    const run = simulateFixture('status-functions.yml', 'push', {}, extra);
    await expect(run).rejects.toThrow(message);
  });

  it('warns when an assumed result is for a job that does not run', async () => {
    const result = await simulateFixture(
      'status-functions.yml',
      'push',
      {},
      { jobResults: { 'on-failure': 'failure' } },
    );
    expect(result.warnings).toEqual(["job result for 'on-failure' ignored: the job does not run (skipped)"]);
  });

  it('rejects an invalid workflow with the parser message and its line', async () => {
    const run = simulateFixture('invalid.yml', 'push');
    await expect(run).rejects.toThrow(SweepkitError);
    await expect(run).rejects.toThrow(/invalid\.yml:8: Job 'second' depends on unknown job 'nowhere'/);
  });

  it('rejects YAML that does not parse', async () => {
    const { simulateWorkflow } = await import('../../shared/simulate/simulate.js');
    const run = simulateWorkflow({
      workflowText: 'on: push\njobs:\n  a: [\n',
      fileName: 'broken.yml',
      event: { name: 'push', payload: buildEventPayload('push').payload },
    });
    await expect(run).rejects.toThrow(
      /broken\.yml: not a valid GitHub Actions workflow\n {2}broken\.yml:4: /,
    );
  });
});

describe('buildEventPayload', () => {
  it('builds a labeled pull_request payload as GitHub sends it', () => {
    const { payload, warnings } = buildEventPayload('pull_request', {
      action: 'labeled',
      label: 'full-sweep-enabled',
      labels: ['all-evals'],
      draft: true,
      fork: true,
      prNumber: 7,
    });
    expect(warnings).toEqual([
      "added 'full-sweep-enabled' to the PR labels: a labeled event's labels include the new label",
    ]);
    expect(payload).toMatchObject({
      action: 'labeled',
      number: 7,
      label: { name: 'full-sweep-enabled' },
      pull_request: {
        number: 7,
        draft: true,
        labels: [{ name: 'all-evals' }, { name: 'full-sweep-enabled' }],
        head: { repo: { full_name: `${simulateDefaults.FORK_OWNER}/benchmarks`, fork: true } },
        base: { ref: 'main', repo: { full_name: simulateDefaults.DEFAULT_REPOSITORY } },
      },
      repository: { full_name: simulateDefaults.DEFAULT_REPOSITORY },
    });
  });

  it('says a PR head commit message cannot reach github.event', () => {
    const { payload, warnings } = buildEventPayload('pull_request', {
      headCommitMessage: 'wip [skip-sweep]',
    });
    expect(payload.head_commit).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/^head commit message ignored: only push payloads carry/),
    ]);
  });

  it('removes the label an unlabeled event is about', () => {
    const { payload } = buildEventPayload('pull_request', {
      action: 'unlabeled',
      label: 'sweep-enabled',
      labels: ['sweep-enabled', 'all-evals'],
    });
    expect((payload.pull_request as { labels: unknown }).labels).toEqual([{ name: 'all-evals' }]);
  });

  it('builds push and issue_comment payloads, and overlays facts on a recorded payload', () => {
    expect(buildEventPayload('push', { headCommitMessage: 'fix [skip-sweep]' }).payload).toMatchObject({
      ref: 'refs/heads/main',
      head_commit: { message: 'fix [skip-sweep]' },
    });
    expect(
      buildEventPayload('issue_comment', { commentBody: '/stage-results', prNumber: 9 }).payload,
    ).toMatchObject({
      action: 'created',
      issue: { number: 9, pull_request: { url: expect.any(String) } },
      comment: { body: '/stage-results' },
    });
    const onIssue = buildEventPayload('issue_comment', { issueNumber: 3 }).payload;
    expect((onIssue.issue as Record<string, unknown>).pull_request).toBeUndefined();
    const recorded = { action: 'synchronize', pull_request: { number: 5, draft: false, title: 'kept' } };
    expect(buildEventPayload('pull_request', { draft: true }, recorded).payload).toEqual({
      action: 'synchronize',
      pull_request: { number: 5, draft: true, title: 'kept' },
    });
  });
});

describe('issue_comment runs', () => {
  it('carries the comment id, body, the edited body and the PR marker', () => {
    const { payload } = buildEventPayload('issue_comment', {
      action: 'edited',
      commentBody: '/reuse-sweep-run 99',
      previousCommentBody: '/reuse-sweep-run 98',
      commentId: 77,
      prNumber: 12,
    });
    expect(payload).toMatchObject({
      action: 'edited',
      comment: { id: 77, body: '/reuse-sweep-run 99' },
      changes: { body: { from: '/reuse-sweep-run 98' } },
      issue: {
        number: 12,
        pull_request: { url: `https://api.github.com/repos/${simulateDefaults.DEFAULT_REPOSITORY}/pulls/12` },
      },
    });
  });
});
