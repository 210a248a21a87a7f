/**
 * One usage-error convention: the message (an unknown flag with the closest known ones, never
 * the whole list), then the subcommand's help, exit 2, nothing on stdout. In-process for the
 * wording; one spawn for simulate, which printed no help before.
 */
import { describe, expect, it } from '@jest/globals';
import { UsageError } from '../../shared/errors.js';
import { parseFlags, suggestFlag } from '../../cli/_common/flags.js';
import { parseSimulateArgs } from '../../cli/simulate/args.js';
import { runCli } from '../helpers/run-cli.js';

function usageMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a usage error');
}

const OPTIONS = {
  'base-ref': { type: 'string', help: 'base' },
  'head-ref': { type: 'string', help: 'head' },
  'trim-conc': { type: 'boolean', help: 'trim' },
} as const;

describe('an unknown flag gets "did you mean"', () => {
  it.each<[string[], string]>([
    [['--base-rf', 'x'], "Unknown option '--base-rf'; did you mean --base-ref?\nHELP"],
    [['--trimconc'], "Unknown option '--trimconc'; did you mean --trim-conc?\nHELP"],
    [['--bead-ref', 'x'], "Unknown option '--bead-ref'; did you mean --head-ref or --base-ref?\nHELP"],
  ])('%j', (argv, message) => {
    expect(usageMessage(() => parseFlags(argv, OPTIONS, 'HELP'))).toBe(message);
  });

  it("a flag nothing is close to keeps node:util's message", () => {
    expect(usageMessage(() => parseFlags(['--bogus'], OPTIONS, 'HELP'))).toBe(
      "Unknown option '--bogus'\nHELP",
    );
    expect(suggestFlag("Option '--x <value>' argument missing", OPTIONS)).toBe(
      "Option '--x <value>' argument missing",
    );
  });

  it('simulate: --evnt suggests --event', () => {
    expect(usageMessage(() => parseSimulateArgs(['wf.yml', '--evnt', 'push']))).toBe(
      "Unknown option '--evnt'; did you mean --event?",
    );
  });

  it('sweepkit simulate with a usage error prints the message, then its help, on stderr; exit 2', () => {
    const result = runCli(['simulate', 'wf.yml', '--evnt', 'push']);
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toMatch(
      /^usage error: Unknown option '--evnt'; did you mean --event\?\nusage: sweepkit simulate <workflow\.yml> --event <name>/,
    );
  });
});
