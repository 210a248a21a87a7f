/**
 * `recover-ingest inspect`: prove the target of an ingest recovery, a failed push-to-main run of
 * run-sweep.yml, and the one merged PR its commit maps to. Pure checks over fetched data, in order;
 * the first failure refuses with its message. Python-style reprs (`'cancelled'`, `None`) keep the
 * messages identical to the recovery tool operators already know.
 */
import type { WorkflowRun } from '../../github/schemas.js';
import { JOBS, RUN_SWEEP_PATH } from '../inspect/names.js';

const TARGET_WORKFLOW_PATH = RUN_SWEEP_PATH;
const INGEST_JOBS = [JOBS.triggerIngest, JOBS.triggerAgentic] as const;
export const ACCEPTABLE_CONCLUSIONS = ['success', 'cancelled', 'skipped'] as const;

export class RecoverRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecoverRefusal';
  }
}

export function refuse(message: string): never {
  throw new RecoverRefusal(message);
}

export interface TargetRef {
  repo: string | null;
  runId: string;
  jobId: string | null;
}

const URL_FORM =
  /^https:\/\/github\.com\/([^/\s]+)\/([^/\s]+)\/actions\/runs\/(\d+)(?:\/job\/(\d+))?\/?(?:\?\S*)?$/;

/** A run URL (optionally `/job/<id>`, a trailing `/`, a `?query`) or a bare run id. */
export function parseTarget(text: string): TargetRef {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { repo: null, runId: trimmed, jobId: null };
  const m = URL_FORM.exec(trimmed);
  if (!m) refuse('target must be a GitHub Actions run URL optionally ending in /job/<id>');
  return { repo: `${m[1]}/${m[2]}`, runId: m[3]!, jobId: m[4] ?? null };
}

const pyRepr = (value: unknown) => (value === null || value === undefined ? 'None' : `'${String(value)}'`);

/** Checks 2-3: the URL's repository and job id against the flags. */
export function checkTargetFlags(target: TargetRef, repo: string, jobId: string | null): string | null {
  if (target.repo !== null && target.repo.toLowerCase() !== repo.toLowerCase()) {
    refuse(`target URL repository is ${target.repo}, expected ${repo}`);
  }
  if (target.jobId !== null && jobId !== null && target.jobId !== jobId)
    refuse('URL job ID and --job-id disagree');
  return target.jobId ?? jobId;
}

/** Check 4: a completed push run of run-sweep.yml on main with an accepted conclusion. */
export function checkTargetRun(run: WorkflowRun, accepted: readonly string[]): void {
  const expected: [keyof WorkflowRun, readonly string[]][] = [
    ['event', ['push']],
    ['status', ['completed']],
    ['conclusion', ['failure', ...accepted]],
    ['path', [TARGET_WORKFLOW_PATH]],
    ['head_branch', ['main']],
  ];
  for (const [field, allowed] of expected) {
    const value = run[field];
    if (!allowed.includes(value as string)) {
      const shown = field === 'conclusion' ? 'failure' : allowed[0]!;
      refuse(`target run ${field} is ${pyRepr(value)}, expected ${pyRepr(shown)}`);
    }
  }
}

export interface Job {
  id: number;
  name: string;
  status: string | null;
  conclusion: string | null;
  html_url: string | null;
}

const failed = (job: Job) => job.status === 'completed' && job.conclusion === 'failure';

/**
 * Check 5: the failed job. An explicit id must exist once and have failed; without one, exactly
 * one job must have failed, unless a widened conclusion was accepted (then no job is selected).
 */
export function selectJob(jobs: readonly Job[], jobId: string | null, widened: boolean): Job | null {
  if (jobId !== null) {
    const matches = jobs.filter((job) => String(job.id) === jobId);
    if (matches.length !== 1) refuse(`job ${jobId} was not found in the target run`);
    if (!failed(matches[0]!)) refuse(`job ${jobId} is not a completed failed job`);
    return matches[0]!;
  }
  if (widened) return null;
  const candidates = jobs.filter(failed);
  if (candidates.length !== 1) {
    const ids = candidates.map((job) => job.id).join(', ') || 'none';
    refuse(`run-only URL is ambiguous; provide a /job/<id> URL or --job-id. Completed failed jobs: ${ids}`);
  }
  return candidates[0]!;
}

export interface PullForCommit {
  number?: number | null;
  merged_at?: string | null;
  merge_commit_sha?: string | null;
  html_url?: string | null;
}

/** Check 6: exactly one merged PR whose merge commit is the target's head. */
export function mergedPullOf(pulls: readonly PullForCommit[], mergeSha: string): PullForCommit {
  const exact = pulls.filter((pr) => Boolean(pr.merged_at) && pr.merge_commit_sha === mergeSha);
  if (exact.length !== 1) refuse(`target merge SHA maps to ${exact.length} exact merged PRs`);
  return exact[0]!;
}

/** name → conclusion of the ingest trigger jobs present in the run. */
export function ingestJobs(jobs: readonly Job[]): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const job of jobs)
    if ((INGEST_JOBS as readonly string[]).includes(job.name)) out[job.name] = job.conclusion;
  return out;
}
