import * as core from '@actions/core';
import { context } from '@actions/github';
import { resolveAppRepository } from '../../../../shared/ingest/app-repository.js';
import { DEFAULT_DATABASE_TARGET } from '../../../../shared/ingest/names.js';
import { recoveryDispatch } from '../../../../shared/ingest/recover.js';
import { booleanString } from '../../../../shared/inputs.js';
import { z } from 'zod';
import { readInputs } from '../../../_common/inputs.js';
import { sendDispatches } from '../send.js';

const RecoverInputs = z.object({
  'source-run-id': z.string({ error: 'is required (the PR sweep run holding the benchmark artifacts)' }),
  'merge-run-id': z.string({ error: 'is required (the main run holding changelog-metadata)' }),
  'dispatch-token': z.optional(z.string()),
  'app-repository': z.optional(z.string()),
  'database-target': z._default(z.string(), DEFAULT_DATABASE_TARGET),
  'dry-run': z._default(booleanString, false),
});

/**
 * Recovery: re-send ingest-agentic-results for a reused run. The ids arrive as action
 * inputs (never interpolated into a shell, as the reference's recovery workflow did) and must be ASCII digits.
 */
export async function run(): Promise<void> {
  const inputs = readInputs(RecoverInputs);
  if (inputs['dispatch-token']) core.setSecret(inputs['dispatch-token']);
  const dispatch = recoveryDispatch(
    inputs['source-run-id'],
    inputs['merge-run-id'],
    inputs['database-target'],
  );
  await sendDispatches([dispatch], {
    appRepo: resolveAppRepository(inputs['app-repository'], `${context.repo.owner}/${context.repo.repo}`),
    token: inputs['dispatch-token'],
    dryRun: inputs['dry-run'],
    reasons: [`recovery: source run ${inputs['source-run-id']}, merge run ${inputs['merge-run-id']}`],
  });
}
