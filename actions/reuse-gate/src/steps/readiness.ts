/**
 * `readiness` entry: the verdict behind the `sweep-readiness` commit status. It runs main's reuse
 * decision on the PR as it stands and writes ready, reason, fix and the status description; not
 * ready also fails the step, so the job is red as well as the status. A GitHub fault writes no
 * verdict and fails the step: the workflow then posts a failed status (fail closed).
 */
import * as core from '@actions/core';
import { decideReadiness } from '../../../../shared/readiness/decide.js';
import { READINESS_CONTEXT } from '../../../../shared/readiness/names.js';
import { statusDescription } from '../../../../shared/readiness/status.js';
import { gatherReadiness } from '../../../../shared/readiness/gather.js';
import { createGitHubClient } from '../../../../io/github.js';
import { readInputs } from '../../../_common/inputs.js';
import { readRunnerContext } from '../context.js';
import { COMMAND, ReadinessInputs } from '../inputs.js';

export async function run(): Promise<void> {
  const context = readRunnerContext();
  const inputs = readInputs(ReadinessInputs);
  core.setSecret(inputs['github-token']);
  const facts = await gatherReadiness(createGitHubClient({ token: inputs['github-token'] }), {
    repo: context.repo,
    prNumber: inputs['pr-number'],
    changelogFile: inputs['changelog-file'],
    changelogChanged: inputs['changelog-changed'],
    gateResult: inputs['gate-result'],
    sweepDecision: inputs['sweep-decision'],
    workflowId: inputs['workflow-id'],
    incompatibleLabels: inputs['reuse-incompatible-labels'],
    allowedAssociations: inputs['allowed-author-associations'],
    command: COMMAND,
  });
  const verdict = decideReadiness(facts);
  core.setOutput('ready', String(verdict.ready));
  core.setOutput('reason', verdict.reason);
  core.setOutput('fix', verdict.fix);
  core.setOutput('description', statusDescription(verdict));
  await core.summary
    .addHeading(`${READINESS_CONTEXT} of PR #${facts.prNumber}: ${verdict.ready ? 'ready' : 'not ready'}`, 3)
    .addRaw(`${verdict.reason}\n\n${verdict.fix ? `Fix: ${verdict.fix}\n` : ''}`)
    .write();
  if (verdict.ready) core.info(`ready: ${verdict.reason}`);
  else core.setFailed(`PR #${facts.prNumber} is not ready to merge: ${verdict.reason} Fix: ${verdict.fix}`);
}
