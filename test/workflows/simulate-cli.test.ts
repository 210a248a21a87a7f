// The "Done when", through the real CLI (bin/sweepkit.js simulate) over the shipped
// run-sweep.yml: the canary runs before the fan-out on labeled and synchronize events, and
// nothing sweeps for an unrelated label (draft or not), a fork PR, two primary labels or [skip-sweep];
// an agentic plan's canary is its lowest-conc agentic row, and its failure stops the fan-out.
import { describe, expect, it } from '@jest/globals';
import { runCliAsync } from '../helpers/run-cli.js';
import { projectRoot } from '../helpers/paths.js';
import { CANARY_JOBS, FAN_OUT_JOBS } from './workflow-files.js';

interface CliPlan {
  jobs: Record<
    string,
    { status: string; reason: string; strategy?: { matrix?: { config: { conc: number }[] } } }
  >;
  order?: string[];
  concurrency?: string;
}

const row = (conc: number) => ({ runner: 'h200', framework: 'sglang', conc, 'run-eval': false });
const space = (singleNode: Record<string, unknown>) =>
  JSON.stringify({
    single_node: singleNode,
    multi_node: {},
    evals: [],
    agentic_evals: [],
    multinode_evals: [],
    multinode_agentic_evals: [],
    changelog_metadata: {},
  });
/**
 * What setup would output for a two-row plan (the simulator cannot run it); canary-select's and
 * the fan-out's outputs follow from it.
 */
const ACTION_OUTPUTS = ['--job-output', `setup.search-space-config=${space({ '8k1k': [row(4), row(8)] })}`];

async function simulate(args: string[]): Promise<CliPlan> {
  const result = await runCliAsync(
    ['simulate', 'workflows/run-sweep.yml', '--event', 'pull_request', ...args, '--json'],
    {
      cwd: projectRoot,
    },
  );
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as CliPlan;
}

const sweeping = (plan: CliPlan) =>
  ['setup', 'canary-select', ...CANARY_JOBS, ...FAN_OUT_JOBS].filter(
    (job) => plan.jobs[job]!.status === 'run',
  );

describe('sweepkit simulate workflows/run-sweep.yml (issue 5, Done when)', () => {
  it.each([
    ['labeled', ['--action', 'labeled', '--label', 'full-sweep-enabled', '--labels', 'full-sweep-enabled']],
    ['synchronize', ['--action', 'synchronize', '--labels', 'full-sweep-enabled']],
  ])('%s full-sweep-enabled: the canary runs, then the fan-out', async (_event, args) => {
    const plan = await simulate([...args, ...ACTION_OUTPUTS]);
    expect(plan.jobs['canary-select']!.status).toBe('run');
    expect(plan.jobs['canary-sweep']!.status).toBe('run');
    expect(plan.jobs['sweep-single-node-8k1k']!.status).toBe('run');
    if (plan.order) {
      expect(plan.order.indexOf('canary-sweep')).toBeLessThan(plan.order.indexOf('sweep-single-node-8k1k'));
    }
    expect(plan.concurrency).toBe('sweep-1-active');
  });

  it.each([
    [
      'an unrelated label',
      ['--action', 'labeled', '--label', 'documentation', '--labels', 'full-sweep-enabled,documentation'],
    ],
    [
      'an unrelated label on a draft',
      ['--action', 'labeled', '--label', 'documentation', '--labels', 'full-sweep-enabled', '--draft'],
    ],
    ['a fork PR', ['--action', 'synchronize', '--labels', 'full-sweep-enabled', '--fork']],
    [
      'two primary labels',
      ['--action', 'labeled', '--label', 'sweep-enabled', '--labels', 'full-sweep-enabled,sweep-enabled'],
    ],
    [
      '[skip-sweep] (check-changelog reports it)',
      [
        '--action',
        'synchronize',
        '--labels',
        'full-sweep-enabled',
        '--job-output',
        'check-changelog.skip-pr-sweep=true',
      ],
    ],
  ])('nothing sweeps for %s', async (_what, args) => {
    expect(sweeping(await simulate([...args, ...ACTION_OUTPUTS]))).toEqual([]);
  });
});

describe('sweepkit simulate workflows/run-sweep.yml: the canary of an agentic plan', () => {
  const agentic = (conc: number) => ({ ...row(conc), 'scenario-type': 'agentic-coding' });
  const plan = ['--job-output', `setup.search-space-config=${space({ agentic: [agentic(16), agentic(4)] })}`];
  const sync = ['--action', 'synchronize', '--labels', 'full-sweep-enabled'];
  const legs = (
    p: CliPlan & { jobs: Record<string, { strategy?: { matrix?: { config: { conc: number }[] } } }> },
    job: string,
  ) => p.jobs[job]!.strategy?.matrix?.config.map((leg) => leg.conc);

  it('runs the lowest-conc agentic row first, then the rest', async () => {
    const p = await simulate([...sync, ...plan]);
    expect(legs(p, 'canary-agentic')).toEqual([4]);
    expect(legs(p, 'sweep-agentic')).toEqual([16]);
    expect(p.jobs['canary-sweep']!.status).toBe('skipped');
  });

  it.each(['failure', 'cancelled'])('a %s canary stops the fan-out', async (result) => {
    const p = await simulate([...sync, ...plan, '--job-result', `canary-agentic=${result}`]);
    expect(p.jobs['fan-out']!.status).toBe('skipped');
    expect(sweeping(p)).toEqual(['setup', 'canary-select', 'canary-agentic']);
  });

  it('the fixed-sequence-only setting: no canary, the whole plan fans out', async () => {
    const p = await simulate([...sync, ...plan, '--var', 'SWEEPKIT_CANARY_CANDIDATES=fixed-sequence-only']);
    expect(p.jobs['canary-agentic']!.status).toBe('skipped');
    expect(legs(p, 'sweep-agentic')).toEqual([16, 4]);
  });
});
