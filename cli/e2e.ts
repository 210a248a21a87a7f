import { runCli } from './_common/cli.js';
import { dispatch, type Subcommand } from './_common/subcommands.js';
import e2eDispatch from './e2e/dispatch.js';

// `sweepkit e2e dispatch`: its own bundle, because it carries the matrix generator that checks
// the generator command locally (the run-inspection bundle stays small).
const E2E: Record<string, Subcommand> = { dispatch: e2eDispatch };

void runCli(async (argv) => dispatch(argv, E2E));
