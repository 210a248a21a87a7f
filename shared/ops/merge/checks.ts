/**
 * What "the checks on the head commit" say, as `gh pr checks` buckets them: every check run
 * (latest per name by `started_at`) and every commit status (latest per context). Pure.
 */
import type { OpsCheckRun, OpsCommitStatus } from '../ports.js';

export type Bucket = 'pass' | 'skip' | 'fail' | 'pending';

export interface CheckState {
  name: string;
  bucket: Bucket;
  /** The conclusion (check run) or state (status), or null while running. */
  conclusion: string | null;
  url: string | null;
}

const FAIL_CONCLUSIONS = new Set(['failure', 'cancelled', 'timed_out', 'action_required', 'startup_failure']);
const SKIP_CONCLUSIONS = new Set(['skipped', 'neutral']);

export function checkRunBucket(run: OpsCheckRun): Bucket {
  if (run.status !== 'completed') return 'pending';
  if (run.conclusion === 'success') return 'pass';
  if (SKIP_CONCLUSIONS.has(run.conclusion ?? '')) return 'skip';
  if (FAIL_CONCLUSIONS.has(run.conclusion ?? '')) return 'fail';
  return 'pending';
}

export function statusBucket(status: OpsCommitStatus): Bucket {
  if (status.state === 'success') return 'pass';
  if (status.state === 'error' || status.state === 'failure') return 'fail';
  return 'pending';
}

/** The latest check run of each name (a rerun supersedes the run it repeats). */
function latestCheckRuns(runs: readonly OpsCheckRun[]): Map<string, OpsCheckRun> {
  const latest = new Map<string, OpsCheckRun>();
  for (const run of runs) {
    const seen = latest.get(run.name);
    if (!seen || (run.started_at ?? '') > (seen.started_at ?? '')) latest.set(run.name, run);
  }
  return latest;
}

/** The latest status of each context (by `updated_at`; the API lists newest first). */
function latestStatuses(statuses: readonly OpsCommitStatus[]): Map<string, OpsCommitStatus> {
  const latest = new Map<string, OpsCommitStatus>();
  for (const status of statuses) {
    const seen = latest.get(status.context);
    if (!seen || (status.updated_at ?? '') > (seen.updated_at ?? '')) latest.set(status.context, status);
  }
  return latest;
}

/** Every check on the commit, check runs first, each once. `required` (when given) filters by name. */
export function checkStates(
  runs: readonly OpsCheckRun[],
  statuses: readonly OpsCommitStatus[],
  required: readonly string[] | null = null,
): CheckState[] {
  const states: CheckState[] = [];
  for (const run of latestCheckRuns(runs).values()) {
    states.push({
      name: run.name,
      bucket: checkRunBucket(run),
      conclusion: run.conclusion,
      url: run.details_url,
    });
  }
  for (const status of latestStatuses(statuses).values()) {
    states.push({
      name: status.context,
      bucket: statusBucket(status),
      conclusion: status.state,
      url: status.target_url,
    });
  }
  if (required === null) return states;
  const wanted = new Set(required);
  const present = states.filter((state) => wanted.has(state.name));
  // A required check that has not reported yet is pending, not absent.
  for (const name of required) {
    if (!present.some((state) => state.name === name))
      present.push({ name, bucket: 'pending', conclusion: null, url: null });
  }
  return present;
}

export type ChecksVerdict =
  | { kind: 'failed'; check: CheckState }
  | { kind: 'pending'; pending: string[] }
  | { kind: 'passed'; checks: CheckState[] };

/** Fail fast on the first failed check; done when none is pending and at least one exists. */
export function judgeChecks(states: readonly CheckState[]): ChecksVerdict {
  const failed = states.find((state) => state.bucket === 'fail');
  if (failed) return { kind: 'failed', check: failed };
  const pending = states.filter((state) => state.bucket === 'pending').map((state) => state.name);
  if (pending.length > 0 || states.length === 0) return { kind: 'pending', pending };
  return { kind: 'passed', checks: [...states] };
}

/** The check run of exactly `name` with the latest `started_at`, or undefined. */
export function latestNamed(runs: readonly OpsCheckRun[], name: string): OpsCheckRun | undefined {
  return latestCheckRuns(runs.filter((run) => run.name === name)).get(name);
}
