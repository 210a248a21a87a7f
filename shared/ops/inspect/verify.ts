/**
 * The post-merge checklist as checks with evidence. Publication is never inferred from a dispatch:
 * the downstream check passes only on the results app's own run naming this run's ids. The verdict
 * is `published` only when every check passes, `failed` when any fails, else `not-verified`.
 */
import type { IssueComment } from '../../github/schemas.js';
import { findAuthorizedRequest } from '../../reuse/comments.js';
import { DEFAULT_ALLOWED_ASSOCIATIONS } from '../../reuse/names.js';
import type { AttributedArtifact } from './attempts.js';
import type { Unavailable } from './classify.js';
import type { DispatchDecision, ReuseDecision } from './markers.js';
import { ARTIFACTS, CHANGELOG_FILE, INGEST_EVENTS, JOBS, RUN_SWEEP_PATH } from './names.js';
import type { Attempt, CommitDetail, Job, RunHeader } from './schemas.js';
import { humanSize } from './table.js';

type CheckResult = 'pass' | 'fail' | 'unknown';
type Verdict = 'published' | 'not-verified' | 'failed';

interface Check {
  id: string;
  name: string;
  result: CheckResult;
  /** One line for the table. */
  summary: string;
  /** Structured evidence for --json: run id, attempt, job id, artifact name and id, log line. */
  evidence: Record<string, unknown>;
}

export type Expectation = (
  { kind: 'source'; runId: number } | { kind: 'no-reuse' } | { kind: 'any-reuse' }
) & {
  /** Where the expectation came from, when it was derived rather than given by a flag. */
  from?: string;
};

/**
 * The intended source from the PR's newest authorized `/reuse-sweep-run` comment: a pinned id
 * expects that source, a bare command any valid source, no comment no reuse.
 */
export function expectationFromComments(comments: readonly IssueComment[]): Expectation {
  const request = findAuthorizedRequest(comments, DEFAULT_ALLOWED_ASSOCIATIONS);
  if (!request) return { kind: 'no-reuse', from: 'no authorized reuse comment' };
  if (request.runId === null) return { kind: 'any-reuse', from: `comment ${request.commentId}` };
  return { kind: 'source', runId: Number(request.runId), from: `pinned comment ${request.commentId}` };
}
export type Family = 'fixed' | 'agentic';

export interface AppRunEvidence {
  id: number;
  attempt: number | undefined;
  status: string | undefined;
  conclusion: string | undefined;
  /** Undefined when the run's logs could not be read. */
  ids?: { source?: number; merge?: number; sourceLine?: string; mergeLine?: string };
}

export type Downstream =
  | { kind: 'skipped' }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'runs'; appRepo: string; runs: AppRunEvidence[] };

export interface VerifyInput {
  run: RunHeader;
  attempts: (Attempt | Unavailable)[];
  jobs: Job[] | Unavailable;
  /** PRs whose merge commit is the run's head (`GET /commits/{sha}/pulls` answered, merge_commit_sha checked). */
  mergedPulls: number[] | Unavailable;
  commit: CommitDetail | Unavailable;
  pushRuns: RunHeader[] | Unavailable;
  /** The setup job's reuse decision; Unavailable when the log could not be read; undefined when no marker line. */
  reuse: ReuseDecision | Unavailable | undefined;
  /** Trigger job logs' dispatch decisions by job name. */
  dispatches: Record<string, DispatchDecision | Unavailable | undefined>;
  artifacts: AttributedArtifact[] | Unavailable;
  /** Artifacts of the artifact-owning run (the source under reuse); same as `artifacts` otherwise. */
  ownerArtifacts: AttributedArtifact[] | Unavailable;
  expectation: Expectation | undefined;
  /** Given by flag; otherwise derived from the owning run's artifacts. */
  family: Family | undefined;
  downstream: Downstream;
}

