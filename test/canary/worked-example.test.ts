/**
 * A typical PR sweep end to end on the real configs: plan → priority → canary, through the
 * CLI and the bundled action, checked against the values the reference was observed to give.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithSharedMaterial, sharedMaterialDir } from '../helpers/paths.js';
import { runAction } from '../helpers/run-action.js';
import { runCliAsync } from '../helpers/run-cli.js';

type Row = Record<string, unknown>;
const data = join(sharedMaterialDir, 'parity', 'data');
const ENTRY =
  '\n- config-keys:\n    - dsr1-fp8-h200-sglang\n  description:\n    - "Test entry"\n' +
  '  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/9999\n';

describeWithSharedMaterial('worked example: dsr1-fp8-h200-sglang on a PR', () => {
  let dir = '';
  let annotated = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sweepkit-worked-'));
    // What the plan of this single-node entry reads (the benchmark scripts are not read; the exact
    // tokens below would change if a missing file changed a row).
    for (const part of ['configs', 'perf-changelog.yaml'])
      cpSync(join(data, part), join(dir, part), { recursive: true });
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    };
    // Base, then head with the entry appended (read from stdin): one process for the git steps.
    execFileSync(
      'sh',
      [
        '-c',
        'git init -q -b main && git add . && git commit -q -m base && cat >> perf-changelog.yaml && git commit -q -a -m head',
      ],
      { cwd: dir, env, input: ENTRY, stdio: ['pipe', 'ignore', 'ignore'] },
    );
    const plan = await runCliAsync(['changelog', 'plan', '--base-ref', 'HEAD~1', '--head-ref', 'HEAD'], {
      cwd: dir,
    });
    expect(plan.stderr).toBe('');
    // Files instead of the workflow's pipes: the CLI then runs in process (stdin needs a process;
    // test/priority and test/canary read stdin).
    writeFileSync(join(dir, 'plan.json'), plan.stdout);
    const priority = await runCliAsync(
      [
        'changelog',
        'priority',
        '--policy',
        'configs/ci-priority.yaml',
        '--event-name',
        'pull_request',
        '--labels-json',
        '["full-sweep-enabled","skip_queue"]',
        '--pr-number',
        '42',
        '--queue-namespace',
        '123:1',
        '--input',
        'plan.json',
      ],
      { cwd: dir },
    );
    expect(priority.code).toBe(0);
    annotated = priority.stdout;
    writeFileSync(join(dir, 'annotated.json'), annotated);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('every row scores 2.250 with its token and skip-queue-pr appended after recipe-fingerprint', () => {
    const config = JSON.parse(annotated) as { single_node: { '8k1k': Row[] }; evals: Row[] };
    const rows = config.single_node['8k1k'];
    expect(rows.map((r) => r.conc)).toEqual([4, 8, 16, 32, 64]);
    expect(config.evals.map((r) => r.conc)).toEqual([32, 64]);
    for (const row of [...rows, ...config.evals]) {
      expect(Object.keys(row).slice(-3)).toEqual(['priority', 'queue-token', 'skip-queue-pr']);
      expect(row.priority).toBe('2.250');
      expect(row['skip-queue-pr']).toBe(42);
    }
    expect(Object.keys(rows[0]!).slice(-4)[0]).toBe('recipe-fingerprint');
    expect(rows[0]!['queue-token']).toBe('6398beff22062095c612220f4f30a627');
  });

  it('the canary is the conc-4 row; the remainder keeps 8, 16, 32, 64 and gains an empty 1k1k', async () => {
    const run = await runAction('canary-select', { inputs: { 'search-space-config': annotated.trim() } });
    expect(run.code).toBe(0);
    const canary = JSON.parse(run.outputs['canary-config']!) as Row[];
    expect(canary).toHaveLength(1);
    expect(canary[0]!['queue-token']).toBe('6398beff22062095c612220f4f30a627');
    const remaining = JSON.parse(run.outputs['remaining-search-space-config']!) as {
      single_node: Record<string, Row[]>;
    };
    expect(Object.keys(remaining.single_node)).toEqual(['8k1k', '1k1k']);
    expect(remaining.single_node['8k1k']!.map((r) => r.conc)).toEqual([8, 16, 32, 64]);
    expect(remaining.single_node['1k1k']).toEqual([]);
    const cli = await runCliAsync(['changelog', 'canary', '--input', 'annotated.json'], { cwd: dir });
    expect(cli.stdout).toBe(
      `canary-config=${run.outputs['canary-config']}\nremaining-search-space-config=${run.outputs['remaining-search-space-config']}\n` +
        'canary-family=fixed-seq-len\n',
    );
  });
});
