import { type CliMain, runCli } from './_common/cli.js';
import { dispatch } from './_common/subcommands.js';
import { aggregateCommand } from './collect/aggregate.js';
import { compareCommand } from './collect/compare.js';
import { evalsCommand } from './collect/evals.js';
import { processResultCommand } from './collect/process-result.js';
import { runStatsCommand } from './collect/run-stats.js';

// argv[0] is the subcommand group the dispatcher (bin/sweepkit.js) routed here.
/** The group's entry, exported so it can be called in-process; the bundle runs it below. */
export const main: CliMain = (argv) =>
  dispatch(argv, {
    'process-result': processResultCommand,
    aggregate: aggregateCommand,
    evals: evalsCommand,
    'run-stats': runStatsCommand,
    compare: compareCommand,
  });

await runCli(main);
