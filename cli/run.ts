import { UsageError } from '../shared/errors.js';
import { type CliMain, runCli } from './_common/cli.js';
import { dispatch, withHelp, type Subcommand } from './_common/subcommands.js';
import artifacts from './run/artifacts.js';
import classify from './run/classify.js';
import download from './run/download.js';
import find from './run/find.js';
import rerun from './run/rerun.js';
import show from './run/show.js';
import verifyPublication from './run/verify-publication.js';
import auditPublication from './run/audit-publication.js';
import watch from './run/watch.js';

// Watching a sweep: run inspection and publication checks share one bundle (one port, one client).
const RUN: Record<string, Subcommand> = { find, watch, artifacts, download, show, classify, rerun };

/** The group's entry, exported so it can be called in-process; the bundle runs it below. */
export const main: CliMain = async (argv) => {
  const group = argv[0] ?? '';
  if (group === 'verify-publication')
    return withHelp(verifyPublication.help, () => verifyPublication.run(argv.slice(1)));
  if (group === 'audit-publication')
    return withHelp(auditPublication.help, () => auditPublication.run(argv.slice(1)));
  if (group === 'run') return dispatch(argv, RUN);
  throw new UsageError(`unknown command '${group}'`);
};

await runCli(main);
