/**
 * What the CLI adds to the generator's flags: the output format (JSON, the reference's bytes,
 * stays the default) and --fail-on-empty (the action's fail-on-empty input). They are CLI flags
 * only: the action's generate-cli-command does not accept them.
 */
import type { FlagSpec } from '../../shared/matrix/args.js';
import type { GeneratorRequest } from '../../shared/matrix/flags.js';
import { matrixSummary } from '../../shared/matrix/summary.js';
import { matrixTable } from '../../shared/matrix/table.js';
import type { Row } from '../../shared/matrix/rows.js';
import { colourEnabled, painter } from '../_common/colour.js';

const FORMATS = ['json', 'table', 'summary'] as const;
export type MatrixFormat = (typeof FORMATS)[number];

export const OUTPUT_FLAGS: FlagSpec[] = [
  {
    name: '--format',
    arity: 1,
    choices: FORMATS,
    metavar: 'FORMAT',
    help: 'json (default: the rows, one array), table (one line per config and sequence) or summary (the job summary)',
  },
  {
    name: '--fail-on-empty',
    arity: 0,
    help: 'exit 1 when the filters leave no row (default: a warning, exit 0)',
  },
];

export function outputOptions(request: GeneratorRequest): { format: MatrixFormat; failOnEmpty: boolean } {
  return {
    format: (request.extraFlags['--format'] as MatrixFormat | undefined) ?? 'json',
    failOnEmpty: request.extraFlags['--fail-on-empty'] === true,
  };
}

/** The rows on stdout in the chosen format; the summary is the one the action writes. */
export function writeMatrix(rows: Row[], format: MatrixFormat, command: string): void {
  if (format === 'json') process.stdout.write(`${JSON.stringify(rows)}\n`);
  else if (format === 'summary')
    process.stdout.write(`${matrixSummary(rows, `Benchmark matrix (${command})`)}`);
  else process.stdout.write(matrixTable(rows, { style: painter(colourEnabled(1)) }));
}
