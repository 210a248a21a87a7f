import { UsageError } from '../shared/errors.js';
import { type CliMain, runCli } from './_common/cli.js';
import { dispatch, type Subcommand } from './_common/subcommands.js';
import ingestPayload from './github/ingest-payload.js';
import ingestPreflight from './github/ingest-preflight.js';
import reuseCheckComment from './github/reuse-check-comment.js';
import reuseFind from './github/reuse-find.js';
import reuseReadiness from './github/reuse-readiness.js';
import stageSelect from './github/stage-select.js';

// The GitHub-facing command groups share one bundle (one API client, one fake in tests).
const GROUPS: Record<string, Record<string, Subcommand>> = {
  reuse: { find: reuseFind, 'check-comment': reuseCheckComment, readiness: reuseReadiness },
  stage: { select: stageSelect },
  ingest: { payload: ingestPayload, preflight: ingestPreflight },
};

/** The group's entry, exported so it can be called in-process; the bundle runs it below. */
export const main: CliMain = async (argv) => {
  const group = argv[0] ?? '';
  const subcommands = Object.hasOwn(GROUPS, group) ? GROUPS[group] : undefined;
  if (!subcommands) throw new UsageError(`unknown command '${group}'`);
  return dispatch(argv, subcommands);
};

await runCli(main);
