import { SweepkitError, UsageError, errorMessage } from '../../shared/errors.js';
import { endQuietlyOnClosedPipes } from './pipes.js';
import { writeText } from './stdout.js';

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
      process.stderr.write(`usage error: ${error.message}\nRun 'sweepkit --help' for usage.\n`);
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

/** Writes a whole document to stdout (synchronously), ending it with a newline. */
export function writeStdout(text: string): void {
  writeText(text.endsWith('\n') ? text : `${text}\n`);
}