export interface Verification {
  run_id: number;
  run_attempt: number;
  merge_sha: string | undefined;
  pr_number: number | undefined;
  checks: Check[];
  verdict: Verdict;
  /** What was seen: a publication, or only a dispatch GitHub accepted. */
  seen: string;
}

function isUnavailable(value: unknown): value is Unavailable {
  return typeof value === 'object' && value !== null && (value as Unavailable).unavailable === true;
}

function why(u: Unavailable): string {
  return u.status === undefined ? 'could not be read' : `HTTP ${u.status}`;
}

const check = (
  id: string,
  name: string,
  result: CheckResult,
  summary: string,
  evidence: Record<string, unknown> = {},
): Check => ({
  id,
  name,
  result,
  summary,
  evidence,
});

function jobNamed(jobs: Job[], name: string): Job | undefined {
  return jobs.find((j) => j.name === name || j.name.endsWith(` / ${name}`));
}

/** The source whose artifacts and ids this merge run publishes. */
function effectiveSource(input: VerifyInput): number {
  const r = input.reuse;
  return r && !isUnavailable(r) && r.enabled && r.sourceRunId !== undefined ? r.sourceRunId : input.run.id;
}

function v1(input: VerifyInput): Check {
  const { run } = input;
  const ev = { run_id: run.id, event: run.event, head_branch: run.head_branch, path: run.path };
  const wrong: string[] = [];
  if (run.path !== RUN_SWEEP_PATH) wrong.push(`path ${run.path ?? '(none)'} is not ${RUN_SWEEP_PATH}`);
  if (run.event !== 'push') wrong.push(`event ${run.event ?? '(none)'} is not push`);
  if (run.head_branch !== 'main') wrong.push(`branch ${run.head_branch ?? '(none)'} is not main`);
  if (wrong.length) return check('V1', 'run identity', 'fail', wrong.join('; '), ev);
  if (isUnavailable(input.mergedPulls))
    return check(
      'V1',
      'run identity',
      'unknown',
      `pull requests of ${run.head_sha?.slice(0, 8)}: ${why(input.mergedPulls)}`,
      ev,
    );
  if (input.mergedPulls.length !== 1)
    return check(
      'V1',
      'run identity',
      'fail',
      `${input.mergedPulls.length} merged PRs have ${run.head_sha?.slice(0, 8)} as merge commit (expected 1)`,
      ev,
    );
  return check('V1', 'run identity', 'pass', `run ${run.id}, push, main, PR #${input.mergedPulls[0]}`, {
    ...ev,
    pr_number: input.mergedPulls[0],
  });
}

function v2(input: VerifyInput): Check {
  const sha = input.run.head_sha ?? '';
  const short = sha.slice(0, 8);
  if (isUnavailable(input.commit))
    return check('V2', 'triggered by merge', 'unknown', `commit ${short}: ${why(input.commit)}`);
  const files = (input.commit.files ?? []).map((f) => f.filename);
  if (!files.includes(CHANGELOG_FILE)) {
    if (files.length >= 300)
      return check(
        'V2',
        'triggered by merge',
        'unknown',
        `commit ${short} lists 300 files (truncated) and none is ${CHANGELOG_FILE}`,
      );
    return check(
      'V2',
      'triggered by merge',
      'fail',
      `${CHANGELOG_FILE} not changed in ${short}: run-sweep.yml is not expected for this merge`,
      {
        merge_sha: sha,
      },
    );
  }
  if (isUnavailable(input.pushRuns))
    return check('V2', 'triggered by merge', 'unknown', `push runs of ${short}: ${why(input.pushRuns)}`);
  if (!input.pushRuns.some((r) => r.id === input.run.id))
    return check('V2', 'triggered by merge', 'fail', `run ${input.run.id} is not a push run of ${short}`, {
      push_runs: input.pushRuns.map((r) => r.id),
    });
  return check('V2', 'triggered by merge', 'pass', `${CHANGELOG_FILE} changed in ${short}`, {
    merge_sha: sha,
  });
}

