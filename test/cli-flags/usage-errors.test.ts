/**
 * Every subcommand parses its flags with cli/_common/flags.ts: the same usage errors (exit 2, a
 * message naming the flag, the subcommand's help to fix it, nothing on stdout) and the same
 * `--help`. Driven through the real CLI from an empty directory: a usage error must be decided
 * before any git repository, file or API is touched.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { runCliAsync } from '../helpers/run-cli.js';

const cwd = mkdtempSync(join(tmpdir(), 'cli-flags-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

// No token, no repository and an API nobody listens on: nothing may leave the process.
const env = { GH_TOKEN: '', GITHUB_TOKEN: '', GITHUB_REPOSITORY: '', GITHUB_API_URL: 'http://127.0.0.1:9' };
const run = (args: string[]) => runCliAsync(args, { cwd, env });

const REFS = ['--base-ref', 'base', '--head-ref', 'head'];
const FIND = ['reuse', 'find', '--repo', 'o/r', '--commit-sha', 'abc', '--event-name', 'push', '--ref', 'r'];
const CHECK = ['reuse', 'check-comment', '--repo', 'o/r', '--pr-number', '7'];

const COMMANDS = [
  'changelog validate',
  'changelog plan',
  'changelog canonicalize',
  'changelog resolve-conflict',
  'changelog canary',
  'changelog priority',
  'reuse find',
  'reuse check-comment',
  'stage select',
  'ingest payload',
].map((command) => command.split(' ') as [string, string]);

function expectUsageError(result: Awaited<ReturnType<typeof run>>, message: string): void {
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain(`usage error: ${message}`);
}

describe('flag parsing errors carry the flag and the subcommand help', () => {
  it.each(COMMANDS)('unknown flag: sweepkit %s %s --bogus', async (group, sub) => {
    const result = await run([group, sub, '--bogus']);
    expectUsageError(result, `Unknown option '--bogus'\nusage: sweepkit ${group} ${sub} `);
  });

  it.each([
    [
      ['changelog', 'validate', '--head-ref', 'head', '--base-ref'],
      "Option '--base-ref <value>' argument missing",
    ],
    [
      ['changelog', 'plan', '--base-ref', 'base', '--head-ref'],
      "Option '--head-ref <value>' argument missing",
    ],
    [
      ['changelog', 'canonicalize', '--base-ref', 'main', '--pr-number'],
      "Option '--pr-number <value>' argument missing",
    ],
    [
      ['changelog', 'resolve-conflict', '--pr-number', '4', '--repo'],
      "Option '--repo <value>' argument missing",
    ],
    [[...FIND, '--github-output'], "Option '--github-output <value>' argument missing"],
    [[...CHECK, '--body-file'], "Option '--body-file <value>' argument missing"],
    // A flag where the value should be is not taken as the value.
    [
      ['changelog', 'validate', '--base-ref', '--head-ref', 'head'],
      "Option '--base-ref' argument is ambiguous",
    ],
  ])('missing value: %j', async (args, message) => {
    const result = await run(args);
    expectUsageError(result, message);
    expect(result.stderr).toContain(`usage: sweepkit ${args[0]} ${args[1]} `);
  });

  it.each([
    [['changelog', 'plan', ...REFS, '--trim-conc=yes'], "Option '--trim-conc' does not take an argument"],
    [['changelog', 'validate', ...REFS, 'stray'], "Unexpected argument 'stray'"],
    [['reuse', 'find', 'stray'], "Unexpected argument 'stray'"],
  ])('value a flag cannot take: %j', async (args, message) => {
    const result = await run(args);
    expectUsageError(result, message);
    expect(result.stderr).toContain(`usage: sweepkit ${args[0]} ${args[1]} `);
  });
});

describe('bad values are usage errors naming the flag and the value', () => {
  it.each([
    [
      ['changelog', 'validate', ...REFS, '--pr-number', 'abc'],
      "--pr-number must be a positive whole number, got 'abc'",
    ],
    [['changelog', 'validate', ...REFS, '--repo', 'no-slash'], "--repo must be OWNER/NAME, got 'no-slash'"],
    [['changelog', 'plan', '--base-ref', 'base'], 'the following arguments are required: --head-ref'],
    [
      ['changelog', 'canonicalize', '--base-ref', 'main', '--pr-number', '0'],
      "--pr-number must be a positive whole number, got '0'",
    ],
    [['changelog', 'canonicalize', '--pr-number', '4'], 'the following arguments are required: --base-ref'],
    [
      ['changelog', 'resolve-conflict', '--repo', 'not-a-repo', '--pr-number', '4'],
      "--repo must be OWNER/NAME, got 'not-a-repo'",
    ],
    [['changelog', 'priority', '--pr-number', 'x'], "--pr-number must be a whole number, got 'x'"],
    [[...FIND, '--pr-number', 'seven'], "reuse find: --pr-number must be a whole number, got 'seven'"],
    [['reuse', 'find', '--repo', 'o/r'], 'reuse find: --commit-sha is required'],
    [[...CHECK, '--comment-id', 'x'], "reuse check-comment: --comment-id must be a whole number, got 'x'"],
    [
      [...CHECK, '--body', 'a', '--body-file', 'b'],
      'reuse check-comment: give exactly one of --comment-id, --body, --body-file',
    ],
    // Usage errors found after the flags parsed, in every group, are followed by the help too.
    [
      ['stage', 'select', '--repo', 'o/r', '--pr-number', '1', '--run-id', '1', '--comment', 'x'],
      'give --run-id or --comment, not both',
    ],
    [['ingest', 'payload', '--send', '--dry-run'], 'give --send or --dry-run, not both'],
    [['run', 'find', '--title', 'a', '--test-name', 'b'], 'give exactly one of --title and --test-name'],
    [['run', 'watch', '1', '--interval', 'soon'], "--interval must be a number of seconds, got 'soon'"],
    [['e2e', 'dispatch', '--repo', 'o/r'], '--ref is required'],
    [
      ['collect', 'aggregate', 'r', 'b', '--max-file-bytes', 'x'],
      "--max-file-bytes must be a positive whole number, got 'x'",
    ],
    [
      ['changelog', 'plan', ...REFS, '--format', 'tabel'],
      "--format must be json, table or summary, got 'tabel'; did you mean table?",
    ],
  ])("%j: the message, then that subcommand's help", async (args, message) => {
    const result = await run(args);
    expectUsageError(result, message);
    expect(result.stderr).toContain(`${message}\nusage: sweepkit ${args[0]} ${args[1]} `);
    expect(result.stderr).not.toContain("Run 'sweepkit --help'");
  });

  it.each([
    [
      ['verify-publication', '1', '--expect-reuse', '--expect-no-reuse'],
      '--expect-source, --expect-reuse and --expect-no-reuse exclude each other',
      'verify-publication',
    ],
    [
      ['merge-with-reuse', 'abc'],
      "<pr-number> must be a positive whole number, got 'abc'",
      'merge-with-reuse',
    ],
    [['merge-with-reuse'], 'the following arguments are required: <pr-number>', 'merge-with-reuse'],
  ])('%j: top-level commands follow the same convention', async (args, message, command) => {
    const result = await run(args);
    expectUsageError(result, message);
    expect(result.stderr).toContain(`${message}\nusage: sweepkit ${command} `);
  });
});

describe('--help and -h', () => {
  it.each(COMMANDS)('sweepkit %s %s --help prints the help on stdout, exit 0', async (group, sub) => {
    const result = await run([group, sub, '--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(new RegExp(`^usage: sweepkit ${group} ${sub} .*\\n[^]*  --`));
  });

  it.each([
    ['changelog', 'validate'],
    ['reuse', 'find'],
  ])('-h is --help, even beside required flags left out: %s %s', async (group, sub) => {
    expect(await run([group, sub, '-h'])).toEqual(await run([group, sub, '--help']));
  });

  it('a flag error wins over --help (nothing on stdout)', async () => {
    expectUsageError(await run(['changelog', 'validate', '--help', '--bogus']), "Unknown option '--bogus'");
  });
});

/**
 * The collect subcommands take positionals too (`collect aggregate <results_dir> <exp_name>`):
 * a missing or an extra one is named, like a flag. Flags may stand before, between or after them.
 */
