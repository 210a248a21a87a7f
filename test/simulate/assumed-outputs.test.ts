import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { projectRoot } from '../helpers/paths.js';
import { runCliAsync } from '../helpers/run-cli.js';

const runSweep = join(projectRoot, 'workflows', 'run-sweep.yml');
const labeled = ['--event', 'pull_request', '--action', 'labeled', '--label', 'full-sweep-enabled'];

interface Plan {
  jobs: Record<string, { status: string; reason: string }>;
  order: string[];
  warnings: string[];
}

async function simulate(extra: string[]): Promise<Plan> {
  const result = await runCliAsync(['simulate', runSweep, ...labeled, ...extra, '--json'], {
    cwd: projectRoot,
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Plan;
}

describe('typical job outputs shipped beside a workflow', () => {
  it('answer "what does this label do?" with no flags: the canary runs before the fan-out', async () => {
    const plan = await simulate(['--labels', 'full-sweep-enabled']);
    expect(plan.jobs['canary-sweep']?.status).toBe('run');
    expect(plan.jobs['sweep-single-node-8k1k']?.status).toBe('run');
    expect(plan.order.indexOf('canary-sweep')).toBeLessThan(plan.order.indexOf('sweep-single-node-8k1k'));
    expect(plan.warnings.join('\n')).toContain('workflows/simulate/run-sweep.outputs.json');
  });

  it('are dropped by --no-assumed-outputs, leaving the fan-out without a plan', async () => {
    const plan = await simulate(['--labels', 'full-sweep-enabled', '--no-assumed-outputs']);
    expect(plan.jobs['sweep-single-node-8k1k']?.status).not.toBe('run');
    expect(plan.warnings.join('\n')).not.toContain('run-sweep.outputs.json');
  });

  it('still give way to --job-output, so [skip-sweep] stops every sweep', async () => {
    const plan = await simulate([
      '--labels',
      'full-sweep-enabled',
      '--job-output',
      'check-changelog.skip-pr-sweep=true',
    ]);
    for (const job of ['canary-sweep', 'sweep-single-node-8k1k', 'sweep-evals']) {
      expect([job, plan.jobs[job]?.status]).toEqual([job, 'skipped']);
    }
  });
});
