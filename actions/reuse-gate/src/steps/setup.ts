/**
 * reuse-gate (the main entry, `setup`): the reuse decision of the run-sweep setup job. Like the reference it passes no
 * event action and no PR number, so PR runs always report reuse disabled
 * ("pull_request action unknown is not synchronize") and pushes to main evaluate main-branch reuse.
 */
import { readRunnerContext } from '../context.js';
import { runGateStep } from '../gate-step.js';

export async function run(): Promise<void> {
  const context = readRunnerContext();
  await runGateStep('Reuse decision (setup)', context, { commitSha: context.sha });
}
