import { type CliMain, runCli } from './_common/cli.js';
import { dispatch, type Subcommand } from './_common/subcommands.js';
import e2eDispatch from './e2e/dispatch.js';

// `sweepkit e2e dispatch`: its own bundle, because it carries the matrix generator that checks
// the generator command locally (the run-inspection bundle stays small).
const E2E: Record<string, Subcommand> = { dispatch: e2eDispatch };

/** The group's entry, exported so it can be called in-process; the bundle runs it below. */
export const main: CliMain = async (argv) => dispatch(argv, E2E);

void runCli(main);
