/**
 * Classifies the first real failure of a completed run from data (jobs, steps, annotations,
 * earlier attempts, optionally log tails, newer runs of the same concurrency group), never from
 * the run's conclusion alone. Precedence when several classes match: superseded (only when no job
 * failed), policy-gate, runner-infrastructure, configuration-runtime. Anything not proven is
 * `unknown` with the reason, so nobody reruns on a guess.
 */
import {
  failFastSiblings,
  failingStep,
  familyOf,
  firstFailure,
  isFailed,
  isGateJob,
  isRunnerStep,
  neverStarted,
} from './jobs.js';
import { ACTIONS, REUSE_STEP_PATTERN, SUPERSEDE_GRACE_MS, type FailureClass } from './names.js';
import type { Annotation, Job, RunHeader } from './schemas.js';
import { findSignature, type Signatures } from './signatures.js';

/** Evidence that could not be read: the HTTP status (404/410 when expired), or undefined for other faults. */
export interface Unavailable {
  unavailable: true;
  status: number | undefined;
}

export interface ClassifyInput {
  run: RunHeader;
  /** The attempt classified (the run's latest by default). */
  attempt: number;
  jobs: Job[];
  /** Jobs of attempts 1 .. attempt-1, oldest first (an attempt that could not be read is Unavailable). */
  earlierAttempts: (Job[] | Unavailable)[];
  /** Annotations per failed job id. */
  annotations: Record<number, Annotation[] | Unavailable>;
  /** The tail of the failed job's log per job id, when logs were asked for. */
  logs?: Record<number, string[] | Unavailable>;
  /** Runs of the same workflow and concurrency group (for a cancelled run without failures). */
  groupRuns?: RunHeader[];
  signatures: Signatures;
}

type UnknownReason =
  'no-signature' | 'timed-out' | 'cancelled-no-replacement' | 'evidence-unavailable' | 'no-failed-job';

interface FailedJobRef {
  id: number;
  name: string;
  attempt: number;
  step: string | undefined;
  html_url: string | undefined;
  runner_name: string | undefined;
  conclusion: string | undefined;
}

export interface Classification {
  run_id: number;
  run_attempt: number;
  class: FailureClass;
  /** Set only for `unknown`. */
  reason?: { code: UnknownReason; message: string };
  first_failure?: FailedJobRef;
  fail_fast_siblings: number;
  evidence: string[];
  action: string;
  rerun_hint: string;
  replacement_run_id?: number;
}

/** Why a run cannot be classified at all (in progress, or nothing failed); undefined when it can. */
export function classifyRefusal(run: RunHeader): string | undefined {
  if (run.status !== 'completed') return `Run ${run.id} is not completed; classify after it finishes`;
  if (run.conclusion === 'success' || run.conclusion === 'skipped' || run.conclusion === 'neutral')
    return `Run ${run.id} concluded ${run.conclusion}; there is no failure to classify`;
  return undefined;
}

function isUnavailable(value: unknown): value is Unavailable {
  return typeof value === 'object' && value !== null && (value as Unavailable).unavailable === true;
}

function annotationTexts(list: Annotation[]): string[] {
  return list.flatMap((a) => [a.message ?? '', a.title ?? '']).filter((t) => t !== '');
}

function rerunHint(run: RunHeader): string {
  return run.conclusion === 'cancelled'
    ? `sweepkit run rerun ${run.id} (the whole attempt: a cancelled fail-fast run)`
    : `sweepkit run rerun ${run.id} (failed jobs only)`;
}

/** The newer run of the same group that started while (or just after) this one was ending. */
export function replacementRun(run: RunHeader, group: readonly RunHeader[]): RunHeader | undefined {
  const created = Date.parse(run.created_at ?? '');
  const ended = Date.parse(run.updated_at ?? '');
  if (!Number.isFinite(created) || !Number.isFinite(ended)) return undefined;
  return group
    .filter((r) => r.id !== run.id)
    .filter((r) => {
      const t = Date.parse(r.created_at ?? '');
      return Number.isFinite(t) && t > created && t <= ended + SUPERSEDE_GRACE_MS;
    })
    .sort((a, b) => Date.parse(a.created_at!) - Date.parse(b.created_at!))[0];
}

