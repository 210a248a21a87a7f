import { z } from 'zod';
import { SweepkitError, UsageError, errorMessage } from '../../shared/errors.js';
import { carriesHelp } from './subcommands.js';

// A command validates each document once: building zod's compiled parser for every schema on
// first use costs more than the interpreted checks it would replace.
z.config({ jitless: true });

const EXIT_OK = 0;
const EXIT_INVALID = 1;
const EXIT_USAGE = 2;

/** A command group's entry: the arguments after `sweepkit`, the exit code (default 0). */
export type CliMain = (argv: string[]) => Promise<number | void>;

/** Set by a caller that imports the groups and calls their `main` itself (the test suite). */
let embedded = false;

/** From now on a group's own `await runCli(main)` does nothing; the embedder calls `runMain`. */
export function embedCli(): void {
  embedded = true;
}

/**
 * The one catch of every CLI entry: usage mistakes exit 2, invalid input exits 1,
 * each with a message on stderr and nothing on stdout. No stack traces.
 * `main` returns the exit code (default 0). Returns the exit code instead of setting it.
 */
export async function runMain(main: CliMain, argv: string[]): Promise<number> {
  try {
    return (await main(argv)) ?? EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(usageErrorText(error.message));
      return EXIT_USAGE;
    }
    process.stderr.write(`ERROR: ${error instanceof SweepkitError ? error.message : errorMessage(error)}\n`);
    return EXIT_INVALID;
  }
}

/**
 * A usage error on stderr: the message, then the help that shows the fix. A command's help
 * already follows the message (withHelp, parseFlags); otherwise the top-level help is named.
 */
export function usageErrorText(message: string): string {
  if (carriesHelp(message)) return `usage error: ${message.endsWith('\n') ? message : `${message}\n`}`;
  return `usage error: ${message}\nRun 'sweepkit --help' for usage.\n`;
}

/** Runs a group's `main` on this process's arguments and sets the exit code. */
export async function runCli(main: CliMain): Promise<void> {
  if (embedded) return;
  process.exitCode = await runMain(main, process.argv.slice(2));
}

/** Writes a whole document to stdout, ending it with a newline. */
export function writeStdout(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
