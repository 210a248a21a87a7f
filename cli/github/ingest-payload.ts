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
import { describeZodIssues } from '../../shared/inputs.js';
import { writeStdout } from '../_common/cli.js';
import { parseFlags } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';

const HELP = `usage: sweepkit ingest payload --needs FILE --run-id ID [flags]
       sweepkit ingest payload --recover --source-run-id ID --merge-run-id ID [flags]

Print the ingest repository_dispatch payloads a run-sweep run sends, or the recovery
dispatch. Nothing is sent unless --send is given (--dry-run is the default).

  --needs FILE           toJson(needs) of the trigger job, as JSON ('-' reads stdin)
  --run-id ID            the merge run id (github.run_id)
  --event-name NAME      the run's event (default push)
  --ref REF              the run's ref (default ${MAIN_REF})
  --event EVENT          auto | ${INGEST_EVENTS.join(' | ')} (default auto)
  --recover              the recovery dispatch instead (needs --source-run-id and --merge-run-id)
  --source-run-id ID     recover: the PR sweep run with the benchmark artifacts
  --merge-run-id ID      recover: the main run with changelog-metadata
  --database-target T    database-target of ingest-agentic-results (default ${DEFAULT_DATABASE_TARGET})
  --dry-run              print only (default)
  --send                 send the dispatches with GITHUB_TOKEN (to GITHUB_API_URL)
  --app-repository O/N   receiver (default: --repo with "-app" appended)
  --repo OWNER/NAME      this repository (default GITHUB_REPOSITORY)

Prints JSON {repository, sent, dispatches, reasons}.
`;

function readNeeds(path: string): Needs {
  let text: string;
  try {
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read --needs ${path}: ${(error as Error).message}`);
  }
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
  const values = parseFlags(
    argv,
    {
      needs: { type: 'string' },
      'run-id': { type: 'string' },
      'event-name': { type: 'string', default: 'push' },
      ref: { type: 'string', default: MAIN_REF },
      event: { type: 'string', default: 'auto' },
      recover: { type: 'boolean', default: false },
      'source-run-id': { type: 'string' },
      'merge-run-id': { type: 'string' },
      'database-target': { type: 'string', default: DEFAULT_DATABASE_TARGET },
      'dry-run': { type: 'boolean' },
      send: { type: 'boolean', default: false },
      'app-repository': { type: 'string' },
      repo: { type: 'string' },
    },
    HELP,
  );
  if (!values) return 0;
  if (values.send && values['dry-run']) throw new UsageError('give --send or --dry-run, not both');
  const event = values.event as IngestEvent | 'auto';
  if (event !== 'auto' && !INGEST_EVENTS.includes(event)) {
    throw new UsageError(`--event must be auto, ${INGEST_EVENTS.join(' or ')}, got '${values.event}'`);
  }
  let decision: IngestDecision;
  if (values.recover) {
    if (values['source-run-id'] === undefined || values['merge-run-id'] === undefined) {
      throw new UsageError(`--recover needs --source-run-id and --merge-run-id\n${HELP}`);
    }
    const dispatch = recoveryDispatch(
      values['source-run-id'],
      values['merge-run-id'],
      values['database-target'],
    );
    decision = { dispatches: [dispatch], reasons: ['recovery dispatch'] };
  } else {
    if (!values.needs || values['run-id'] === undefined) {
      throw new UsageError(`--needs and --run-id are required (or use --recover)\n${HELP}`);
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
  writeStdout(
    JSON.stringify(
      {
        repository: appRepo ? repoName(appRepo) : null,
        sent: values.send && decision.dispatches.length > 0,
        dispatches: decision.dispatches,
        reasons: decision.reasons,
      },
      null,
      2,
    ),
  );
  return 0;
}

const ingestPayload: Subcommand = {
  about: 'print (or, with --send, send) the ingest dispatch payloads for a run',
  run,
};
export default ingestPayload;
