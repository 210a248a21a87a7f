import { type CliMain, runCli } from './_common/cli.js';
import { dispatch } from './_common/subcommands.js';
import canary from './changelog/canary.js';
import canonicalize from './changelog/canonicalize.js';
import plan from './changelog/plan.js';
import priority from './changelog/priority.js';
import repair from './changelog/repair.js';
import resolveConflict from './changelog/resolve-conflict.js';
import validate from './changelog/validate.js';

/** The group's entry, exported so it can be called in-process; the bundle runs it below. */
export const main: CliMain = (argv) =>
  dispatch(argv, {
    validate,
    plan,
    canary,
    priority,
    canonicalize,
    'resolve-conflict': resolveConflict,
    repair,
  });

await runCli(main);
