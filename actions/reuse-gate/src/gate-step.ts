/**
 * The body of the two gate entries (reuse-gate setup and reuse-gate/sync-gate): read inputs and the event, run the pure
 * decision over a real client, then write the eight outputs (in order) and the job summary.
 * On a refusal or API error no output is written (fail closed) and the step fails.
 */
import * as core from '@actions/core';
import { errorMessage } from '../../../shared/errors.js';
import { decideReuse, type GateParams } from '../../../shared/reuse/gate.js';
import { REUSE_LOG_MARKER } from '../../../shared/ops/inspect/names.js';
import { REUSE_OUTPUT_KEYS, type ReuseOutputs } from '../../../shared/reuse/names.js';
import { createGitHubClient } from '../../../io/github.js';
import { readInputs } from '../../_common/inputs.js';
import type { RunnerContext } from './context.js';
import { COMMAND, ReuseInputs } from './inputs.js';

export type EventFields = Pick<GateParams, 'eventAction' | 'prNumber' | 'commitSha'>;

type SummaryRows = Parameters<typeof core.summary.addTable>[0];

function summaryTable(outputs: ReuseOutputs): SummaryRows {
  return [
    [
      { data: 'output', header: true },
      { data: 'value', header: true },
    ],
    ...REUSE_OUTPUT_KEYS.map((key) => [key, outputs[key] === '' ? '(empty)' : outputs[key]]),
  ];
}

export async function runGateStep(title: string, context: RunnerContext, fields: EventFields): Promise<void> {
  const inputs = readInputs(ReuseInputs);
  core.setSecret(inputs['github-token']);
  const client = createGitHubClient({ token: inputs['github-token'] });
  const params: GateParams = {
    repo: context.repo,
    eventName: context.eventName,
    ref: context.ref,
    workflowId: inputs['workflow-id'],
    incompatibleLabels: inputs['reuse-incompatible-labels'],
    allowedAssociations: inputs['allowed-author-associations'],
    command: COMMAND,
    ...fields,
  };
  let outputs: ReuseOutputs;
  try {
    ({ outputs } = await decideReuse(client, params));
  } catch (error) {
    await core.summary
      .addHeading(`${title}: refused`, 3)
      .addRaw(`Reuse failed closed; no output was written and the step fails.\n\n`)
      .addCodeBlock(errorMessage(error))
      .write();
    throw error;
  }
  for (const key of REUSE_OUTPUT_KEYS) core.setOutput(key, outputs[key]);
  core.info(`${title}: ${outputs['reuse-reason']}`);
  // One machine-readable line, so `sweepkit verify-publication` reads the decision from the job
  // log instead of parsing the sentence above (the outputs hold no secret).
  core.info(`${REUSE_LOG_MARKER} ${JSON.stringify(outputs)}`);
  await core.summary
    .addHeading(title, 3)
    .addRaw(`${outputs['reuse-reason']}\n\n`)
    .addTable(summaryTable(outputs))
    .write();
}