function v3(input: VerifyInput, jobs: Job[] | undefined): Check {
  const name = 'source chosen';
  if (!jobs) return check('V3', name, 'unknown', 'jobs could not be read');
  const setup = jobNamed(jobs, JOBS.setup);
  if (!setup || setup.conclusion !== 'success')
    return check(
      'V3',
      name,
      'fail',
      `setup job ${setup ? `${setup.id} concluded ${setup.conclusion ?? 'nothing'}` : 'missing'}`,
    );
  const ev: Record<string, unknown> = { job_id: setup.id, attempt: setup.run_attempt };
  if (isUnavailable(input.reuse))
    return check('V3', name, 'unknown', `setup job ${setup.id} log: ${why(input.reuse)}`, ev);
  if (!input.reuse)
    return check('V3', name, 'unknown', `setup job ${setup.id} log has no sweepkit-reuse line`, ev);
  const { enabled, sourceRunId } = input.reuse;
  const decision = enabled ? `reuse-enabled=true, source ${sourceRunId ?? '?'}` : 'reuse-enabled=false';
  Object.assign(ev, { reuse_enabled: enabled, source_run_id: sourceRunId });
  if (enabled) {
    const ran = jobs.filter(
      (j) => isBenchmarkJob(j) && j.conclusion !== 'skipped' && j.conclusion !== 'cancelled',
    );
    if (ran.length)
      return check(
        'V3',
        name,
        'fail',
        `${decision} but benchmark job ${ran[0]!.id} "${ran[0]!.name}" ran`,
        ev,
      );
  }
  const exp = input.expectation;
  if (!exp)
    return check(
      'V3',
      name,
      'unknown',
      `setup job ${setup.id}: ${decision}; no expectation (pass --expect-source or --expect-no-reuse)`,
      ev,
    );
  const ok =
    exp.kind === 'no-reuse'
      ? !enabled
      : exp.kind === 'any-reuse'
        ? enabled
        : enabled && sourceRunId === exp.runId;
  const wanted =
    exp.kind === 'no-reuse' ? 'no reuse' : exp.kind === 'any-reuse' ? 'reuse' : `reuse of ${exp.runId}`;
  const from = exp.from ? ` (${exp.from})` : '';
  Object.assign(ev, { expected: wanted, expectation_from: exp.from ?? 'flag' });
  return check(
    'V3',
    name,
    ok ? 'pass' : 'fail',
    `setup job ${setup.id}: ${decision}${ok ? '' : `; expected ${wanted}`}${from}`,
    ev,
  );
}

/** Jobs that spend GPU time (the sweep families and the canary); under reuse they must all be skipped. */
export function isBenchmarkJob(job: Job): boolean {
  const family = job.name.split(' / ')[0]!.replace(/\s*\(.*\)$/, '');
  return family.startsWith('sweep-') || family === 'canary-sweep';
}

function v4(input: VerifyInput, jobs: Job[] | undefined): Check {
  const name = 'changelog metadata';
  if (!jobs) return check('V4', name, 'unknown', 'jobs could not be read');
  const job = jobNamed(jobs, JOBS.uploadMetadata);
  if (!job || job.conclusion !== 'success')
    return check(
      'V4',
      name,
      'fail',
      `${JOBS.uploadMetadata} ${job ? `job ${job.id} concluded ${job.conclusion ?? 'nothing'}` : 'job missing'}`,
    );
  if (isUnavailable(input.artifacts))
    return check('V4', name, 'unknown', `artifacts: ${why(input.artifacts)}`);
  const live = input.artifacts.filter((a) => a.name === ARTIFACTS.metadata && !a.expired);
  if (!live.length)
    return check('V4', name, 'fail', `no unexpired ${ARTIFACTS.metadata} artifact on run ${input.run.id}`);
  const a = live[0]!;
  const ev = { artifact: a.name, artifact_id: a.id, attempt: a.attempt ?? null, run_id: input.run.id };
  if (a.attempt === undefined)
    return check('V4', name, 'unknown', `${a.name} id ${a.id}, attempt ? (attribution failed)`, ev);
  return check('V4', name, 'pass', `${a.name} id ${a.id}, attempt ${a.attempt}`, ev);
}