describe('collect: flags and positionals', () => {
  const COLLECT = ['aggregate', 'evals', 'compare', 'process-result', 'run-stats'];
  const collect = async (args: string[]) => await run(['collect', ...args]);
  // The message names the mistake, and the usage of the subcommand follows it.
  const expectCollectUsageError = async (args: string[], message: string) => {
    const result = await collect(args);
    expectUsageError(result, message);
    expect(result.stderr).toContain(`usage: sweepkit collect ${args[0]} `);
  };

  it.each([
    [['aggregate', 'results', 'bmk', '--bogus'], "Unknown option '--bogus'"],
    [['aggregate', '--bogus', 'results', 'bmk'], "Unknown option '--bogus'"],
    [['aggregate', 'results', '-x', 'bmk'], "Unknown option '-x'"],
    [['evals', 'results', 'all', 'hw', '--sort', 'hw'], "Unknown option '--sort'"],
    [['compare', 'results', '--baseline', 'b.json'], "Unknown option '--baseline'"],
    [['process-result', '--dirs', 'x'], "Unknown option '--dirs'"],
    [['run-stats', 'stats', '--run_id', '7'], "Unknown option '--run_id'"],
  ])('unknown flag: %j', expectCollectUsageError);

  it.each([
    [['aggregate'], 'the following arguments are required: <results_dir>, <exp_name>'],
    [['aggregate', 'results'], 'the following arguments are required: <exp_name>'],
    [['aggregate', '--skip-invalid', 'results'], 'the following arguments are required: <exp_name>'],
    [['evals', 'results'], 'the following arguments are required: <exp_name>'],
    [['compare', '--baselines', 'b.json'], 'the following arguments are required: <results_dir>'],
    [['compare', 'results'], 'the following arguments are required: --baselines'],
    [['compare', 'results', '--baselines='], 'the following arguments are required: --baselines'],
    [['run-stats'], 'the following arguments are required: <output_stem>'],
  ])('missing positional or required flag: %j', expectCollectUsageError);

  it.each([
    [
      ['aggregate', 'results', 'bmk', 'extra'],
      "Unexpected argument 'extra': expected only <results_dir> <exp_name>",
    ],
    [
      ['evals', 'results', 'all', 'hw', 'extra'],
      "Unexpected argument 'extra': expected only <results_dir> <exp_name> [sort_by]",
    ],
    [['compare', 'results', 'more', '--baselines', 'b.json'], "Unexpected argument 'more'"],
    [['run-stats', 'stats', 'extra'], "Unexpected argument 'extra': expected only <output_stem>"],
    [
      ['process-result', 'stray'],
      "Unexpected argument 'stray'. This command does not take positional arguments",
    ],
    // An extra positional is a mistake even beside --help, as an unknown flag is.
    [['aggregate', 'results', 'bmk', 'extra', '--help'], "Unexpected argument 'extra'"],
  ])('extra positional: %j', expectCollectUsageError);

  it.each([
    [
      ['aggregate', 'results', 'bmk', '--skip-invalid=yes'],
      "Option '--skip-invalid' does not take an argument",
    ],
    [['evals', 'results', 'all', '--strict=1'], "Option '--strict' does not take an argument"],
    [['compare', 'results', '--baselines'], "Option '--baselines <value>' argument missing"],
    [['process-result', '--dir'], "Option '--dir <value>' argument missing"],
    [['process-result', '--dir', '--multinode'], "Option '--dir' argument is ambiguous"],
    [['run-stats', 'stats', '--runners'], "Option '--runners <value>' argument missing"],
  ])('flag value: %j', expectCollectUsageError);

  it('a usage error writes no output file', async () => {
    expectUsageError(await collect(['aggregate', 'results', 'bmk', 'extra']), "Unexpected argument 'extra'");
    expectUsageError(await collect(['evals', 'results', 'all', '--bogus']), "Unknown option '--bogus'");
    expect(existsSync(join(cwd, 'agg_bmk.json'))).toBe(false);
    expect(existsSync(join(cwd, 'agg_eval_all.json'))).toBe(false);
  });

  it.each(COLLECT)('sweepkit collect %s --help prints the usage on stdout, exit 0', async (sub) => {
    const result = await collect([sub, '--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(new RegExp(`^usage: sweepkit collect ${sub} .*\\n\\n[^]*\\n$`));
  });

  it.each(COLLECT)('-h is --help, even with the positionals left out: collect %s', async (sub) => {
    expect(await collect([sub, '-h'])).toEqual(await collect([sub, '--help']));
  });
});
