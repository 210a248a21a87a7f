import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturesDir } from '../helpers/paths.js';
import { runAction } from '../helpers/run-action.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { scratchFile } from '../helpers/scratch.js';

interface Case {
  name: string;
  input: Record<string, unknown>;
  'canary-config': string;
  'remaining-search-space-config': string;
}
const { cases } = JSON.parse(readFileSync(join(fixturesDir, 'canary', 'cases.json'), 'utf8')) as {
  cases: Case[];
};
const byName = (prefix: string) => cases.find((c) => c.name.startsWith(prefix))!;
const tie = byName('mixed example');
const none = byName('single_node missing');
const unicode = byName('non-ASCII');

/** `text` in a file of its own, for --input: the CLI then runs in process (stdin needs a process). */
function planFile(text: string): string {
  return scratchFile('sweepkit-canary-in-', 'plan.json', text);
}

/** The plan read from stdin (the first case) or with --input (the others). */
const canary = (args: string[], plan: string, stdin = false) =>
  stdin
    ? runCliAsync(['changelog', 'canary', ...args], { input: plan })
    : runCliAsync(['changelog', 'canary', '--input', planFile(plan), ...args]);

describe('sweepkit changelog canary', () => {
  it.each([tie, none, unicode])('prints both outputs as GITHUB_OUTPUT lines: $name', async (c) => {
    const result = await canary([], JSON.stringify(c.input), c === tie);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      `canary-config=${c['canary-config']}\nremaining-search-space-config=${c['remaining-search-space-config']}\n` +
        `canary-family=${c['canary-config'] === '[]' ? '' : 'fixed-seq-len'}\n`,
    );
  });

  it('--output prints one JSON document; --explain says why on stderr', async () => {
    const result = await canary(['--output', 'canary-config', '--explain'], JSON.stringify(tie.input));
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${tie['canary-config']}\n`);
    expect(result.stderr).toContain('single_node.1k1k[0]');
  });

  it('input that is not JSON exits 1 with nothing on stdout', async () => {
    const result = await canary([], '{"single_node":', true);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^ERROR: stdin is not valid JSON/);
  });

  it('a plan of the wrong shape exits 1 naming the key', async () => {
    const result = await canary([], '{"single_node":{"8k1k":{}}}');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('single_node.8k1k');
  });

  it('an unknown --output is a usage error (exit 2)', async () => {
    const result = await canary(['--output', 'nope'], '{}');
    expect(result.code).toBe(2);
  });
});

describe('canary-select action (bundled)', () => {
  it.each([tie, none, unicode])('writes both outputs exactly: $name', async (c) => {
    const run = await runAction('canary-select', {
      inputs: { 'search-space-config': JSON.stringify(c.input) },
    });
    expect(run.code).toBe(0);
    expect(run.outputs['canary-config']).toBe(c['canary-config']);
    expect(run.outputs['remaining-search-space-config']).toBe(c['remaining-search-space-config']);
  });

  it('the job summary names the chosen canary and why', async () => {
    const run = await runAction('canary-select', {
      inputs: { 'search-space-config': JSON.stringify(tie.input) },
    });
    expect(run.summary).toContain('canary-select');
    expect(run.summary).toContain('single_node.1k1k[0]');
    expect(run.summary).toContain('the lowest conc among 4 single-node 1k1k/8k1k throughput row(s)');
    expect(run.summary).toContain('2 eval row(s) excluded');
  });

  it('the summary says when there is no canary', async () => {
    const run = await runAction('canary-select', {
      inputs: { 'search-space-config': JSON.stringify(none.input) },
    });
    expect(run.outputs['canary-config']).toBe('[]');
    expect(run.summary).toContain('No canary');
  });

  it('invalid JSON fails the step with the input named and sets no output', async () => {
    const run = await runAction('canary-select', { inputs: { 'search-space-config': '{"single_node":' } });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({});
    expect(run.stdout).toContain('search-space-config');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a missing input fails the step', async () => {
    const run = await runAction('canary-select', {});
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('search-space-config');
  });

  it('reads the plan from search-space-config-file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-canary-'));
    try {
      const file = join(dir, 'plan.json');
      writeFileSync(file, JSON.stringify(tie.input));
      const run = await runAction('canary-select', { inputs: { 'search-space-config-file': file } });
      expect(run.code).toBe(0);
      expect(run.outputs['canary-config']).toBe(tie['canary-config']);
      expect(run.outputs['remaining-search-space-config']).toBe(tie['remaining-search-space-config']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses both inputs at once', async () => {
    const run = await runAction('canary-select', {
      inputs: { 'search-space-config': '{}', 'search-space-config-file': '/nonexistent.json' },
    });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({});
    expect(run.stdout).toContain('give exactly one of the inputs');
  });

  it('a plan of the wrong shape fails with an error annotation', async () => {
    const run = await runAction('canary-select', {
      inputs: { 'search-space-config': '{"single_node":[]}' },
    });
    expect(run.code).toBe(1);
    expect(run.annotations.some((a) => a.level === 'error' && a.message.includes('single_node'))).toBe(true);
  });
});

const agenticPlan = {
  single_node: { agentic: [{ conc: 16 }, { conc: 8 }] },
  multi_node: {},
  evals: [],
  changelog_metadata: { base_ref: 'a', head_ref: 'b', entries: [] },
};

describe('the agentic and multi-node families', () => {
  it('the CLI names the family; --candidates fixed-sequence-only restores the reference rule', async () => {
    const every = await canary(['--output', 'canary-family'], JSON.stringify(agenticPlan));
    expect(every.stdout).toBe('agentic\n');
    const fixed = await canary(
      ['--candidates', 'fixed-sequence-only', '--output', 'canary-config'],
      JSON.stringify(agenticPlan),
    );
    expect(fixed.stdout).toBe('[]\n');
  });

  it('--fan-out prints each fan-out matrix after the canary succeeded', async () => {
    const result = await canary(['--fan-out'], JSON.stringify(agenticPlan));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('agentic=[{"conc":16}]\n');
    expect(result.stdout).toContain('single-node-1k1k=[]\n');
  });

  it('an unknown --candidates is a usage error (exit 2)', async () => {
    const result = await canary(['--candidates', 'all'], '{}');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('every-family, fixed-sequence-only');
  });

  it('the action takes the candidates input and writes canary-family', async () => {
    const input = { 'search-space-config': JSON.stringify(agenticPlan) };
    const every = await runAction('canary-select', { inputs: input });
    expect(every.outputs['canary-family']).toBe('agentic');
    expect(every.outputs['canary-config']).toBe('[{"conc":8}]');
    const fixed = await runAction('canary-select', {
      inputs: { ...input, candidates: 'fixed-sequence-only' },
    });
    expect(fixed.outputs['canary-config']).toBe('[]');
    expect(fixed.outputs['canary-family']).toBe('');
  });
});

describe('canary-select/fan-out action', () => {
  const inputs = (succeeded: string) => ({
    'search-space-config': JSON.stringify(agenticPlan),
    'canary-config': '[{"conc":8}]',
    'canary-succeeded': succeeded,
  });

  it('after a successful canary, its row leaves its family; the summary says so', async () => {
    const run = await runAction('canary-select/fan-out', { inputs: inputs('true') });
    expect(run.code).toBe(0);
    expect(run.outputs.agentic).toBe('[{"conc":16}]');
    expect(run.outputs.evals).toBe('[]');
    expect(run.summary).toContain('The canary succeeded');
  });

  it('without a successful canary the whole plan fans out', async () => {
    const run = await runAction('canary-select/fan-out', { inputs: inputs('false') });
    expect(run.outputs.agentic).toBe('[{"conc":16},{"conc":8}]');
    expect(run.summary).toContain('No canary ran');
  });

  it('a canary-config of two rows fails naming the input, with no outputs', async () => {
    const run = await runAction('canary-select/fan-out', {
      inputs: { ...inputs('true'), 'canary-config': '[{"conc":1},{"conc":2}]' },
    });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({});
    expect(run.stdout).toContain('canary-config holds 2 rows');
  });
});
