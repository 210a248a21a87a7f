/**
 * The plan fits 100 columns by default: long job reasons are cut with an ellipsis (block-scalar
 * newlines folded), notes and errors wrap; `width: undefined` (--wide) prints every line in full.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { PLAN_WIDTH, formatPlan } from '../../shared/simulate/format.js';
import type { JobPlan, SimulationResult } from '../../shared/simulate/types.js';
import { runCliAsync } from '../helpers/run-cli.js';

const LONG = `needs.setup.outputs.search-space-config != '' && ${"contains(github.event.pull_request.labels.*.name, 'sweep') && ".repeat(4)}true`;

function job(reason: string): JobPlan {
  return { status: 'run', result: 'success', reason, needs: [], condition: 'success()', outputs: {} };
}

const result: SimulationResult = {
  workflow: 'Run sweep',
  triggered: true,
  trigger: 'pull_request (labeled) matches on.pull_request.types',
  jobs: {
    setup: job('no if: (runs when its needs succeed)'),
    'sweep-multi-node-1k1k': job(`${LONG}\n  && needs.setup.result == 'success'`),
  },
  order: ['setup', 'sweep-multi-node-1k1k'],
  errors: [],
  warnings: [
    `job outputs assumed from ${'x/'.repeat(40)}run-sweep.outputs.json (override with --job-output or --outputs-file)`,
  ],
};

const dir = mkdtempSync(join(tmpdir(), 'plan-width-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('formatPlan width', () => {
  it('default: every line within 100 columns, the long reason cut with an ellipsis, notes wrapped', () => {
    const text = formatPlan(result, 'run-sweep.yml', 'pull_request');
    const lines = text.trimEnd().split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(PLAN_WIDTH);
    const sweep = lines.find((line) => line.includes('sweep-multi-node-1k1k'))!;
    expect(sweep).toHaveLength(PLAN_WIDTH);
    expect(sweep.endsWith('…')).toBe(true);
    // The note is wrapped, not cut: every word is still there.
    expect(text.replace(/\s+/g, ' ')).toContain('(override with --job-output or --outputs-file)');
  });

  it('--wide: the reasons in full, as before', () => {
    const text = formatPlan(result, 'run-sweep.yml', 'pull_request', undefined, { width: undefined });
    expect(text).toContain(`${LONG}\n  && needs.setup.result == 'success'`);
    expect(text).not.toContain('…');
  });

  it('sweepkit simulate: 100 columns by default, --wide in full (the real CLI)', async () => {
    const workflow = join(dir, 'wf.yml');
    const condition = Array.from({ length: 6 }, (_, i) => `github.ref != 'refs/heads/branch-${i}'`).join(
      ' && ',
    );
    writeFileSync(
      workflow,
      `on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    if: \${{ ${condition} }}\n    steps:\n      - run: true\n`,
    );
    const args = ['simulate', workflow, '--event', 'push', '--ref', 'refs/heads/main'];
    const narrow = await runCliAsync(args);
    const wide = await runCliAsync([...args, '--wide']);
    expect([narrow.code, wide.code]).toEqual([0, 0]);
    const longest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));
    expect(longest(narrow.stdout)).toBeLessThanOrEqual(PLAN_WIDTH);
    expect(narrow.stdout).toContain('…');
    expect(longest(wide.stdout)).toBeGreaterThan(PLAN_WIDTH);
  });
});
