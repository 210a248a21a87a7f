import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../helpers/paths.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { fixturePath } from './simulate-helper.js';

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'sweepkit-simulate-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function simulate(...args: string[]) {
  return await runCliAsync(['simulate', ...args]);
}

describe('sweepkit simulate (CLI)', () => {
  it('--json prints the plan: jobs in topological order with status and reason, and the group', async () => {
    const { code, stdout, stderr } = await simulate(
      fixturePath('cancellation.yml'),
      '--event',
      'push',
      '--cancel-after',
      'canary',
      '--job-result',
      'setup=success',
      '--json',
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const plan = JSON.parse(stdout);
    expect(Object.keys(plan.jobs)).toEqual(plan.order);
    expect(plan.jobs['fan-out']).toMatchObject({
      status: 'cancelled',
      result: 'cancelled',
      reason: "run cancelled: !cancelled() is false: the run was cancelled after 'canary'",
    });
    expect(plan.jobs['fan-out-always'].status).toBe('run');
    expect(plan.jobs['push-only-never'].status).toBe('skipped');
    expect(plan.concurrency).toBeNull();
    expect(plan.triggered).toBe(true);
  });

  it('prints one line per job for people, with the concurrency group', async () => {
    const { code, stdout } = await simulate(
      fixturePath('concurrency.yml'),
      '--event',
      'pull_request',
      '--action',
      'labeled',
      '--label',
      'documentation',
      '--labels',
      'sweep-enabled',
      '--pr-number',
      '2707',
      '--run-id',
      '99',
    );
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Concurrency (' + fixturePath('concurrency.yml') + ") on pull_request (labeled 'documentation')",
    );
    expect(stdout).toContain('concurrency: sweep-2707-99 (cancel-in-progress)');
    expect(stdout).toMatch(/^RUN {5}only {2}no if and no needs \[concurrency job-pull_request\]$/m);
  });

  it('says so when the workflow does not run for the event (exit 0)', async () => {
    const { code, stdout } = await simulate(
      fixturePath('triggers.yml'),
      '--event',
      'issue_comment',
      '--action',
      'deleted',
    );
    expect(code).toBe(0);
    expect(stdout).toContain("no run: on.issue_comment.types [created] does not include 'deleted'");
  });

  it('takes a recorded payload, job outputs from a file (structured values as compact JSON) and flags', async () => {
    const payload = join(scratch, 'event.json');
    writeFileSync(
      payload,
      JSON.stringify({ action: 'synchronize', pull_request: { number: 3, labels: [] } }),
    );
    const outputs = join(scratch, 'outputs.json');
    writeFileSync(
      outputs,
      JSON.stringify({ setup: { config: { mode: 'full', rows: [{ conc: 4 }] }, enabled: 'false' } }),
    );
    const { code, stdout, stderr } = await simulate(
      fixturePath('expression-values.yml'),
      '--event',
      'pull_request',
      '--payload',
      payload,
      '--outputs-file',
      outputs,
      '--job-output',
      'setup.enabled=true',
      '--json',
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const plan = JSON.parse(stdout);
    expect(plan.jobs.setup.outputs).toEqual({
      enabled: 'true',
      config: '{"mode":"full","rows":[{"conc":4}]}',
      unset: '',
    });
    expect(plan.jobs['from-json'].status).toBe('run');
    expect(plan.jobs['output-is-string'].status).toBe('run');
    expect(plan.jobs.ternary.status).toBe('skipped');
  });

  it.each([
    [['--event', 'push'], 'give the workflow file to simulate'],
    [[fixturePath('triggers.yml')], '--event is required'],
    [
      [fixturePath('triggers.yml'), '--event', 'push', '--job-result', 'only=done'],
      '--job-result only=done: the result must be success, failure or cancelled',
    ],
    [
      [fixturePath('triggers.yml'), '--event', 'push', '--job-output', 'only=1'],
      '--job-output expects JOB.OUTPUT=VALUE',
    ],
    [[fixturePath('triggers.yml'), '--event', 'push', '--nope'], "Unknown option '--nope'"],
  ])('usage mistakes exit 2 with nothing on stdout: %j', async (args, message) => {
    const { code, stdout, stderr } = await simulate(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
  });

  it.each([
    [
      [fixturePath('triggers.yml'), '--event', 'push', '--job-result', 'ghost=failure'],
      "a job result names unknown job 'ghost'; jobs in",
    ],
    [
      [fixturePath('invalid.yml'), '--event', 'push'],
      "invalid.yml:8: Job 'second' depends on unknown job 'nowhere'",
    ],
    [[join('no', 'such.yml'), '--event', 'push'], 'cannot read the workflow file'],
    [
      [fixturePath('dispatch-inputs.yml'), '--event', 'workflow_dispatch'],
      "input 'source-run-id' is required",
    ],
  ])('invalid input exits 1 with a clear message and no plan: %j', async (args, message) => {
    const { code, stdout, stderr } = await simulate(...args);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^ERROR: /);
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('rejects a payload that is not a JSON object (exit 1)', async () => {
    const payload = join(scratch, 'bad.json');
    writeFileSync(payload, '[1, 2]');
    const { code, stderr } = await simulate(
      fixturePath('triggers.yml'),
      '--event',
      'push',
      '--payload',
      payload,
    );
    expect(code).toBe(1);
    expect(stderr).toContain('the event payload must be a JSON object');
  });

  it('--help lists the flags', async () => {
    const { code, stdout } = await simulate('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('--cancel-after JOB');
  });
});

// The "Done when" commands, over the shipped run-sweep workflow (when it exists).
const runSweep = join(projectRoot, 'workflows', 'run-sweep.yml');
const describeRunSweep = existsSync(runSweep) ? describe : describe.skip;

describeRunSweep('sweepkit simulate workflows/run-sweep.yml', () => {
  const outputs = fixturePath('run-sweep-outputs.json');
  const plan = async (...args: string[]) => {
    const { code, stdout, stderr } = await simulate(
      runSweep,
      '--event',
      'pull_request',
      '--outputs-file',
      outputs,
      '--json',
      ...args,
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    return JSON.parse(stdout) as {
      order: string[];
      jobs: Record<string, { status: string }>;
      concurrency: string;
    };
  };
  const sweeping = (p: Awaited<ReturnType<typeof plan>>) =>
    p.order.filter((id) => id.startsWith('sweep-') && p.jobs[id]!.status === 'run');

  it.each(['labeled', 'synchronize'])(
    'a full-sweep-enabled PR (%s) runs the canary before the fan-out',
    async (action) => {
      const p = await plan(
        '--action',
        action,
        '--label',
        'full-sweep-enabled',
        '--labels',
        'full-sweep-enabled',
      );
      expect(p.jobs['canary-select']!.status).toBe('run');
      expect(p.jobs['canary-sweep']!.status).toBe('run');
      const fanOut = sweeping(p);
      expect(fanOut.length).toBeGreaterThan(0);
      expect(p.order.indexOf('canary-sweep')).toBeLessThan(
        Math.min(...fanOut.map((id) => p.order.indexOf(id))),
      );
      expect(p.concurrency).toBe('sweep-1-active');
    },
  );

  it.each([
    [
      'an unrelated label',
      ['--action', 'labeled', '--label', 'documentation', '--labels', 'full-sweep-enabled'],
    ],
    ['a fork PR', ['--action', 'synchronize', '--labels', 'full-sweep-enabled', '--fork']],
    [
      'two primary labels (validation fails)',
      ['--labels', 'full-sweep-enabled,sweep-enabled', '--job-result', 'check-changelog=failure'],
    ],
    [
      '[skip-sweep] in the head commit',
      ['--labels', 'full-sweep-enabled', '--job-output', 'check-changelog.skip-pr-sweep=true'],
    ],
  ])('nothing sweeps for %s', async (_title, args) => {
    const p = await plan(...args);
    expect(p.jobs.setup!.status).toBe('skipped');
    expect(sweeping(p)).toEqual([]);
    expect(p.jobs['canary-sweep']!.status).toBe('skipped');
  });
});
