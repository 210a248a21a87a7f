/**
 * R5: waiting for the checks on the pushed commit. Each wait phase has its own timeout; every
 * poll reports what is still pending, so the CLI can show progress.
 */
import type { RepoRef } from '../../github/client.js';
import type { OpsClock, OpsGitHub } from '../ports.js';
import { checkStates, judgeChecks, latestNamed, type CheckState } from './checks.js';
import { CHECK_CHANGELOG, EXIT, SWEEP_WORKFLOW, seconds } from './names.js';
import { refuse } from './refusal.js';

export interface WaitProgress {
  phase: 'check-changelog' | 'checks';
  pending: string[];
  elapsedMs: number;
}

export interface WaitOptions {
  repo: RepoRef;
  sha: string;
  timeoutMs: number;
  pollMs: number;
  /** Branch protection's required checks, when only those count. */
  required: string[] | null;
  clock: OpsClock;
  onProgress: (progress: WaitProgress) => void;
}

type Poll<T> = () => Promise<{ done: T } | { pending: string[] }>;

async function poll<T>(
  phase: WaitProgress['phase'],
  o: WaitOptions,
  step: Poll<T>,
  what: string,
): Promise<T> {
  const start = o.clock.now();
  for (;;) {
    const answer = await step();
    if ('done' in answer) return answer.done;
    const elapsedMs = o.clock.now() - start;
    o.onProgress({ phase, pending: answer.pending, elapsedMs });
    if (elapsedMs >= o.timeoutMs) {
      refuse('R5', `Timed out after ${seconds(o.timeoutMs)} waiting for ${what} on ${o.sha}`, EXIT.timeout);
    }
    await o.clock.sleep(Math.min(o.pollMs, Math.max(0, o.timeoutMs - elapsedMs)));
  }
}

export async function waitForChecks(github: OpsGitHub, o: WaitOptions): Promise<CheckState[]> {
  await poll(
    'check-changelog',
    o,
    async () => {
      const run = latestNamed(await github.listCheckRunsForRef(o.repo, o.sha), CHECK_CHANGELOG);
      if (!run || run.status !== 'completed') return { pending: [CHECK_CHANGELOG] };
      if (run.conclusion !== 'success') {
        refuse(
          'R5',
          `${CHECK_CHANGELOG} concluded ${run.conclusion ?? 'unknown'} - ${run.details_url ?? 'no details URL'}`,
        );
      }
      return { done: run };
    },
    CHECK_CHANGELOG,
  );
  const sweepRun = `${SWEEP_WORKFLOW} pull_request run`;
  return poll<CheckState[]>(
    'checks',
    o,
    async () => {
      const runs = await github.listRunsForHead(o.repo, SWEEP_WORKFLOW, 'pull_request', o.sha);
      if (runs.length === 0) return { pending: [sweepRun] };
      const [checkRuns, statuses] = [
        await github.listCheckRunsForRef(o.repo, o.sha),
        await github.listCommitStatuses(o.repo, o.sha),
      ];
      const verdict = judgeChecks(checkStates(checkRuns, statuses, o.required));
      if (verdict.kind === 'failed') {
        const { name, conclusion, url } = verdict.check;
        refuse('R5', `Check ${name} concluded ${conclusion ?? 'unknown'} - ${url ?? 'no details URL'}`);
      }
      if (verdict.kind === 'pending')
        return { pending: verdict.pending.length ? verdict.pending : ['(no checks yet)'] };
      return { done: verdict.checks };
    },
    'PR checks',
  );
}
