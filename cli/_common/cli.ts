import { SweepkitError, UsageError, errorMessage } from '../../shared/errors.js';
import { endQuietlyOnClosedPipes } from './pipes.js';
import { writeText } from './stdout.js';
import { carriesHelp } from './subcommands.js';

const EXIT_OK = 0;
const EXIT_INVALID = 1;
const EXIT_USAGE = 2;

/**
 * The one catch of every CLI entry: usage mistakes exit 2, invalid input exits 1,
 * each with a message on stderr and nothing on stdout. No stack traces.
 * `main` returns the exit code (default 0). Entries call it as `void runCli(...)`, without a
 * top-level await, so the CLI bundles can be CommonJS (see scripts/build.mjs).
 */
export async function runCli(main: (argv: string[]) => Promise<number | void>): Promise<void> {
  // stdout goes through writeText (EPIPE handled there); stderr is a stream.
  endQuietlyOnClosedPipes([process.stderr]);
  try {
    process.exitCode = (await main(process.argv.slice(2))) ?? EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(usageErrorText(error.message));
      process.exitCode = EXIT_USAGE;
    } else if (error instanceof SweepkitError) {
      process.stderr.write(`ERROR: ${error.message}\n`);
      process.exitCode = EXIT_INVALID;
    } else {
      process.stderr.write(`ERROR: ${errorMessage(error)}\n`);
      process.exitCode = EXIT_INVALID;
    }
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

/** Writes a whole document to stdout (synchronously), ending it with a newline. */
export function writeStdout(text: string): void {
  writeText(text.endsWith('\n') ? text : `${text}\n`);
}
