import { type CliMain, runCli, writeStdout } from './_common/cli.js';
import { type Command, COMMANDS, MATRIX_HELP, commandHelp, parseInvocation } from '../shared/matrix/flags.js';
import { UsageError } from '../shared/errors.js';
import { didYouMean } from '../shared/suggest.js';
import { EMPTY_HINT, emptyMessage, refuseEmpty } from '../shared/matrix/empty.js';
import { generate } from '../shared/matrix/run-request.js';
import { localMatrixFiles } from '../io/matrix-files.js';
import { OUTPUT_FLAGS, outputOptions, writeMatrix } from './matrix/output.js';
import { validateCommand } from './matrix/validate.js';
import { colourEnabled, painter } from './_common/colour.js';

const isCommand = (word: string | undefined): word is Command =>
  (COMMANDS as readonly string[]).includes(word!);

/** The help a usage error is followed by: the subcommand's when it was named, else the group's. */
const helpFor = (word: string | undefined) =>
  isCommand(word) ? commandHelp(word, OUTPUT_FLAGS) : MATRIX_HELP;

// `sweepkit matrix <full-sweep|test-config> [flags]`: argv[0] is the group ('matrix').
// Every usage error (a flag, or a flag combination the generator refuses) ends with the help.
/** The group's entry, exported so it can be called in-process; the bundle runs it below. */
export const main: CliMain = async ([, ...argv]) => {
  try {
    return await matrix(argv);
  } catch (error) {
    if (error instanceof UsageError && !error.message.includes('\nusage: '))
      throw new UsageError(`${error.message}\n${helpFor(argv[0])}`);
    throw error;
  }
};

async function matrix(argv: string[]): Promise<number> {
  if (argv.length === 0) throw new UsageError(`'matrix' needs a command\n${MATRIX_HELP}`);
  if (argv[0] === '-h' || argv[0] === '--help') {
    writeStdout(MATRIX_HELP);
    return 0;
  }
  if (argv[0] === 'validate') {
    return validateCommand(argv.slice(1), writeStdout);
  }
  if (!isCommand(argv[0])) {
    const choices = [...COMMANDS, 'validate'];
    throw new UsageError(
      `argument command: invalid choice: '${argv[0]}' (choose from ${choices.map((c) => `'${c}'`).join(', ')})${didYouMean(argv[0]!, choices)}`,
    );
  }
  const request = parseInvocation(argv, OUTPUT_FLAGS);
  if (request === null) {
    writeStdout(helpFor(argv[0]));
    return 0;
  }
  const { format, failOnEmpty } = outputOptions(request);
  const { rows, explainEmpty } = await generate(request, localMatrixFiles());
  if (rows.length === 0) {
    const cause = await explainEmpty();
    refuseEmpty(rows, failOnEmpty, cause);
    const paint = painter(colourEnabled(2));
    process.stderr.write(`${paint('warning:', 'warning')} ${emptyMessage(cause)}; ${EMPTY_HINT}\n`);
  }
  writeMatrix(rows, format, request.command);
  return 0;
}

await runCli(main);
