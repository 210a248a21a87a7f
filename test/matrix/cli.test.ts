// The real CLI (bin/sweepkit.js + committed bundle): flags as the reference parses them,
// exit codes, nothing on stdout on failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runCliAsync } from '../helpers/run-cli.js';
import { cliPath } from '../helpers/paths.js';
import { fixture } from './helpers.js';
import { matrixSummary } from '../../shared/matrix/summary.js';

/** A benchmark-repository-like folder: configs/ with our fixtures. */
function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-matrix-cli-'));
  mkdirSync(join(dir, 'configs'));
  writeFileSync(join(dir, 'configs', 'runners.yaml'), fixture('runners.yaml'));
  writeFileSync(join(dir, 'configs', 'mixed.yaml'), fixture('mixed-master.yaml'));
  writeFileSync(join(dir, 'configs', 'bad.yaml'), 'k:\n  image: 1\n');
  return dir;
}
const cwd = repo();
const matrix = async (...args: string[]) => await runCliAsync(['matrix', ...args], { cwd });
const FILES = ['--config-files', 'configs/mixed.yaml'];

describe('sweepkit matrix', () => {
  it('prints one JSON array and exits 0 (runner config defaults to configs/runners.yaml)', async () => {
    const run = await matrix(
      'test-config',
      ...FILES,
      '--config-keys',
      'sn-a',
      '--conc',
      '4',
      '--seq-lens',
      '8k1k',
      '--no-evals',
    );
    expect(run.code).toBe(0);
    expect(run.stdout.endsWith('\n')).toBe(true);
    expect(JSON.parse(run.stdout)).toEqual([
      expect.objectContaining({ runner: 'h200', conc: 4, isl: 8192, 'run-eval': false }),
    ]);
  });

  it('prints [] for an empty result, with a warning on stderr naming the filter; --fail-on-empty exits 1', async () => {
    const run = await matrix('test-config', ...FILES, '--config-keys', 'sn-a', '--conc', '5');
    expect([run.code, run.stdout]).toEqual([0, '[]\n']);
    expect(run.stderr).toMatch(
      /^warning: the generated matrix is empty: --conc 5 removed the last \d+ row\(s\); /,
    );
    const failed = await matrix('full-sweep', ...FILES, '--model-prefix', 'dsr2', '--fail-on-empty');
    expect([failed.code, failed.stdout]).toEqual([1, '']);
    expect(failed.stderr).toContain(
      'ERROR: the generated matrix is empty: --model-prefix dsr2 removed the last',
    );
  });

  it('--format summary is the job summary the action writes; --format table is plain text in a pipe', async () => {
    const rows = JSON.parse((await matrix('full-sweep', ...FILES)).stdout);
    const summary = await matrix('full-sweep', ...FILES, '--format', 'summary');
    expect([summary.code, summary.stdout]).toEqual([0, matrixSummary(rows, 'Benchmark matrix (full-sweep)')]);
    const table = await matrix('full-sweep', ...FILES, '--format', 'table');
    expect(table.code).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^kind\s+runner\s+model/);
    expect(table.stdout).not.toContain('\u001b[');
    expect(table.stdout).toContain(`${rows.length} row(s) in`);
  });

  // util-linux `script` gives the CLI a terminal; without it there is no TTY to test.
  const hasScript = spawnSync('script', ['--version']).status === 0;
  (hasScript ? it : it.skip)('--format table is coloured on a terminal, plain with NO_COLOR', () => {
    const onTerminal = (env: NodeJS.ProcessEnv) =>
      spawnSync(
        'script',
        [
          '-qc',
          `"${process.execPath}" "${cliPath}" matrix full-sweep ${FILES.join(' ')} --format table`,
          '/dev/null',
        ],
        {
          cwd,
          env: { ...process.env, ...env },
          encoding: 'utf8',
        },
      ).stdout;
    // An empty NO_COLOR counts as unset (the no-color.org convention).
    expect(onTerminal({ NO_COLOR: '' })).toContain('\u001b[1mkind');
    const plain = onTerminal({ NO_COLOR: '1' });
    expect(plain).toContain('kind');
    expect(plain).not.toContain('\u001b[');
  });

  it('a usage error: the message, "did you mean", then the subcommand help on stderr, exit 2', async () => {
    const run = await matrix('full-sweep', ...FILES, '--max-cnoc', '8');
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toContain(
      'usage error: unrecognized arguments: --max-cnoc 8; did you mean --max-conc?\nusage: sweepkit matrix full-sweep [options]',
    );
    expect(run.stderr).toContain('--fail-on-empty');
  });

  it('accepts --opt=value, the last of a repeated option and unambiguous prefixes', async () => {
    const a = await matrix(
      'full-sweep',
      '--config-files=configs/mixed.yaml',
      '--seq-lens',
      '1k1k',
      '--seq-lens',
      '8k1k',
      '--max-c',
      '8',
      '--no-e',
    );
    const b = await matrix('full-sweep', ...FILES, '--seq-lens', '8k1k', '--max-conc', '8', '--no-evals');
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).some((r: { isl?: number }) => r.isl === 1024)).toBe(false);
  });

  it.each<[string, string[], string]>([
    ['no subcommand', [], 'usage'],
    ['an unknown subcommand', ['--config-files', 'x', 'full-sweep'], "invalid choice: '--config-files'"],
    [
      'a mistyped subcommand',
      ['full-seep', ...FILES],
      "invalid choice: 'full-seep' (choose from 'full-sweep', 'test-config', 'validate'); did you mean full-sweep?\nusage: sweepkit matrix {full-sweep,test-config,validate}",
    ],
    ['missing --config-files', ['full-sweep'], 'the following arguments are required: --config-files'],
    ['missing --config-keys', ['test-config', ...FILES], '--config-keys'],
    [
      '--step-size 1 (before any file is read)',
      ['full-sweep', '--config-files', 'missing.yaml', '--step-size', '1'],
      '--step-size must be greater than 1',
    ],
    ['--step-size 0', ['full-sweep', ...FILES, '--step-size', '0'], '--step-size must be greater than 1'],
    ['--step-size -3', ['full-sweep', ...FILES, '--step-size', '-3'], '--step-size must be greater than 1'],
    [
      '--min-conc above --max-conc',
      ['full-sweep', ...FILES, '--min-conc', '10', '--max-conc', '5'],
      '--min-conc must be less than or equal to --max-conc',
    ],
    [
      '--no-evals with --evals-only',
      ['full-sweep', ...FILES, '--no-evals', '--evals-only'],
      'not allowed with argument --no-evals',
    ],
    [
      '--no-evals with --all-evals',
      ['test-config', ...FILES, '--config-keys', 'sn-a', '--no-evals', '--all-evals'],
      '--all-evals cannot be combined with --no-evals',
    ],
    ['--seq-lens 4k1k', ['full-sweep', ...FILES, '--seq-lens', '4k1k'], "invalid choice: '4k1k'"],
    ['--scenario-type foo', ['full-sweep', ...FILES, '--scenario-type', 'foo'], "invalid choice: 'foo'"],
    [
      'test-config --step-size',
      ['test-config', ...FILES, '--config-keys', 'sn-a', '--step-size', '3'],
      'unrecognized arguments: --step-size 3',
    ],
    ['a non-integer --max-conc', ['full-sweep', ...FILES, '--max-conc', 'abc'], "invalid int value: 'abc'"],
  ])('usage error: %s → exit 2, message on stderr, nothing on stdout', async (_name, args, message) => {
    const run = await matrix(...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
  });

  it.each<[string, string[], string]>([
    [
      'a missing config file',
      ['full-sweep', '--config-files', 'nope.yaml'],
      "Input file 'nope.yaml' does not exist.",
    ],
    [
      'a directory as a config file',
      ['full-sweep', '--config-files', 'configs'],
      'ERROR: configs: the config file is a directory; expected a readable UTF-8 text file',
    ],
    [
      'a directory as the runner file',
      ['full-sweep', ...FILES, '--runner-config', 'configs'],
      'ERROR: configs: the config file is a directory; expected a readable UTF-8 text file',
    ],
    [
      'a missing runner file',
      ['full-sweep', ...FILES, '--runner-config', 'nope.yaml'],
      "Runner config file 'nope.yaml' does not exist.",
    ],
    [
      'the same key in two files',
      ['full-sweep', '--config-files', 'configs/mixed.yaml', 'configs/mixed.yaml'],
      'Duplicate configuration keys',
    ],
    [
      'an invalid entry, even one test-config does not select',
      ['test-config', '--config-files', 'configs/mixed.yaml', 'configs/bad.yaml', '--config-keys', 'sn-a'],
      "Master config entry 'k' failed validation:",
    ],
    [
      'an unknown --runner-type',
      ['full-sweep', ...FILES, '--runner-type', 'zz'],
      "Invalid runner type(s): {'zz'}",
    ],
    [
      'a pattern matching nothing',
      ['test-config', ...FILES, '--config-keys', 'zz*'],
      "Pattern 'zz*' matched no config keys (4 config keys are defined)",
    ],
  ])('invalid input: %s → exit 1, message on stderr, nothing on stdout', async (_name, args, message) => {
    const run = await matrix(...args);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
  });

  it('--help documents every flag of each subcommand', async () => {
    const full = await matrix('full-sweep', '--help');
    expect(full.code).toBe(0);
    for (const flag of [
      '--config-files',
      '--runner-config',
      '--no-evals',
      '--evals-only',
      '--all-evals',
      '--runner-node-filter',
      '--scenario-type',
      '--model-prefix',
      '--precision',
      '--framework',
      '--runner-type',
      '--seq-lens',
      '--step-size',
      '--min-conc',
      '--max-conc',
      '--max-tp',
      '--max-ep',
      '--single-node',
      '--multi-node',
    ])
      expect(full.stdout).toContain(flag);
    const test = await matrix('test-config', '-h');
    expect(test.code).toBe(0);
    for (const flag of ['--config-keys', '--conc', '--seq-lens']) expect(test.stdout).toContain(flag);
    expect((await matrix('--help')).stdout).toContain('full-sweep');
  });
});
