import * as core from '../../../_common/workflow-commands.js';
import { context } from '@actions/github';
import { resolveAppRepository } from '../../../../shared/ingest/app-repository.js';
import { decideIngest, onlyEvent } from '../../../../shared/ingest/decide.js';
import { DEFAULT_DATABASE_TARGET, INGEST_EVENTS } from '../../../../shared/ingest/names.js';
import { Needs } from '../../../../shared/ingest/needs.js';
import { booleanString, jsonString } from '../../../../shared/inputs.js';
import { z } from '../../../../shared/zod.js';
import { readInputs } from '../../../_common/inputs.js';
import { sendDispatches } from '../send.js';

const IngestInputs = z.object({
  needs: jsonString(Needs),
  event: z._default(z.enum(['auto', ...INGEST_EVENTS]), 'auto'),
  'dispatch-token': z.optional(z.string()),
  'app-repository': z.optional(z.string()),
  'database-target': z._default(z.string(), DEFAULT_DATABASE_TARGET),
  'run-id': z.optional(z.string()),
  'dry-run': z._default(booleanString, false),
});

/** Push to main: decide which ingest events the run sends and send them. */
export async function run(): Promise<void> {
  const inputs = readInputs(IngestInputs);
  if (inputs['dispatch-token']) core.setSecret(inputs['dispatch-token']);
  const repository = `${context.repo.owner}/${context.repo.repo}`;
  const appRepo = resolveAppRepository(inputs['app-repository'], repository);
  const decision = onlyEvent(
    decideIngest({
      eventName: context.eventName,
      ref: context.ref,
      runId: inputs['run-id'] ?? String(context.runId),
      needs: inputs.needs,
      databaseTarget: inputs['database-target'],
    }),
    inputs.event,
  );
  await sendDispatches(decision.dispatches, {
    appRepo,
    token: inputs['dispatch-token'],
    dryRun: inputs['dry-run'],
    reasons: decision.reasons,
  });
}