function v5(input: VerifyInput, jobs: Job[] | undefined, family: Family | undefined): Check {
  const name = 'ingest event';
  if (!jobs) return check('V5', name, 'unknown', 'jobs could not be read');
  const fixed = jobNamed(jobs, JOBS.triggerIngest);
  const agentic = jobNamed(jobs, JOBS.triggerAgentic);
  const ok = (j: Job | undefined) => j?.conclusion === 'success';
  if (ok(fixed) && ok(agentic)) return check('V5', name, 'fail', 'both trigger jobs succeeded');
  if (!ok(fixed) && !ok(agentic)) return check('V5', name, 'fail', 'neither trigger job succeeded');
  const job = (ok(fixed) ? fixed : agentic)!;
  const ranFamily: Family = ok(fixed) ? 'fixed' : 'agentic';
  const event = INGEST_EVENTS[ranFamily];
  const ev: Record<string, unknown> = { job_id: job.id, job: job.name, attempt: job.run_attempt, event };
  if (family && family !== ranFamily)
    return check(
      'V5',
      name,
      'fail',
      `${job.name} job ${job.id} ran but the plan has ${family === 'agentic' ? 'agentic' : 'no agentic'} rows`,
      ev,
    );
  const decision = input.dispatches[job.name];
  if (isUnavailable(decision))
    return check('V5', name, 'unknown', `${job.name} job ${job.id} success; log ${why(decision)}`, ev);
  if (!decision)
    return check(
      'V5',
      name,
      'unknown',
      `${job.name} job ${job.id} success; log has no sweepkit-dispatch line`,
      ev,
    );
  const source = effectiveSource(input);
  Object.assign(ev, {
    source_run_id: decision.sourceRunId,
    merge_run_id: decision.mergeRunId,
    database_target: decision.databaseTarget,
  });
  const wrong: string[] = [];
  if (decision.eventType !== undefined && decision.eventType !== event)
    wrong.push(`event ${decision.eventType} is not ${event}`);
  if (decision.sourceRunId !== source) wrong.push(`source ${decision.sourceRunId ?? '?'} is not ${source}`);
  if (decision.mergeRunId !== input.run.id)
    wrong.push(`merge ${decision.mergeRunId ?? '?'} is not ${input.run.id}`);
  if (ranFamily === 'agentic' && decision.databaseTarget !== 'production')
    wrong.push(`database-target ${decision.databaseTarget ?? '(none)'} is not production`);
  const text = `${job.name} job ${job.id}: ${event} source ${decision.sourceRunId ?? '?'} merge ${decision.mergeRunId ?? '?'}`;
  if (wrong.length) return check('V5', name, 'fail', `${text}; ${wrong.join('; ')}`, ev);
  if (!family) return check('V5', name, 'unknown', `${text}; expected family unknown`, ev);
  return check('V5', name, 'pass', text, ev);
}

function v6(input: VerifyInput): Check {
  const { run } = input;
  const listed = input.attempts.map((a, i) =>
    isUnavailable(a)
      ? `attempt ${i + 1} ?`
      : `attempt ${a.run_attempt ?? i + 1} ${a.conclusion ?? a.status ?? '?'}`,
  );
  const ev = {
    attempts: input.attempts.map((a, i) =>
      isUnavailable(a)
        ? { attempt: i + 1, unavailable: true }
        : { attempt: a.run_attempt ?? i + 1, conclusion: a.conclusion, run_started_at: a.run_started_at },
    ),
  };
  if (run.status !== 'completed')
    return check(
      'V6',
      'conclusion/attempts',
      'unknown',
      `run ${run.id} is ${run.status ?? 'not completed'}`,
      ev,
    );
  const result: CheckResult = run.conclusion === 'success' ? 'pass' : 'fail';
  return check(
    'V6',
    'conclusion/attempts',
    result,
    listed.join(', ') || `attempt ${run.run_attempt ?? 1} ${run.conclusion}`,
    ev,
  );
}

