/**
 * `sweepkit changelog plan --cost` and `sweepkit simulate ... --cost` on a real-shaped plan (the
 * example configs) against a fake run-sweep history: the headline, the per-runner table with
 * its basis, and unknown configs.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { runCliAsync, runCliBundle } from '../helpers/run-cli.js';
import { projectRoot } from '../helpers/paths.js';
import { fakeGitHubEnv, startFakeGitHub } from '../fake-github/index.js';
import { exampleRepo, seedPast } from './helpers.js';

const repo = exampleRepo();
const gh = await startFakeGitHub();
seedPast(gh.state.repo('example-org/bench'));
afterAll(async () => {
  repo.cleanup();
  await gh.close();
});
const env = { ...fakeGitHubEnv(gh, 't'), GH_TOKEN: undefined, GITHUB_REPOSITORY: undefined };
const PLAN = ['changelog', 'plan', '--base-ref', 'base', '--head-ref', 'head'];

describe('--cost', () => {
  it('changelog plan --cost: jobs and GPU-node-hours by runner label and node count, with the basis', async () => {
    const result = await runCliAsync([...PLAN, '--cost', '--repo', 'example-org/bench'], {
      cwd: repo.dir,
      env,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(
      'this plan: 37 jobs, about 7 GPU-node-hours on h100, mi300x, cluster:b200-lab, b200-multinode, cluster:gb200-lab, plus 33 jobs of unknown cost (no past job)',
    );
    expect(lines).toContain(
      'h100               1      15    about 1.4 (2 of 15 jobs)  1.2–1.7  3 past jobs in 2 runs 301, 302',
    );
    expect(lines).toContain('cluster:gb200-lab  2      4     unknown                   -        no past job');
    expect(result.stdout).toContain('Estimated from 5 past successful jobs in 2 runs 301, 302');
    expect(lines).toContain('  eval / demo fp8 h100 sgl TP4 c32 | eval-only');
    // The canary canary-select picks for this plan, and what its failure holds back.
    expect(lines).toContain(
      'Canary (fixed-seq-len, with full-sweep-enabled or full-sweep-fail-fast): demo fp8 h100 sgl TP8 c4 runs first, alone (1 node(s), about 0.8 GPU-node-hours).',
    );
    expect(
      lines.some((line) => line.startsWith("If it fails, the fan-out's 36 jobs never start: about 6.3")),
    ).toBe(true);
  });

  it('the built CLI loads the estimate from its own bundle (dist/cli/cost) and prints the same', async () => {
    const args = [...PLAN, '--cost', '--repo', 'example-org/bench'];
    const [built, sources] = [
      await runCliBundle(args, { cwd: repo.dir, env }),
      await runCliAsync(args, { cwd: repo.dir, env }),
    ];
    expect(built).toEqual(sources);
    expect(built.stdout).toContain('this plan: 37 jobs');
  });

  it('simulate --cost: adding a label the PR does not carry yet, for the plan the setup job gives', async () => {
    const plan = await runCliAsync(PLAN, { cwd: repo.dir, env });
    expect(plan.code).toBe(0);
    const result = await runCliAsync(
      [
        'simulate',
        join(projectRoot, 'workflows', 'run-sweep.yml'),
        '--event',
        'pull_request',
        '--action',
        'labeled',
        '--label',
        'full-sweep-enabled',
        '--labels',
        'full-sweep-enabled',
        '--repository',
        'example-org/bench',
        '--no-assumed-outputs',
        '--job-output',
        `setup.search-space-config=${plan.stdout.trim()}`,
        '--job-output',
        'setup.reuse-enabled=false',
        '--cost',
      ],
      { cwd: repo.dir, env },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      // Runners in the order the workflow's jobs start them (the canary first); the plan's figures.
      '\nadding full-sweep-enabled here: 37 jobs, about 7 GPU-node-hours on h100, b200-multinode, mi300x, cluster:b200-lab, cluster:gb200-lab, plus 33 jobs of unknown cost (no past job)\n',
    );
    // The canary is priced as its row's fan-out job (the same config): it has that job's history.
    expect(result.stdout).toContain(
      '\nCanary (fixed-seq-len, with full-sweep-enabled or full-sweep-fail-fast): demo fp8 h100 sgl TP8 c4 runs first, alone (1 node(s), about 0.8 GPU-node-hours).\n' +
        "If it fails, the fan-out's 36 jobs never start: about 6.3 GPU-node-hours (range 6.3–6.3; 33 of the jobs of unknown cost, not counted) that a fault every job shares would otherwise burn.\n",
    );
    expect(result.stdout).toMatch(/^b200-multinode {5}3 {6}2 {5}about 4\.5 \(1 of 2 jobs\)/m);
  });
});
