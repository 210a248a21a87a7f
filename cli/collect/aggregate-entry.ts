/**
 * `sweepkit collect aggregate` as a bundle of its own (dist/cli/collect/aggregate.cjs, which
 * bin/run-bundle.js runs for this one subcommand): the group's bundle holds every collect
 * command, with the run-statistics REST client, the comparison schemas and the power readers,
 * and compiling it cost more than the aggregation of 500 folders itself. The command, its flags
 * and its errors are the group's own (cli/collect.ts routes to the same module).
 */
import { type CliMain, runCli } from '../_common/cli.js';
import { dispatch } from '../_common/subcommands.js';
import { aggregateCommand } from './aggregate.js';

/** argv[0] is the group, argv[1] `aggregate` (the only subcommand this bundle is run for). */
export const main: CliMain = (argv) => dispatch(argv, { aggregate: aggregateCommand });

void runCli(main);