export function classify(input: ClassifyInput): Classification {
  const { run, jobs, signatures } = input;
  const base = { run_id: run.id, run_attempt: input.attempt, rerun_hint: rerunHint(run) };
  const decided = (
    cls: FailureClass,
    evidence: string[],
    extra: Partial<Classification> = {},
  ): Classification => ({
    ...base,
    class: cls,
    fail_fast_siblings: 0,
    evidence,
    action: ACTIONS[cls],
    ...extra,
  });
  const unknown = (code: UnknownReason, message: string, extra: Partial<Classification> = {}) =>
    decided('unknown', extra.evidence ?? [], { ...extra, reason: { code, message } });

  const failure = firstFailure(jobs);
  if (!failure) {
    if (run.conclusion === 'cancelled') {
      const newer = replacementRun(run, input.groupRuns ?? []);
      if (newer) {
        return decided(
          'superseded',
          [`newer run ${newer.id} of the same concurrency group created ${newer.created_at}`],
          {
            action: `${ACTIONS.superseded} ${newer.id}`,
            replacement_run_id: newer.id,
          },
        );
      }
      return unknown(
        'cancelled-no-replacement',
        'the run was cancelled with no failed job and no newer run in its concurrency group (a user or a timeout cancelled it)',
      );
    }
    return unknown(
      'no-failed-job',
      `the run concluded ${run.conclusion ?? 'without a conclusion'} but no job failed or timed out`,
    );
  }

  const step = failingStep(failure);
  const siblings = failFastSiblings(jobs, failure).length;
  const ref: FailedJobRef = {
    id: failure.id,
    name: failure.name,
    attempt: failure.run_attempt ?? input.attempt,
    step: step?.name,
    html_url: failure.html_url ?? undefined,
    runner_name: failure.runner_name || undefined,
    conclusion: failure.conclusion ?? undefined,
  };
  const common = { first_failure: ref, fail_fast_siblings: siblings };
  const where = `job ${failure.id} "${failure.name}"${step ? `, step "${step.name}"` : ''}`;

  const own = input.annotations[failure.id];
  const log = input.logs?.[failure.id];
  const texts = [
    ...(isUnavailable(own) || !own ? [] : annotationTexts(own)),
    ...(isUnavailable(log) || !log ? [] : log),
  ];

  // Policy: a gate job failed, or any job reports a policy signature (conflicting labels).
  const allAnnotationTexts = Object.values(input.annotations).flatMap((a) =>
    isUnavailable(a) ? [] : annotationTexts(a),
  );
  const policyHit = findSignature(signatures['policy-gate'], [...texts, ...allAnnotationTexts]);
  if (isGateJob(failure.name)) {
    return decided(
      'policy-gate',
      [`gate ${where}`, ...(policyHit ? [`matched "${policyHit.pattern}": ${policyHit.text}`] : [])],
      common,
    );
  }
  if (familyOf(failure.name) === 'setup' || failure.name === 'setup') {
    if ((step && REUSE_STEP_PATTERN.test(step.name)) || policyHit) {
      return decided(
        'policy-gate',
        [
          `reuse authorization in ${where}`,
          ...(policyHit ? [`matched "${policyHit.pattern}": ${policyHit.text}`] : []),
        ],
        common,
      );
    }
  }
  if (policyHit)
    return decided('policy-gate', [`${where}`, `matched "${policyHit.pattern}": ${policyHit.text}`], common);

  // Runner and infrastructure.
  const runnerHit = findSignature(signatures['runner-infrastructure'], texts);
  const runnerEvidence: string[] = [];
  if (neverStarted(failure)) runnerEvidence.push('no workload step ran (only "Set up job" or no steps)');
  if (!failure.runner_name) runnerEvidence.push('no runner was assigned (runner_name empty)');
  if (step && isRunnerStep(step.name))
    runnerEvidence.push(`failing step "${step.name}" is a runner/toolkit step`);
  if (runnerHit) runnerEvidence.push(`matched "${runnerHit.pattern}": ${runnerHit.text}`);
  if (runnerEvidence.length) {
    return decided(
      'runner-infrastructure',
      [where, `runner ${failure.runner_name || '(none)'}`, ...runnerEvidence],
      common,
    );
  }

  // Configuration or runtime: reproduced in an earlier attempt, or a known workload signature.
  const configEvidence: string[] = [];
  input.earlierAttempts.forEach((earlier, i) => {
    if (isUnavailable(earlier)) return;
    const same = earlier.find((j) => j.name === failure.name && isFailed(j));
    if (same && failingStep(same)?.name === step?.name)
      configEvidence.push(`reproduced: attempt ${i + 1} failed the same job at the same step`);
  });
  const configHit = findSignature(signatures['configuration-runtime'], texts);
  if (configHit) configEvidence.push(`matched "${configHit.pattern}": ${configHit.text}`);
  if (configEvidence.length) return decided('configuration-runtime', [where, ...configEvidence], common);

  const missing = isUnavailable(own) || isUnavailable(log);
  if (missing && texts.length === 0) {
    const status = (isUnavailable(own) ? own.status : (log as Unavailable).status) ?? 'error';
    return unknown(
      'evidence-unavailable',
      `annotations or logs of job ${failure.id} could not be read (HTTP ${status}) and were the only possible evidence`,
      {
        ...common,
        evidence: [where],
      },
    );
  }
  if (failure.conclusion === 'timed_out')
    return unknown('timed-out', 'the job timed out with no matching signature', {
      ...common,
      evidence: [where],
    });
  return unknown(
    'no-signature',
    'the workload step failed with no matching signature and no reproduction in an earlier attempt',
    {
      ...common,
      evidence: [where],
    },
  );
}
