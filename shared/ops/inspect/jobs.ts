/** Reading a run's jobs: the first real failure, its failing step, and its fail-fast siblings. */
import { FAILED_CONCLUSIONS, GATE_DISPATCH_FAMILIES, GATE_JOBS, RUNNER_STEP_PATTERNS } from './names.js';
import type { Job, Step } from './schemas.js';

export function isFailed(job: Job): boolean {
  return (FAILED_CONCLUSIONS as readonly string[]).includes(job.conclusion ?? '');
}

/** The text before the first ` / ` (a reusable workflow's caller job, or a matrix family). */
export function familyOf(name: string): string {
  const at = name.indexOf(' / ');
  return at < 0 ? name : name.slice(0, at);
}

function leafOf(name: string): string {
  const at = name.lastIndexOf(' / ');
  return at < 0 ? name : name.slice(at + 3);
}

/** A matrix job's name carries its parameters in parentheses: `benchmark (h100, tp8)` → `benchmark`. */
function baseName(name: string): string {
  return name.replace(/\s*\(.*\)\s*$/, '');
}

export function isGateJob(name: string): boolean {
  const leaf = baseName(leafOf(name));
  if ((GATE_JOBS as readonly string[]).includes(leaf)) return true;
  if ((GATE_JOBS as readonly string[]).includes(baseName(familyOf(name)))) return true;
  const family = baseName(familyOf(name));
  return (GATE_DISPATCH_FAMILIES as readonly string[]).includes(family) && leaf === 'dispatch';
}

export function isRunnerStep(name: string): boolean {
  return RUNNER_STEP_PATTERNS.some((re) => re.test(name));
}

function time(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : NaN;
  return Number.isFinite(t) ? t : Number.POSITIVE_INFINITY;
}

/** The failed job that completed first (ties: the lowest id), or undefined when none failed. */
export function firstFailure(jobs: readonly Job[]): Job | undefined {
  return [...jobs]
    .filter(isFailed)
    .sort((a, b) => time(a.completed_at) - time(b.completed_at) || a.id - b.id)[0];
}

/** Cancelled jobs of the failure's family that ended no earlier than it: fail-fast cancellations. */
export function failFastSiblings(jobs: readonly Job[], failure: Job): Job[] {
  const family = familyOf(failure.name);
  const at = time(failure.completed_at);
  return jobs.filter(
    (j) => j.conclusion === 'cancelled' && familyOf(j.name) === family && time(j.completed_at) >= at,
  );
}

/** The first step that failed, else the first step that never concluded. */
export function failingStep(job: Job): Step | undefined {
  const steps = job.steps ?? [];
  return steps.find((s) => s.conclusion === 'failure') ?? steps.find((s) => !s.conclusion);
}

/** No steps at all, or nothing but `Set up job` ran: the runner never got to the workload. */
export function neverStarted(job: Job): boolean {
  const ran = (job.steps ?? []).filter((s) => s.conclusion && s.conclusion !== 'skipped');
  return ran.length === 0 || ran.every((s) => s.name === 'Set up job');
}
