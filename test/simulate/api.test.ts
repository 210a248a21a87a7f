import { describe, expect, it } from '@jest/globals';
import { simulateFixture, statuses } from './simulate-helper.js';
import { simulateWorkflow } from '../../shared/simulate/simulate.js';

describe('implicit success() over the transitive needs graph', () => {
  it('skips a job without a status function when a grandparent was skipped', async () => {
    const result = await simulateFixture('transitive-success.yml', 'push');
    expect(result.triggered).toBe(true);
    expect(statuses(result)).toEqual({
      gate: 'skipped',
      setup: 'run',
      'implicit-child': 'skipped',
      'explicit-child': 'run',
      'no-condition': 'skipped',
      either: 'skipped',
    });
    expect(result.jobs['implicit-child']!.reason).toBe(
      "implicit success() is false: job 'gate' was skipped (an ancestor through needs, not a direct need)",
    );
    expect(result.jobs['implicit-child']!.condition).toBe("success() && (github.event_name == 'push')");
  });

  it('runs the whole chain when every ancestor succeeded', async () => {
    const result = await simulateFixture('transitive-success.yml', 'pull_request');
    expect(statuses(result)).toEqual({
      gate: 'run',
      setup: 'run',
      'implicit-child': 'skipped',
      'explicit-child': 'skipped',
      'no-condition': 'run',
      either: 'skipped',
    });
    // The direct parent's implicit success() holds; the job's own clause decides.
    expect(result.jobs['implicit-child']!.reason).toBe(
      "github.event_name == 'push' is false (github.event_name is 'pull_request')",
    );
    expect(result.jobs['no-condition']!.reason).toBe('no if: every ancestor succeeded');
    // An || with a compound alternative: the failing clause of each alternative.
    expect(result.jobs.either!.reason).toBe(
      "no alternative holds: [1] github.event_name == 'push' is false (github.event_name is 'pull_request'); " +
        '[2] github.event.pull_request.draft is false (falsy)',
    );
  });

  it('reports a failed ancestor as the reason and passes results on as needs.<job>.result', async () => {
    const result = await simulateFixture(
      'transitive-success.yml',
      'pull_request',
      {},
      {
        jobResults: { gate: 'failure' },
      },
    );
    expect(result.jobs.gate).toMatchObject({ status: 'run', result: 'failure' });
    expect(result.jobs.setup!.status).toBe('skipped');
    expect(result.jobs.setup!.reason).toBe(
      "(needs.gate.result == 'success' || needs.gate.result == 'skipped') is false (needs.gate.result is 'failure')",
    );
  });
});

describe('status functions', () => {
  it.each([
    [
      'all succeed',
      {},
      {
        'on-success': 'run',
        'on-failure': 'skipped',
        'on-cancel': 'skipped',
        report: 'run',
        publish: 'run',
        late: 'run',
      },
    ],
    [
      'test fails',
      { test: 'failure' },
      {
        'on-success': 'skipped',
        'on-failure': 'run',
        'on-cancel': 'skipped',
        report: 'run',
        publish: 'skipped',
        late: 'skipped',
      },
    ],
    [
      'build fails (failure() is transitive)',
      { build: 'failure' },
      { test: 'skipped', 'on-success': 'skipped', 'on-failure': 'run', report: 'run', late: 'skipped' },
    ],
    [
      'test is cancelled without a run cancel',
      { test: 'cancelled' },
      { 'on-success': 'skipped', 'on-failure': 'skipped', 'on-cancel': 'skipped', report: 'run' },
    ],
  ] as const)('%s', async (_title, jobResults, expected) => {
    const result = await simulateFixture(
      'status-functions.yml',
      'push',
      {},
      { jobResults: { ...jobResults } },
    );
    expect(statuses(result)).toMatchObject(expected);
  });

  it('lists jobs in a topological order of needs, declaration order among ready jobs', async () => {
    const result = await simulateFixture('status-functions.yml', 'push');
    expect(result.order).toEqual([
      'build',
      'test',
      'on-success',
      'on-failure',
      'on-cancel',
      'report',
      'publish',
      'late',
    ]);
    expect(result.jobs.late!.needs).toEqual(['report', 'publish']);
  });

  it('explains an explicit status function that is false', async () => {
    const result = await simulateFixture('status-functions.yml', 'push');
    expect(result.jobs['on-failure']!.reason).toBe('failure() is false: no ancestor job failed');
    expect(result.jobs['on-cancel']!.reason).toBe('cancelled() is false: the run was not cancelled');
  });
});

