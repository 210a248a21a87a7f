// The bundled matrix-generate action, run as the runner runs it.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runAction } from '../helpers/run-action.js';
import { fixture } from './helpers.js';

function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-matrix-action-'));
  mkdirSync(join(dir, 'configs'));
  writeFileSync(join(dir, 'configs', 'runners.yaml'), fixture('runners.yaml'));
  writeFileSync(join(dir, 'configs', 'mixed.yaml'), fixture('mixed-master.yaml'));
  writeFileSync(join(dir, 'configs', 'ci-priority.yaml'), fixture('ci-priority.yaml'));
  return dir;
}
const cwd = repo();
const parse = (text: string | undefined) => JSON.parse(text ?? 'null') as Record<string, unknown>[];

describe('matrix-generate action', () => {
  it('generate-cli-command: matrix, row count, families, run-sweep groups and a summary', async () => {
    const run = await runAction('matrix-generate', {
      cwd,
      inputs: { 'generate-cli-command': 'full-sweep --config-files configs/mixed.yaml' },
    });
    expect(run.code).toBe(0);
    const rows = parse(run.outputs.matrix);
    expect(run.outputs['row-count']).toBe(String(rows.length));
    expect(
      parse(run.outputs['single-node-config']).every((r) => !('prefill' in r) && !r['scenario-type']),
    ).toBe(true);
    // the default eval selection: a marked fixed row is both a throughput and an eval job
    expect(parse(run.outputs['eval-config']).length).toBe(4);
    expect(parse(run.outputs['multi-node-eval-config'])).toEqual([
      expect.objectContaining({ 'eval-conc': 128 }),
    ]);
    expect(parse(run.outputs['multi-node-config']).length).toBe(2);
    expect(parse(run.outputs['agentic-config']).length).toBe(5);
    expect(parse(run.outputs['multi-node-agentic-config']).every((r) => r['node-count'] === 2)).toBe(true);
    const groups = JSON.parse(run.outputs['search-space-config']!);
    expect(Object.keys(groups.single_node)).toEqual(['1k1k', '8k1k', 'agentic']);
    expect(run.summary).toContain(`${rows.length} row(s)`);
    expect(run.summary).toContain('By runner');
    expect(run.summary).toContain('Eval rows');
  });

  it('structured inputs give the same matrix as the command string', async () => {
    const [a, b] = await Promise.all([
      runAction('matrix-generate', {
        cwd,
        inputs: {
          'generate-cli-command':
            'test-config --config-files configs/mixed.yaml --config-keys *-a --evals-only',
        },
      }),
      runAction('matrix-generate', {
        cwd,
        inputs: {
          command: 'test-config',
          'config-files': 'configs/mixed.yaml',
          'config-keys': '*-a',
          'evals-only': 'true',
        },
      }),
    ]);
    expect(a.code).toBe(0);
    expect(parse(b.outputs.matrix)).toEqual(parse(a.outputs.matrix));
    expect(parse(a.outputs.matrix).every((r) => r['eval-only'] === true)).toBe(true);
  });

  it('an empty matrix succeeds unless fail-on-empty is set', async () => {
    const command = 'test-config --config-files configs/mixed.yaml --config-keys sn-a --conc 5';
    const ok = await runAction('matrix-generate', { cwd, inputs: { 'generate-cli-command': command } });
    expect([ok.code, ok.outputs['row-count']]).toEqual([0, '0']);
    const failed = await runAction('matrix-generate', {
      cwd,
      inputs: { 'generate-cli-command': command, 'fail-on-empty': 'true' },
    });
    expect(failed.code).not.toBe(0);
    expect(failed.annotations.map((a) => a.message).join('\n')).toContain(
      'the generated matrix is empty: --conc 5 removed the last',
    );
    expect(failed.outputs.matrix).toBeUndefined();
  });

  it('invalid configs fail with an annotation naming the file and key, and no matrix output', async () => {
    const dir = repo();
    writeFileSync(join(dir, 'configs', 'bad.yaml'), 'k:\n  image: 1\n');
    const run = await runAction('matrix-generate', {
      cwd: dir,
      inputs: { 'generate-cli-command': 'full-sweep --config-files configs/bad.yaml' },
    });
    expect(run.code).not.toBe(0);
    expect(
      run.annotations.some(
        (a) => a.level === 'error' && a.message.includes("'k'") && a.properties.includes('configs/bad.yaml'),
      ),
    ).toBe(true);
    expect(run.outputs.matrix).toBeUndefined();
  });

  it('usage mistakes fail clearly', async () => {
    const both = await runAction('matrix-generate', {
      cwd,
      inputs: {
        'generate-cli-command': 'full-sweep --config-files configs/mixed.yaml',
        command: 'full-sweep',
      },
    });
    expect(both.code).not.toBe(0);
    expect(both.stdout).toContain('not both');
    const none = await runAction('matrix-generate', { cwd, inputs: {} });
    expect(none.stdout).toContain('generate-cli-command is required');
    const mode = await runAction('matrix-generate', { cwd, inputs: { mode: 'nope' } });
    expect(mode.stdout).toContain("input 'mode'");
  });

  it('matrix-generate/families: the eight e2e families, scored per family when a priority policy is given', async () => {
    const run = await runAction('matrix-generate/families', {
      cwd,
      inputs: {
        'generate-cli-command': 'full-sweep --config-files configs/mixed.yaml',
        'priority-policy': 'configs/ci-priority.yaml',
        'queue-namespace': '7:1',
        'evals-only': 'false',
        'all-evals': 'false',
      },
    });
    expect(run.code).toBe(0);
    for (const name of [
      'single-node-config',
      'multi-node-config',
      'eval-config',
      'multi-node-eval-config',
      'agentic-config',
      'agentic-eval-config',
      'multi-node-agentic-config',
      'multi-node-agentic-eval-config',
    ])
      expect(Array.isArray(parse(run.outputs[name]))).toBe(true);
    const single = parse(run.outputs['single-node-config']);
    expect(single.every((r) => /^[0-9a-f]{32}$/.test(String(r['queue-token'])))).toBe(true);
    expect(single.map((r) => r.priority)).toEqual(
      single.map((r) => (r['spec-decoding'] === 'mtp' ? '1.250' : '1.000')),
    );
    expect(parse(run.outputs['multi-node-config']).every((r) => r.priority === '3.000')).toBe(true);
  });

  it('matrix-generate/families needs a generator command outside trusted changelog dispatch, and both refs inside it', async () => {
    const none = await runAction('matrix-generate/families', { cwd, inputs: {} });
    expect(none.stdout).toContain(
      'generate-cli-command is required unless both base-ref and head-ref are given (a trusted changelog dispatch)',
    );
    const half = await runAction('matrix-generate/families', {
      cwd,
      inputs: { 'base-ref': 'HEAD~1' },
    });
    expect(half.stdout).toContain('Both changelog-base-ref and changelog-head-ref are required');
  });
});
