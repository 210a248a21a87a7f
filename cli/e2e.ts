import { type CliMain, runCli } from './_common/cli.js';
import { dispatch, type Subcommand } from './_common/subcommands.js';
import e2eDispatch from './e2e/dispatch.js';

// `sweepkit e2e dispatch`: checks the generator command with the matrix generator, then dispatches.
const E2E: Record<string, Subcommand> = { dispatch: e2eDispatch };

/** The group's entry, exported so it can be called in-process; the bundle runs it below. */
export const main: CliMain = async (argv) => dispatch(argv, E2E);

await runCli(main);
