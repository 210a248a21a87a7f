/** What `run watch` prints while a run is going: jobs by state, and the first failure once it happens. */
import { firstFailure, failingStep } from './jobs.js';
import type { Job, RunHeader } from './schemas.js';

const JOB_STATES = ['queued', 'in_progress', 'success', 'failure', 'cancelled', 'skipped', 'other'] as const;
type JobState = (typeof JOB_STATES)[number];

function stateOf(job: Job): JobState {
  if (job.status !== 'completed') return job.status === 'in_progress' ? 'in_progress' : 'queued';
  switch (job.conclusion) {
    case 'success':
      return 'success';
    case 'failure':
    case 'timed_out':
      return 'failure';
    case 'cancelled':
      return 'cancelled';
    case 'skipped':
      return 'skipped';
    default:
      return 'other';
  }
}

export interface Progress {
  run_id: number;
  run_attempt: number;
  status: string;
  conclusion: string | null;
  counts: Record<JobState, number>;
  first_failure?: { id: number; name: string; step: string | undefined; html_url: string | undefined };
}

export function progressOf(run: RunHeader, jobs: readonly Job[]): Progress {
  const counts = Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
  for (const job of jobs) counts[stateOf(job)]++;
  const failed = firstFailure(jobs);
  return {
    run_id: run.id,
    run_attempt: run.run_attempt ?? 1,
    status: run.status ?? 'unknown',
    conclusion: run.conclusion ?? null,
    counts,
    ...(failed
      ? {
          first_failure: {
            id: failed.id,
            name: failed.name,
            step: failingStep(failed)?.name,
            html_url: failed.html_url ?? undefined,
          },
        }
      : {}),
  };
}

/** `in_progress: 3 jobs queued 1, in_progress 2, success 10` (zero counts left out). */
export function progressLine(p: Progress): string {
  const parts = JOB_STATES.filter((s) => p.counts[s] > 0).map((s) => `${s} ${p.counts[s]}`);
  return `run ${p.run_id} attempt ${p.run_attempt}: ${p.status}${p.conclusion ? `/${p.conclusion}` : ''}; jobs ${parts.join(', ') || 'none yet'}`;
}
