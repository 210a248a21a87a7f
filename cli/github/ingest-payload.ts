import { readFileSync } from 'node:fs';
import { createGitHubClient } from '../../io/github.js';
import { SweepkitError, UsageError } from '../../shared/errors.js';
import { repoName } from '../../shared/github/repo.js';
import { resolveAppRepository } from '../../shared/ingest/app-repository.js';
import { decideIngest, onlyEvent, type IngestDecision } from '../../shared/ingest/decide.js';
import {
  DEFAULT_DATABASE_TARGET,
  INGEST_EVENTS,
  MAIN_REF,
  type IngestEvent,
} from '../../shared/ingest/names.js';
import { Needs } from '../../shared/ingest/needs.js';
import { recoveryDispatch } from '../../shared/ingest/recover.js';
import { dryRunReasons } from '../../shared/ingest/dry-run.js';
import { describeZodIssues } from '../../shared/inputs.js';
import { writeStdout } from '../_common/cli.js';
import { readUtf8File } from '../../io/read-file.js';
import { type FlagTable, helpText, parseFlags } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';

const FLAGS = {
  needs: {
    type: 'string',
    value: 'FILE',
    help: "toJson(needs) of the trigger job, as JSON ('-' reads stdin)",
  },
  'run-id': { type: 'string', value: 'ID', help: 'the merge run id (github.run_id)' },
  'event-name': { type: 'string', default: 'push', value: 'NAME', help: "the run's event (default push)" },
  ref: { type: 'string', default: MAIN_REF, value: 'REF', help: `the run's ref (default ${MAIN_REF})` },
  event: {
    type: 'string',
    default: 'auto',
    value: 'EVENT',
    help: `auto | ${INGEST_EVENTS.join(' | ')} (default auto)`,
  },
  recover: {
    type: 'boolean',
    default: false,
    help: 'the recovery dispatch instead (needs --source-run-id and --merge-run-id)',
  },
  'source-run-id': {
    type: 'string',
    value: 'ID',
    help: 'recover: the PR sweep run with the benchmark artifacts',
  },
  'merge-run-id': { type: 'string', value: 'ID', help: 'recover: the main run with changelog-metadata' },
  'database-target': {
    type: 'string',
    default: DEFAULT_DATABASE_TARGET,
    value: 'T',
    help: `database-target of ingest-agentic-results (default ${DEFAULT_DATABASE_TARGET})`,
  },
  'dry-run': { type: 'boolean', help: 'print only (default)' },
  send: {
    type: 'boolean',
    default: false,
    help: 'send the dispatches with GITHUB_TOKEN (to GITHUB_API_URL)',
  },
  'app-repository': { type: 'string', value: 'O/N', help: 'receiver (default: --repo with "-app" appended)' },
  repo: { type: 'string', value: 'OWNER/NAME', help: 'this repository (default GITHUB_REPOSITORY)' },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: `sweepkit ingest payload --needs FILE --run-id ID [flags]
       sweepkit ingest payload --recover --source-run-id ID --merge-run-id ID [flags]`,
  about: `Print the ingest repository_dispatch payloads a run-sweep run sends, or the recovery
dispatch. Nothing is sent unless --send is given (--dry-run is the default); a dry run's
reasons say what would be sent.`,
  flags: FLAGS,
  epilog: 'Prints JSON {repository, sent, dispatches, reasons}.',
});

function readNeeds(path: string): Needs {
  const text = path === '-' ? readFileSync(0, 'utf8') : readUtf8File(path, { what: 'needs file (--needs)' })!;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SweepkitError({ message: `not valid JSON (${(error as Error).message})`, file: path });
  }
  const parsed = Needs.safeParse(value);
  if (!parsed.success) {
    throw new SweepkitError(
      describeZodIssues(parsed.error, 'job').map((message) => ({ message, file: path })),
      `--needs ${path} is not toJson(needs)`,
    );
  }
  return parsed.data;
}

async function run(argv: string[]): Promise<number> {
  const values = parseFlags(argv, FLAGS, HELP);
  if (!values) return 0;
  if (values.send && values['dry-run']) throw new UsageError('give --send or --dry-run, not both');
  const event = values.event as IngestEvent | 'auto';
  if (event !== 'auto' && !INGEST_EVENTS.includes(event)) {
    throw new UsageError(`--event must be auto, ${INGEST_EVENTS.join(' or ')}, got '${values.event}'`);
  }
  let decision: IngestDecision;
  if (values.recover) {
    if (values['source-run-id'] === undefined || values['merge-run-id'] === undefined) {
      throw new UsageError('--recover needs --source-run-id and --merge-run-id');
    }
    const dispatch = recoveryDispatch(
      values['source-run-id'],
      values['merge-run-id'],
      values['database-target'],
    );
    decision = { dispatches: [dispatch], reasons: ['recovery dispatch'] };
  } else {
    if (!values.needs || values['run-id'] === undefined) {
      throw new UsageError('--needs and --run-id are required (or use --recover)');
    }
    decision = onlyEvent(
      decideIngest({
        eventName: values['event-name'],
        ref: values.ref,
        runId: values['run-id'],
        needs: readNeeds(values.needs),
        databaseTarget: values['database-target'],
      }),
      event,
    );
  }
  const repository = values.repo ?? process.env.GITHUB_REPOSITORY;
  if (values.send && !values['app-repository'] && !repository) {
    throw new UsageError('--send needs --app-repository (or --repo / GITHUB_REPOSITORY to derive it)');
  }
  const appRepo =
    values['app-repository'] || repository
      ? resolveAppRepository(values['app-repository'], repository ?? '')
      : undefined;
  if (values.send && decision.dispatches.length) {
    const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN ?? '';
    if (!token)
      throw new UsageError('--send needs GITHUB_TOKEN (a token that may dispatch to the app repository)');
    const client = createGitHubClient({ token });
    for (const dispatch of decision.dispatches) {
      await client.dispatchRepositoryEvent(appRepo!, dispatch.event_type, dispatch.client_payload);
    }
  }
  const sent = values.send && decision.dispatches.length > 0;
  writeStdout(
    JSON.stringify(
      {
        repository: appRepo ? repoName(appRepo) : null,
        sent,
        dispatches: decision.dispatches,
        reasons: sent ? decision.reasons : dryRunReasons(decision.reasons),
      },
      null,
      2,
    ),
  );
  return 0;
}

const ingestPayload: Subcommand = {
  about: 'print (or, with --send, send) the ingest dispatch payloads for a run',
  help: HELP,
  flags: FLAGS,
  run,
};
export default ingestPayload;
