import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from '../helpers/paths.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { scratchDir, scratchFile } from '../helpers/scratch.js';

const policy = join(fixturesDir, 'priority', 'ci-priority.yaml');
const planFile = join(fixturesDir, 'priority', 'plan.json');
const plan = readFileSync(planFile, 'utf8');

/** `text` in a file of its own, for --input: the CLI then runs in process (stdin needs a process). */
function inputFile(text: string): string {
  return scratchFile('sweepkit-priority-in-', 'plan.json', text);
}

/** The plan (or `input`) read with --input; `priorityStdin` feeds it on stdin instead. */
const priority = async (args: string[], input = plan) =>
  await runCliAsync(['changelog', 'priority', '--policy', policy, '--input', inputFile(input), ...args]);
const priorityStdin = async (args: string[], input = plan) =>
  await runCliAsync(['changelog', 'priority', '--policy', policy, ...args], { input });

describe('sweepkit changelog priority', () => {
  it('annotates a plan from stdin: compact, ASCII-escaped, one trailing newline', async () => {
    const result = await priorityStdin(['--event-name', 'pull_request', '--queue-namespace', '123:1']);
    expect(result.code).toBe(0);
    expect(result.stdout.endsWith('}\n')).toBe(true);
    expect(result.stdout.split('\n')).toHaveLength(2);
    expect(result.stdout).toContain('"Gr\\u00f6\\u00dfere Tests \\u2192 ok"');
    const out = JSON.parse(result.stdout);
    expect(out.single_node['8k1k'][0].priority).toBe('2.250');
    expect(out.single_node['8k1k'][0]).not.toHaveProperty('skip-queue-pr');
  });

  it('reads --input FILE and adds skip-queue-pr with the label and a PR number', async () => {
    const result = await runCliAsync([
      'changelog',
      'priority',
      '--policy',
      policy,
      '--input',
      planFile,
      '--labels-json',
      '["skip_queue"]',
      '--pr-number',
      '42',
    ]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).evals[0]['skip-queue-pr']).toBe(42);
  });

  it.each([
    ['labels null', ['--labels-json', 'null'], '2.250'],
    ["labels ''", ['--labels-json', ''], '2.250'],
    ["criteria ''", ['--criteria-json', ''], '2.250'],
    ['criteria null', ['--criteria-json', 'null'], '2.250'],
    ['criteria []', ['--criteria-json', '[]'], '1.000'],
  ])('%s', async (_name, args, expected) => {
    const result = await priority(['--event-name', 'pull_request', ...args]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).evals[0].priority).toBe(expected);
  });

  it.each([
    ['--labels-json', '{"a":1}'],
    ['--labels-json', '["ok", 3]'],
    ['--labels-json', 'not json'],
    ['--criteria-json', '"sglang"'],
  ])('%s %s fails with the flag named and nothing on stdout', async (flag, value) => {
    const result = await priority([flag, value]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`ERROR: ${flag} must be a JSON array of strings`);
  });

  it('an unknown criterion fails with the reference message', async () => {
    const result = await priority(['--criteria-json', '["bogus"]']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Unknown CI priority criteria: ['bogus']");
    expect(result.stdout).toBe('');
  });

  it('a missing policy file names the path and the flag', async () => {
    const cwd = scratchDir('sweepkit-priority-');
    const result = await runCliAsync(['changelog', 'priority', '--input', inputFile('[]')], { cwd });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('could not read policy configs/ci-priority.yaml');
    expect(result.stderr).toContain('--policy');
  });

  it('reads the default policy path relative to the working directory', async () => {
    const cwd = scratchDir('sweepkit-priority-');
    const configs = join(cwd, 'configs');
    mkdirSync(configs);
    writeFileSync(join(configs, 'ci-priority.yaml'), readFileSync(policy));
    const result = await runCliAsync(
      [
        'changelog',
        'priority',
        '--event-name',
        'push',
        '--input',
        inputFile('[{"runner":"h100","framework":"trt"}]'),
      ],
      { cwd },
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)[0].priority).toBe('3.000');
  });

  it('rejects invalid JSON input with exit 1', async () => {
    const result = await priorityStdin([], '{"single_node": ');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('stdin is not valid JSON');
  });

  it.each([[['--pr-number', 'x']], [['--no-such-flag']]])('usage errors exit 2: %j', async (args) => {
    const result = await priority(args);
    expect(result.code).toBe(2);
  });

  it('--help documents every flag', async () => {
    const result = await runCliAsync(['changelog', 'priority', '--help']);
    expect(result.code).toBe(0);
    for (const flag of [
      '--policy',
      '--event-name',
      '--labels-json',
      '--queue-namespace',
      '--pr-number',
      '--criteria-json',
      '--input',
    ]) {
      expect(result.stdout).toContain(flag);
    }
  });
});
