/** `sweepkit ingest preflight <run-id>`: what the results app would load from a run, before dispatching. */
import { readJsonFile } from '../../io/read-file.js';
import { readPreflightArtifacts } from '../../io/ingest-preflight.js';
import { UsageError } from '../../shared/errors.js';
import { repoName } from '../../shared/github/repo.js';
import { INGEST_EVENTS, type IngestEvent } from '../../shared/ingest/names.js';
import { expectedConfigs } from '../../shared/ingest/preflight/expected.js';
import { NOTHING_LOADS } from '../../shared/ingest/preflight/names.js';
import { eventsWithSources, preflight } from '../../shared/ingest/preflight/preflight.js';
import { preflightMarkdown } from '../../shared/ingest/preflight/table.js';
import { writeStdout } from '../_common/cli.js';
import { type FlagTable, helpText, parseFlagsAndPositionals } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';
import { EXIT, REPO_FLAG, execute, parseRunId, portFromEnv, resolveRepo } from '../run/common.js';

const FORMATS = ['table', 'json'] as const;

const FLAGS = {
  ...REPO_FLAG,
  event: {
    type: 'string',
    default: 'auto',
    value: 'EVENT',
    help: `auto | ${INGEST_EVENTS.join(' | ')} (default auto: the events whose\nresult artifacts the run has)`,
  },
  plan: {
    type: 'string',
    value: 'FILE',
    help: "setup's search-space-config (JSON, '-' reads stdin): configs it expects\nthat would load nothing are named",
  },
  format: { type: 'string', default: 'table', value: 'FORMAT', help: 'table (Markdown, default) or json' },
} as const satisfies FlagTable;

const HELP = helpText({
  usage:
    'sweepkit ingest preflight <run-id> [--event EVENT] [--plan FILE] [--repo OWNER/NAME] [--format table|json]',
  about: `Apply the results app's rules to a run's result artifacts and show what an ingest would load,
per config (model, hardware, framework, precision, benchmark type): rows kept, rows skipped as
failed runs (no successful request out of a counted total), agentic rows without ITL (the app
derives interactivity from ITL), and artifacts superseded by a newer upload of the same logical
name (the name without its trailing _<runner>_<index>). Reads the artifact list and downloads
only the newest upload of each result artifact. This is the check trigger-ingest runs before it
dispatches. <run-id> is the source run (a run id or a run URL).`,
  flags: FLAGS,
  epilog: `Needs GH_TOKEN or GITHUB_TOKEN (actions: read). Exit codes: 0 something loads (expected
configs that load nothing are listed), 1 nothing would load for some event, 2 usage,
4 GitHub/token error.`,
});

function readPlan(path: string): unknown {
  return readJsonFile(path === '-' ? 0 : path, {
    what: 'plan file (--plan)',
    expected: "pass setup's search-space-config output",
  });
}

const ingestPreflight: Subcommand = {
  about: 'show what an ingest of a run would load (the results app rules), before dispatching',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<run-id>'] }, HELP);
    if (!parsed) return 0;
    const { values, positionals } = parsed;
    const runId = parseRunId(positionals[0]!);
    const event = values.event as IngestEvent | 'auto';
    if (event !== 'auto' && !INGEST_EVENTS.includes(event))
      throw new UsageError(`--event must be auto, ${INGEST_EVENTS.join(' or ')}, got '${values.event}'`);
    const format = values.format as (typeof FORMATS)[number];
    if (!FORMATS.includes(format))
      throw new UsageError(`--format must be ${FORMATS.join(' or ')}, got '${values.format}'`);
    const json = format === 'json';
    const repo = resolveRepo(values.repo);
    const plan = values.plan === undefined ? undefined : readPlan(values.plan);
    return execute(json, async () => {
      const artifacts = await readPreflightArtifacts(
        portFromEnv(),
        repo,
        runId,
        event === 'auto' ? 'auto' : [event],
      );
      const report = preflight({
        artifacts,
        events: event === 'auto' ? eventsWithSources(artifacts) : [event],
        expected: expectedConfigs(plan),
      });
      // Several results of one eval identity refuse too: trigger-ingest's default does not send them.
      const exit =
        report.events.some((e) => e.verdict === NOTHING_LOADS || e.duplicateEvals.length) ||
        !report.events.length
          ? EXIT.refused
          : EXIT.ok;
      writeStdout(
        json
          ? JSON.stringify(
              { ok: exit === EXIT.ok, repository: repoName(repo), run_id: runId, ...report },
              null,
              2,
            )
          : preflightMarkdown(report, runId),
      );
      return exit;
    });
  },
};

export default ingestPreflight;
