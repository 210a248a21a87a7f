/** `sweepkit run find`: the one run with an exact display title (never "the newest run"), optionally waiting for it. */
import { UsageError } from '../../shared/errors.js';
import { E2E_WORKFLOW, e2eTitle } from '../../shared/ops/inspect/dispatch.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlags, wholeNumberFlag } from '../_common/flags.js';
import { EXIT, JSON_FLAG, REPO_FLAG, emit, execute, portFromEnv, resolveRepo } from './common.js';
import { findRunByTitle, runSummary } from './find-run.js';

const FLAGS = {
  title: { type: 'string', value: 'TITLE', help: 'the exact display title' },
  'test-name': { type: 'string', value: 'NAME', help: 'means --title "e2e Test - NAME"' },
  workflow: { type: 'string', value: 'FILE', help: `default ${E2E_WORKFLOW}` },
  event: { type: 'string', value: 'EVENT', help: 'default workflow_dispatch' },
  since: { type: 'string', value: 'ISO', help: 'only runs created at or after ISO (less 5 s of clock skew)' },
  wait: { type: 'string', value: 'S', help: 'poll every 2 s up to S seconds while no run matches' },
  limit: {
    type: 'string',
    value: 'N',
    help: 'how many of the newest runs to search (default 30, at most 100)',
  },
  ...REPO_FLAG,
  ...JSON_FLAG,
} as const satisfies FlagTable;

const HELP = helpText({
  usage:
    'sweepkit run find --title TITLE | --test-name NAME [--workflow FILE] [--event EVENT] [--since ISO] [--wait S] [--limit N] [--repo OWNER/NAME] [--json]',
  about: `Find the run whose display title is exactly TITLE (case-sensitive, not trimmed) among the
newest runs of the workflow.`,
  epilog:
    'Exit codes: 0 one run found, 1 none (without --wait) or several, 2 usage, 4 GitHub/token error, 5 timeout.',
  flags: FLAGS,
});

const find: Subcommand = {
  about: 'the one run with an exact title (optionally waiting for it)',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    if ((values.title === undefined) === (values['test-name'] === undefined))
      throw new UsageError(`give exactly one of --title and --test-name`);
    if (values['test-name'] !== undefined && values['test-name'] === '')
      throw new UsageError(
        '--test-name must not be empty: an empty name titles the run with the generator command',
      );
    const title = values.title ?? e2eTitle(values['test-name']!);
    const since = values.since === undefined ? undefined : new Date(values.since);
    if (since && Number.isNaN(since.getTime()))
      throw new UsageError(`--since must be an ISO time, got '${values.since}'`);
    const wait = wholeNumberFlag('--wait', values.wait);
    const limit = Math.min(100, wholeNumberFlag('--limit', values.limit, 1) ?? 30);
    const workflow = values.workflow ?? E2E_WORKFLOW;
    const event = values.event ?? 'workflow_dispatch';
    const repo = resolveRepo(values.repo);
    const json = values.json === true;
    return execute(json, async () => {
      const port = portFromEnv();
      const run = await findRunByTitle(port, repo, {
        workflow,
        event,
        title,
        since,
        limit,
        waitSeconds: wait,
      });
      const out = runSummary(run);
      emit(json, { ok: true, run: out }, () =>
        [
          ...Object.entries(out).map(([k, v]) => `${k}: ${v ?? ''}`),
          'Run metadata shows the dispatch ref; check the checkout ref and generator command in get-jobs.',
        ].join('\n'),
      );
      return EXIT.ok;
    });
  },
};

export default find;