/** The aggregate artifacts a plan of this family produces, judged from what the owning run has. */
function v7(input: VerifyInput, family: Family | undefined): Check {
  const name = 'aggregate artifacts';
  const owner = effectiveSource(input);
  if (isUnavailable(input.ownerArtifacts))
    return check('V7', name, 'unknown', `artifacts of run ${owner}: ${why(input.ownerArtifacts)}`);
  const live = input.ownerArtifacts.filter((a) => !a.expired);
  const has = (n: string) => live.find((a) => a.name === n);
  const agentic = live.filter((a) => a.name.startsWith(ARTIFACTS.agenticPrefix));
  if (!family)
    return check(
      'V7',
      name,
      'unknown',
      `run ${owner}: plan unknown (no results_bmk or ${ARTIFACTS.agenticPrefix}* artifact to infer it from)`,
    );
  const missing: string[] = [];
  const found: AttributedArtifact[] = [];
  if (family === 'agentic') {
    if (!agentic.length) missing.push(`${ARTIFACTS.agenticPrefix}*`);
    else found.push(...agentic);
  } else {
    const r = has(ARTIFACTS.results);
    if (!r) missing.push(ARTIFACTS.results);
    else found.push(r);
  }
  if (has(ARTIFACTS.results)) {
    const s = has(ARTIFACTS.stats);
    if (!s) missing.push(ARTIFACTS.stats);
    else found.push(s);
  }
  const e = has(ARTIFACTS.evals);
  if (e) found.push(e);
  const list = found
    .map((a) => `${a.name} (attempt ${a.attempt ?? '?'}, ${humanSize(a.size_in_bytes)})`)
    .join(', ');
  const ev = {
    run_id: owner,
    artifacts: found.map((a) => ({
      name: a.name,
      id: a.id,
      attempt: a.attempt ?? null,
      size_in_bytes: a.size_in_bytes,
    })),
  };
  if (missing.length) {
    const expired = input.ownerArtifacts
      .filter((a) => a.expired && missing.includes(a.name))
      .map((a) => a.name);
    return check(
      'V7',
      name,
      'fail',
      `run ${owner}: missing ${missing.join(', ')}${expired.length ? ` (expired: ${expired.join(', ')})` : ''}`,
      ev,
    );
  }
  return check('V7', name, 'pass', `run ${owner}: ${list}`, ev);
}

