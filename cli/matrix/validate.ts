/**
 * `sweepkit matrix validate [FILE|-]`: checks hand-built matrix rows (a JSON array, from a file
 * or stdin) against the row schemas the generator's rows satisfy, node-count included. Exit 1
 * with one line per problem (row index, kind, field); exit 0 with one OK line on stderr.
 */
import { SweepkitError, UsageError } from '../../shared/errors.js';
import { rowIssues } from '../../shared/matrix/validate-rows.js';
import { readJsonFile } from '../../io/read-file.js';

const VALIDATE_HELP = `usage: sweepkit matrix validate [FILE|-]

Validate hand-built matrix rows (a JSON array, as a workflow passes to fromJSON) against the
row schemas of the generator's rows: the fields of each row kind, node-count on multi-node rows.
Reads FILE, or stdin when FILE is '-' or absent. Exit 1 listing every problem (row index,
kind, field), exit 0 with one OK line on stderr.

options:
  -h, --help  show this help and exit
`;

/** Returns the exit code; a usage mistake is a UsageError followed by this help. */
export function validateCommand(argv: string[], write: (text: string) => void): number {
  if (argv.includes('-h') || argv.includes('--help')) {
    write(VALIDATE_HELP);
    return 0;
  }
  const options = argv.filter((arg) => arg.startsWith('-') && arg !== '-');
  if (options.length) throw new UsageError(`unrecognized arguments: ${options.join(' ')}\n${VALIDATE_HELP}`);
  if (argv.length > 1) throw new UsageError(`give one FILE (or -), got ${argv.join(' ')}\n${VALIDATE_HELP}`);
  const file = argv[0] ?? '-';
  const shown = file === '-' ? '<stdin>' : file;
  const value = readJsonFile(file === '-' ? 0 : file, {
    what: 'matrix file',
    expected: 'give a JSON array of matrix rows (what `sweepkit matrix` prints)',
  });
  const issues = rowIssues(value, shown);
  if (issues.length)
    throw new SweepkitError(issues, `${shown}: ${issues.length} problem(s) in the matrix rows:`);
  process.stderr.write(`OK: ${shown}: ${(value as unknown[]).length} matrix row(s) valid\n`);
  return 0;
}