describe('cancellation (--cancel-after)', () => {
  it('cancels jobs that have not started unless always() admits them', async () => {
    const result = await simulateFixture('cancellation.yml', 'push', {}, { cancelAfter: 'canary' });
    expect(statuses(result)).toEqual({
      setup: 'run',
      canary: 'run',
      'fan-out': 'cancelled',
      'fan-out-always': 'run',
      implicit: 'cancelled',
      'push-only-never': 'skipped',
      collect: 'run',
      'on-cancel': 'run',
    });
    expect(result.jobs['fan-out']!.reason).toBe(
      "run cancelled: !cancelled() is false: the run was cancelled after 'canary'",
    );
    expect(result.jobs.implicit!.reason).toBe(
      "run cancelled: implicit success() is false: the run was cancelled after 'canary'",
    );
    expect(result.jobs['fan-out']!.result).toBe('cancelled');
    // A job that would have skipped anyway is skipped, with its own reason.
    expect(result.jobs['push-only-never']!.reason).toBe(
      "github.event_name == 'pull_request' is false (github.event_name is 'push')",
    );
    // Aggregation sees the cancelled fan-out (not skipped) and still runs.
    expect(result.jobs.collect!.reason).toMatch(/starts despite the cancel/);
  });

  it('leaves the cancel point and its ancestors alone', async () => {
    const result = await simulateFixture('cancellation.yml', 'push', {}, { cancelAfter: 'setup' });
    expect(statuses(result)).toMatchObject({ setup: 'run', canary: 'cancelled', 'fan-out': 'skipped' });
    expect(result.jobs['fan-out']!.reason).toBe(
      "(needs.canary.result == 'success' || needs.canary.result == 'skipped') is false (needs.canary.result is 'cancelled')",
    );
  });

  it('without a cancel, every !cancelled() job runs and cancelled() jobs skip', async () => {
    const result = await simulateFixture('cancellation.yml', 'push');
    expect(statuses(result)).toMatchObject({
      'fan-out': 'run',
      implicit: 'run',
      collect: 'run',
      'on-cancel': 'skipped',
    });
  });

  it('a canary that failed blocks the fan-out through its allow-list', async () => {
    const result = await simulateFixture(
      'cancellation.yml',
      'push',
      {},
      { jobResults: { canary: 'failure' } },
    );
    expect(statuses(result)).toMatchObject({ 'fan-out': 'skipped', implicit: 'skipped', collect: 'skipped' });
  });
});

describe('one parse per workflow text', () => {
  it('simulating the same text again, after other events, answers exactly as the first time', async () => {
    const first = await simulateFixture('transitive-success.yml', 'push');
    await simulateFixture('transitive-success.yml', 'pull_request', {}, { cancelAfter: 'gate' });
    expect(await simulateFixture('transitive-success.yml', 'push')).toEqual(first);
  });

  it('an invalid workflow is refused on every call, each time with its location', async () => {
    const refuse = () =>
      simulateWorkflow({
        workflowText: 'on: push\njobs: 3\n',
        fileName: 'bad.yml',
        event: { name: 'push', payload: {} },
      });
    for (let attempt = 0; attempt < 2; attempt++)
      await expect(refuse()).rejects.toThrow('bad.yml: not a valid GitHub Actions workflow');
  });
});