function v8(input: VerifyInput): Check {
  const name = 'downstream';
  const source = effectiveSource(input);
  const merge = input.run.id;
  const d = input.downstream;
  if (d.kind === 'skipped') return check('V8', name, 'unknown', 'skipped (--no-downstream)');
  if (d.kind === 'unreadable') return check('V8', name, 'unknown', d.reason);
  const matching = d.runs.filter((r) => r.ids?.source === source && r.ids?.merge === merge);
  const notMatching = d.runs.filter((r) => r.ids && !matching.includes(r)).map((r) => r.id);
  const unread = d.runs.filter((r) => !r.ids).map((r) => r.id);
  const ev: Record<string, unknown> = {
    app_repo: d.appRepo,
    not_matching: notMatching,
    logs_unavailable: unread,
  };
  const good = matching.find((r) => r.status === 'completed' && r.conclusion === 'success');
  if (good) {
    Object.assign(ev, {
      app_run_id: good.id,
      attempt: good.attempt,
      source_line: good.ids?.sourceLine,
      merge_line: good.ids?.mergeLine,
    });
    return check(
      'V8',
      name,
      'pass',
      `${d.appRepo} run ${good.id} (attempt ${good.attempt ?? '?'}) success: source ${source}, merge ${merge}`,
      ev,
    );
  }
  const bad = matching.find(
    (r) => r.status === 'completed' && (r.conclusion === 'failure' || r.conclusion === 'cancelled'),
  );
  if (bad) {
    Object.assign(ev, { app_run_id: bad.id, attempt: bad.attempt });
    return check(
      'V8',
      name,
      'fail',
      `${d.appRepo} run ${bad.id} names source ${source} and merge ${merge} but concluded ${bad.conclusion}`,
      ev,
    );
  }
  const pending = matching[0];
  if (pending)
    return check(
      'V8',
      name,
      'unknown',
      `${d.appRepo} run ${pending.id} names source ${source} and merge ${merge}; ${pending.status ?? 'not completed'}`,
      ev,
    );
  const extra = unread.length ? `; logs unavailable for ${unread.join(', ')}` : '';
  return check(
    'V8',
    name,
    'unknown',
    `no ${d.appRepo} run names source ${source} and merge ${merge}${extra}`,
    ev,
  );
}

/** The family the artifacts of the owning run show, when no flag says it. */
function familyFromArtifacts(artifacts: AttributedArtifact[] | Unavailable): Family | undefined {
  if (isUnavailable(artifacts)) return undefined;
  const live = artifacts.filter((a) => !a.expired);
  if (live.some((a) => a.name.startsWith(ARTIFACTS.agenticPrefix))) return 'agentic';
  if (live.some((a) => a.name === ARTIFACTS.results)) return 'fixed';
  return undefined;
}

export function verify(input: VerifyInput): Verification {
  const jobs = isUnavailable(input.jobs) ? undefined : input.jobs;
  const family = input.family ?? familyFromArtifacts(input.ownerArtifacts);
  let checks = [
    v1(input),
    v2(input),
    v3(input, jobs),
    v4(input, jobs),
    v5(input, jobs, family),
    v6(input),
    v7(input, family),
    v8(input),
  ];
  // A merge that changed no changelog is not expected to publish anything: the rest is moot.
  const noChangelog = checks[1]!.result === 'fail' && !isUnavailable(input.commit);
  if (noChangelog)
    checks = checks.map((c) =>
      c.id === 'V1' || c.id === 'V2'
        ? c
        : { ...c, result: 'unknown', summary: `not expected for this merge (${c.summary})` },
    );
  const fails = checks.filter((c) => c.result === 'fail').length;
  const unknowns = checks.filter((c) => c.result === 'unknown').length;
  const verdict: Verdict = fails ? 'failed' : unknowns ? 'not-verified' : 'published';
  const v5c = checks.find((c) => c.id === 'V5')!;
  const v8c = checks.find((c) => c.id === 'V8')!;
  const seen =
    verdict === 'published'
      ? 'verified publication: the results app run names this source and merge run and succeeded'
      : v5c.result !== 'fail' && v8c.result === 'unknown' && jobs && hasSuccessfulTrigger(jobs)
        ? 'Dispatch accepted by GitHub; publication not verified (no matching results app run)'
        : fails
          ? 'publication failed or not attempted'
          : 'publication not verified';
  const pr = checks[0]!.evidence.pr_number;
  return {
    run_id: input.run.id,
    run_attempt: input.run.run_attempt ?? 1,
    merge_sha: input.run.head_sha ?? undefined,
    pr_number: typeof pr === 'number' ? pr : undefined,
    checks,
    verdict,
    seen,
  };
}

function hasSuccessfulTrigger(jobs: Job[]): boolean {
  return [JOBS.triggerIngest, JOBS.triggerAgentic].some((n) => jobNamed(jobs, n)?.conclusion === 'success');
}
