import * as core from '@actions/core';
import { context } from '@actions/github';
import { SweepkitError } from '../../../../shared/errors.js';
import { resolveAppRepository } from '../../../../shared/ingest/app-repository.js';
import { decideIngest, onlyEvent, parseSearchSpace } from '../../../../shared/ingest/decide.js';
import {
  DEFAULT_DATABASE_TARGET,
  INGEST_EVENTS,
  JOBS,
  SETUP_OUTPUTS,
} from '../../../../shared/ingest/names.js';
import { Needs, outputOf } from '../../../../shared/ingest/needs.js';
import {
  DEFAULT_PREFLIGHT_MODE,
  PREFLIGHT_INPUT,
  PREFLIGHT_MODES,
} from '../../../../shared/ingest/preflight/names.js';
import { booleanString, jsonString } from '../../../../shared/inputs.js';
import { z } from 'zod';
import { readInputs } from '../../../_common/inputs.js';
import { runPreflight } from '../preflight.js';
import { requireDispatchToken, sendDispatches } from '../send.js';

const IngestInputs = z.object({
  needs: jsonString(Needs),
  event: z._default(z.enum(['auto', ...INGEST_EVENTS]), 'auto'),
  'dispatch-token': z.optional(z.string()),
  'github-token': z.optional(z.string()),
  'app-repository': z.optional(z.string()),
  'database-target': z._default(z.string(), DEFAULT_DATABASE_TARGET),
  'run-id': z.optional(z.string()),
  'dry-run': z._default(booleanString, false),
  [PREFLIGHT_INPUT]: z._default(z.enum(PREFLIGHT_MODES), DEFAULT_PREFLIGHT_MODE),
});

/**
 * Push to main: decide which ingest events the run sends, check with the preflight that each
 * would load something, and send them.
 */
export async function run(): Promise<void> {
  const inputs = readInputs(IngestInputs);
  if (inputs['dispatch-token']) core.setSecret(inputs['dispatch-token']);
  if (inputs['github-token']) core.setSecret(inputs['github-token']);
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
  const send = { token: inputs['dispatch-token'], dryRun: inputs['dry-run'] };
  requireDispatchToken(decision.dispatches, send);
  const gate = await runPreflight(decision.dispatches, {
    mode: inputs[PREFLIGHT_INPUT],
    token: inputs['github-token'],
    repo: { owner: context.repo.owner, repo: context.repo.repo },
    plan: parseSearchSpace(outputOf(inputs.needs, JOBS.setup, SETUP_OUTPUTS.searchSpaceConfig)),
    dryRun: inputs['dry-run'],
  });
  for (const warning of gate.warnings) core.warning(warning, { title: 'ingest preflight' });
  await sendDispatches(gate.dispatches, {
    appRepo,
    ...send,
    reasons: decision.reasons.map((reason) => {
      const event = INGEST_EVENTS.find((e) => reason.startsWith(`${e}:`));
      const finding = event && gate.findings[event];
      if (!finding) return reason;
      return gate.refused.includes(event)
        ? `${event}: not sent, ${finding}`
        : `${reason}; preflight: ${finding}`;
    }),
    details: gate.markdown,
  });
  if (gate.refused.length) {
    throw new SweepkitError(
      gate.refused.map((event) => ({
        message: `${event}: ${gate.findings[event]}`,
        hint: `see the preflight table in the job summary; set ${PREFLIGHT_INPUT}: warn to dispatch anyway, or recover the ingest once the results are there`,
      })),
    );
  }
}
