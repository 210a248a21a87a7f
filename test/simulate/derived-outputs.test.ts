// Outputs of known actions derived from a job's needs (deriveOutputs), and how assumptions and
// results take precedence over them.
import { describe, expect, it } from '@jest/globals';
import { buildEventPayload } from '../../shared/simulate/event.js';
import { simulateWorkflow } from '../../shared/simulate/simulate.js';
import { type DerivedOutputsJob } from '../../shared/simulate/types.js';

const WORKFLOW = `
name: derive
on: push
jobs:
  plan:
    runs-on: ubuntu-latest
    outputs:
      value: \${{ steps.p.outputs.value }}
    steps:
      - run: echo
  pick:
    needs: [plan]
    runs-on: ubuntu-latest
    outputs:
      choice: \${{ steps.c.outputs.choice }}
    steps:
      - id: c
        uses: example/picker@0123456789abcdef0123456789abcdef01234567
  use:
    needs: [pick]
    if: needs.pick.outputs.choice == 'yes'
    runs-on: ubuntu-latest
    steps:
      - run: echo
`;

const seen: DerivedOutputsJob[] = [];
const derive = (job: DerivedOutputsJob) => {
  seen.push(job);
  if (!job.uses.some((uses) => uses.startsWith('example/picker@'))) return undefined;
  if (job.needs.plan?.outputs.value === 'bad') return 'the plan is not JSON';
  return { choice: job.needs.plan?.outputs.value === 'go' ? 'yes' : 'no', undeclared: 'x' };
};

async function run(options: { value?: string; pick?: Record<string, string>; pickResult?: 'failure' }) {
  const { payload } = buildEventPayload('push', {});
  return simulateWorkflow({
    workflowText: WORKFLOW,
    event: { name: 'push', payload },
    jobOutputs: { plan: { value: options.value ?? 'go' }, ...(options.pick ? { pick: options.pick } : {}) },
    jobResults: options.pickResult ? { pick: options.pickResult } : {},
    deriveOutputs: derive,
  });
}

describe('deriveOutputs', () => {
  it("gives a job that runs its derived outputs, from its needs and its steps' uses", async () => {
    const plan = await run({});
    expect(plan.jobs.pick!.outputs).toEqual({ choice: 'yes' });
    expect(plan.jobs.use!.status).toBe('run');
    expect(seen.find((job) => job.id === 'pick')!.uses).toEqual([
      'example/picker@0123456789abcdef0123456789abcdef01234567',
    ]);
  });

  it('follows the upstream assumption', async () => {
    expect((await run({ value: 'stop' })).jobs.use!.status).toBe('skipped');
  });

  it('gives way to assumed outputs', async () => {
    expect((await run({ pick: { choice: 'no' } })).jobs.use!.status).toBe('skipped');
  });

  it('a derivation that refuses the input fails the job, saying why', async () => {
    const plan = await run({ value: 'bad' });
    expect(plan.jobs.pick!.result).toBe('failure');
    expect(plan.jobs.pick!.reason).toContain('its step fails: the plan is not JSON');
    expect(plan.jobs.use!.status).toBe('skipped');
  });

  it('derives nothing for a job assumed to fail (its step wrote no outputs)', async () => {
    const plan = await run({ pickResult: 'failure' });
    expect(plan.jobs.pick!.outputs).toEqual({ choice: '' });
  });
});
