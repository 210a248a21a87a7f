/**
 * reuse-gate/sync-gate: the PR synchronize gate (output skip-pr-sweep). The action and PR number come
 * from the pull_request event; an authorized request skips the PR sweep only when its source run
 * validates (the reference skipped on the comment alone), otherwise the step fails.
 */
import { SweepkitError } from '../../../../shared/errors.js';
import { eventAs, PullRequestEventSchema, readRunnerContext } from '../context.js';
import { runGateStep } from '../gate-step.js';

export async function run(): Promise<void> {
  const context = readRunnerContext();
  const event = context.eventName === 'pull_request' ? eventAs(PullRequestEventSchema, context) : undefined;
  const prNumber = event?.pull_request?.number ?? event?.number;
  if (event?.action === 'synchronize' && prNumber === undefined) {
    throw new SweepkitError({
      message: 'the pull_request synchronize event has no PR number (pull_request.number)',
      file: process.env.GITHUB_EVENT_PATH,
      hint: 'run sync-gate on the pull_request event of run-sweep.yml',
    });
  }
  await runGateStep('Reuse gate (PR synchronize)', context, {
    eventAction: event?.action,
    prNumber,
    commitSha: event?.pull_request?.head?.sha ?? context.sha,
  });
}
