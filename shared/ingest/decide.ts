import { SweepkitError } from '../errors.js';
import { hasAgenticEntries } from './agentic.js';
import {
  DEFAULT_DATABASE_TARGET,
  INGEST_AGENTIC_EVENT,
  INGEST_RESULTS_EVENT,
  JOBS,
  MAIN_REF,
  SETUP_OUTPUTS,
  type IngestEvent,
} from './names.js';
import { outputOf, resultOf, type Needs } from './needs.js';
import { ingestDispatch, RunIdString, type IngestDispatch } from './payload.js';

export interface IngestContext {
  eventName: string;
  ref: string;
  /** This (merge) run's id, github.run_id. */
  runId: string;
  needs: Needs;
  databaseTarget?: string;
}

export interface IngestDecision {
  dispatches: IngestDispatch[];
  /** One line per event type: why it is or is not dispatched. */
  reasons: string[];
}

/** setup's search-space-config output as JSON (empty: an empty plan). */
export function parseSearchSpace(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SweepkitError({
      message: `setup output '${SETUP_OUTPUTS.searchSpaceConfig}' is not valid JSON (${(error as Error).message})`,
      entry: JOBS.setup,
      hint: `pass \${{ toJson(needs) }} of a job that needs ${JOBS.setup}`,
    });
  }
}

function runId(value: string, what: string): string {
  if (!RunIdString.safeParse(value).success) {
    throw new SweepkitError({
      message: `${what} must be a run id (ASCII digits)`,
      value,
      hint: 'refusing to dispatch ingest with it; check the setup job outputs',
    });
  }
  return value;
}

const isDone = (result: string) => result === 'success' || result === 'skipped';

/**
 * Which ingest dispatches a run-sweep run sends, with the workflow conditions
 * evaluated here so that one step decides and both trigger jobs stay thin.
 */
export function decideIngest(context: IngestContext): IngestDecision {
  const { needs } = context;
  const none = (why: string): IngestDecision => ({ dispatches: [], reasons: [why] });
  if (context.eventName !== 'push' || context.ref !== MAIN_REF) {
    return none(
      `no ingest: ${context.eventName} to ${context.ref || '(no ref)'} is not a push to ${MAIN_REF}`,
    );
  }
  if (resultOf(needs, JOBS.setup) !== 'success') {
    return none(`no ingest: ${JOBS.setup} concluded ${resultOf(needs, JOBS.setup)}`);
  }
  const agentic = hasAgenticEntries(
    parseSearchSpace(outputOf(needs, JOBS.setup, SETUP_OUTPUTS.searchSpaceConfig)),
  );
  const reuse = outputOf(needs, JOBS.setup, SETUP_OUTPUTS.reuseEnabled) === 'true';
  const mergeRunId = runId(context.runId, 'the merge run id (github.run_id)');
  const sourceRunId = reuse
    ? runId(
        outputOf(needs, JOBS.setup, SETUP_OUTPUTS.reuseSourceRunId),
        `setup output '${SETUP_OUTPUTS.reuseSourceRunId}'`,
      )
    : mergeRunId;
  const ids = { 'source-run-id': sourceRunId, 'merge-run-id': mergeRunId };
  const dispatches: IngestDispatch[] = [];
  const reasons: string[] = [];

  // ingest-results: no agentic rows, and something was collected or reused. It does not need the
  // metadata upload and fires after failed collection too (kept for parity with the reference).
  const collected = [JOBS.collectResults, JOBS.collectEvals].filter(
    (job) => resultOf(needs, job) !== 'skipped',
  );
  if (agentic) {
    reasons.push(`${INGEST_RESULTS_EVENT}: not sent, the search space has agentic entries`);
  } else if (collected.length === 0 && !reuse) {
    reasons.push(
      `${INGEST_RESULTS_EVENT}: not sent, ${JOBS.collectResults} and ${JOBS.collectEvals} were skipped and reuse is off`,
    );
  } else {
    dispatches.push(ingestDispatch({ event_type: INGEST_RESULTS_EVENT, client_payload: ids }));
    reasons.push(
      `${INGEST_RESULTS_EVENT}: sent, ${reuse ? `reusing run ${sourceRunId}` : `${collected.join(' and ')} ran`}`,
    );
  }

  // ingest-agentic-results: the metadata upload succeeded, and either reuse with agentic rows or
  // every agentic sweep family success/skipped with at least one success (kept from the reference: any failure blocks).
  const single = resultOf(needs, JOBS.sweepAgentic);
  const multi = resultOf(needs, JOBS.sweepMultiNodeAgentic);
  const upload = resultOf(needs, JOBS.uploadMetadata);
  const swept = (single === 'success' || multi === 'success') && isDone(single) && isDone(multi);
  if (upload !== 'success') {
    reasons.push(`${INGEST_AGENTIC_EVENT}: not sent, ${JOBS.uploadMetadata} concluded ${upload}`);
  } else if (reuse && agentic) {
    dispatches.push(agenticDispatch(ids, context.databaseTarget));
    reasons.push(`${INGEST_AGENTIC_EVENT}: sent, reusing run ${sourceRunId} with agentic entries`);
  } else if (swept) {
    dispatches.push(agenticDispatch(ids, context.databaseTarget));
    reasons.push(
      `${INGEST_AGENTIC_EVENT}: sent, ${JOBS.sweepAgentic} ${single} and ${JOBS.sweepMultiNodeAgentic} ${multi}`,
    );
  } else {
    reasons.push(
      `${INGEST_AGENTIC_EVENT}: not sent, ${JOBS.sweepAgentic} ${single} and ${JOBS.sweepMultiNodeAgentic} ${multi}${reuse ? ' and the search space has no agentic entries' : ''}`,
    );
  }
  return { dispatches, reasons };
}

export function agenticDispatch(
  ids: { 'source-run-id': string; 'merge-run-id': string },
  databaseTarget = DEFAULT_DATABASE_TARGET,
): IngestDispatch {
  return ingestDispatch({
    event_type: INGEST_AGENTIC_EVENT,
    client_payload: { ...ids, 'database-target': databaseTarget },
  });
}

/** Keeps only the dispatches of one trigger job (when a workflow splits them into two jobs). */
export function onlyEvent(decision: IngestDecision, event: IngestEvent | 'auto'): IngestDecision {
  if (event === 'auto') return decision;
  return {
    dispatches: decision.dispatches.filter((d) => d.event_type === event),
    reasons: decision.reasons.filter((r) => r.startsWith(`${event}:`)),
  };
}
