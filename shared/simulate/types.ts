// Types of the workflow simulator's public API (see docs/simulate.md).
import { z } from 'zod';

/** A result a job that runs can be assumed to end with (`--job-result job=<result>`). */
export const AssumedJobResultSchema = z.enum(['success', 'failure', 'cancelled']);
export type AssumedJobResult = z.infer<typeof AssumedJobResultSchema>;

/** `needs.<job>.result` as the platform reports it. */
export type JobResult = AssumedJobResult | 'skipped';

/**
 * What the simulator decided for a job:
 * - `run`: the condition held and the job starts (its result is assumed, default success);
 * - `skipped`: the condition was false;
 * - `cancelled`: the run was cancelled (--cancel-after) before the job started and its
 *   condition, true without the cancel, is false with it;
 * - `error`: the condition or the matrix could not be evaluated (e.g. `fromJson('')`,
 *   a matrix from an empty array): the platform fails the job (result `failure`).
 */
type JobStatus = 'run' | 'skipped' | 'cancelled' | 'error';

export interface JobStrategyPlan {
  /** `strategy.fail-fast` as evaluated (platform default true). */
  failFast: boolean;
  /** The evaluated `strategy.matrix` (vectors, include, exclude), when the job has one. */
  matrix?: Record<string, unknown>;
  /** Number of matrix legs after exclude/include. */
  legs?: number;
}

export interface JobPlan {
  status: JobStatus;
  /** What downstream jobs see as `needs.<job>.result`. */
  result: JobResult;
  /** Why: the sub-expression that decided, with the values it compared. */
  reason: string;
  /** Direct needs, in declaration order. */
  needs: string[];
  /** The job condition as the platform evaluates it (implicit `success() && (…)` added). */
  condition: string;
  /** The outputs downstream jobs see (strings; empty object when the job did not run). */
  outputs: Record<string, string>;
  /** Display name when the job declares one. */
  name?: string;
  strategy?: JobStrategyPlan;
  /** Job-level concurrency group, when declared and the job runs. */
  concurrency?: string;
}

export interface DerivedOutputsJob {
  id: string;
  /** The `uses:` of its steps, in order. */
  uses: string[];
  needs: Record<string, { result: JobResult; outputs: Record<string, string> }>;
  vars: Record<string, string>;
}

interface SimulationEvent {
  /** `github.event_name`: push, pull_request, workflow_dispatch, issue_comment, ... */
  name: string;
  /** `github.event` (the webhook payload). Build one with `buildEventPayload`. */
  payload: Record<string, unknown>;
}

export interface SimulateOptions {
  workflowText: string;
  /** Used in messages (and by the parser's error positions). */
  fileName?: string;
  event: SimulationEvent;
  /** Overrides of `github.*` fields derived from the event (run_id, sha, ref, actor, ...). */
  github?: Record<string, unknown>;
  /** Assumed results of jobs that run; every other job that runs succeeds. */
  jobResults?: Record<string, AssumedJobResult>;
  /** Outputs of jobs that run: `{ setup: { 'reuse-enabled': 'true' } }`. Unset outputs are ''. */
  jobOutputs?: Record<string, Record<string, string>>;
  /**
   * Outputs of a job that runs and has neither outputs nor a result assumed, from what its steps
   * would compute (the steps' `uses:` values) and its needs; undefined leaves them '', a string
   * says why its step would fail (the job's result is then failure). Lets a known action's
   * outputs follow from upstream assumptions (the canary and fan-out of run-sweep from the plan).
   * Only the job's declared outputs of the same names are kept.
   */
  deriveOutputs?: (job: DerivedOutputsJob) => Record<string, string> | string | undefined;
  /** Cancel the run once this job has finished. */
  cancelAfter?: string;
  vars?: Record<string, string>;
  /** workflow_dispatch / workflow_call inputs, as strings (typed by the input declaration). */
  inputs?: Record<string, string>;
  /** Files the event changed; when given, `paths` / `paths-ignore` filters are checked. */
  changedFiles?: string[];
}

export interface SimulationResult {
  /** Workflow `name:` (or the file name). */
  workflow: string;
  /** false when the workflow does not listen to this event/action (no run exists). */
  triggered: boolean;
  /** Why the run exists or not (trigger, types, branches, paths). */
  trigger: string;
  jobs: Record<string, JobPlan>;
  /** Job ids in a topological order of needs (declaration order among ready jobs). */
  order: string[];
  /** Workflow-level concurrency group of the run. */
  concurrency?: string;
  cancelInProgress?: boolean;
  /** Evaluation errors (a job condition or matrix that errors); the job has status `error`. */
  errors: string[];
  /** Non-fatal notes: ignored assumptions, payload corrections, unchecked path filters. */
  warnings: string[];
}
