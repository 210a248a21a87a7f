/**
 * matrix-generate/changelog (the run-sweep setup step) appends the cost table to its job
 * summary for a real-shaped plan (this project's example configs), and a history it cannot read
 * leaves the plan untouched: unknown plus a warning.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { runAction } from '../helpers/run-action.js';
import { fakeGitHubEnv, startFakeGitHub } from '../fake-github/index.js';
import { exampleRepo, seedPast } from './helpers.js';

const repo = exampleRepo();
const gh = await startFakeGitHub();
seedPast(gh.state.repo('example-org/bench'));
afterAll(async () => {
  repo.cleanup();
  await gh.close();
});
const plan = () =>
  runAction('matrix-generate/changelog', {
    cwd: repo.dir,
    inputs: { 'base-ref': 'base', 'head-ref': 'head', 'github-token': 't' },
    env: fakeGitHubEnv(gh),
  });

describe('setup summary: the cost of the plan', () => {
  it('shows jobs and GPU-node-hours by runner label and node count, with the basis and unknown configs', async () => {
    const result = await plan();
    expect(result.code).toBe(0);
    expect(result.outputs['row-count']).toBe('37');
    const summary = result.summary;
    expect(summary).toContain('## Cost estimate');
    expect(summary).toContain(
      '**37 jobs, about 7 GPU-node-hours on h100, mi300x, cluster:b200-lab, b200-multinode, cluster:gb200-lab, plus 33 jobs of unknown cost (no past job)**',
    );
    expect(summary).toContain(
      '| h100 | 1 | 15 | about 1.4 (2 of 15 jobs) | 1.2–1.7 | 3 past jobs in 2 runs 301, 302 |',
    );
    expect(summary).toContain(
      '| b200-multinode | 3 | 2 | about 4.5 (1 of 2 jobs) | 4.5–4.5 | 1 past job in 1 run 301 |',
    );
    expect(summary).toContain('| cluster:gb200-lab | 2 | 4 | unknown |  | no past job |');
    expect(summary).toContain(
      'Estimated from 5 past successful jobs in 2 runs 301, 302 of the 2 most recent successful runs of run-sweep.yml read (at most 10)',
    );
    expect(summary).toContain('- `single-node 8k1k / demo fp8 mi300x vllm TP8 c8`');
    // The canary row and the fan-out hours its failure holds back.
    expect(summary).toContain(
      '### Canary\n\nCanary (fixed-seq-len, with full-sweep-enabled or full-sweep-fail-fast): `demo fp8 h100 sgl TP8 c4` runs first',
    );
    expect(summary).toContain("If it fails, the fan-out's 36 jobs never start: about 6.3 GPU-node-hours");
    expect(result.annotations.filter((a) => a.level === 'warning')).toEqual([]);
  });

  it('a history it cannot read degrades to unknown with a warning; the plan and its outputs are unaffected', async () => {
    gh.fault('GET /repos/example-org/bench/actions/workflows/run-sweep.yml/runs', {
      status: 500,
      times: 2,
    });
    const before = gh.requests.length;
    const result = await plan();
    // One retry, then no further request: the setup job does not wait on a failing API.
    expect(gh.requests.slice(before).map((r) => r.path)).toEqual([
      '/repos/example-org/bench/actions/workflows/run-sweep.yml/runs',
      '/repos/example-org/bench/actions/workflows/run-sweep.yml/runs',
    ]);
    expect(result.code).toBe(0);
    expect(result.outputs['row-count']).toBe('37');
    expect(JSON.parse(result.outputs['search-space-config']!).single_node['1k1k']).toHaveLength(5);
    expect(result.summary).toContain(
      '**37 jobs on h100, mi300x, cluster:b200-lab, b200-multinode, cluster:gb200-lab, GPU-node-hours unknown',
    );
    expect(result.summary).toContain('No history: the run history could not be read: ');
    const warning = result.annotations.find((a) => a.level === 'warning');
    expect(warning?.message).toMatch(
      /^cost estimate without history: the run history could not be read: .*500/,
    );
  });
});
