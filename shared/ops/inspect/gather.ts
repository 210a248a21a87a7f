/**
 * Fetch first, decide second: these functions read what a decision needs through the port into
 * plain data. Evidence that GitHub says is gone (404 not found, 410 expired) becomes an
 * `Unavailable` value the decisions report as "unknown"; every other fault (timeouts after
 * retries, 5xx, malformed answers) propagates, so a command fails closed instead of deciding on
 * half the data.
 */
import type { RepoRef } from '../../github/client.js';
import { GitHubApiError } from '../../github/errors.js';
import { attribute, type AttemptStarts, type AttributedArtifact } from './attempts.js';
import type { ClassifyInput, Unavailable } from './classify.js';
import { firstFailure, isFailed } from './jobs.js';
import { readAppRunIds, readDispatchDecision, readReuseDecision } from './markers.js';
import { JOBS, RUN_SWEEP_WORKFLOW } from './names.js';
import type { InspectPort } from './ports.js';
import type { Attempt, Job, RunHeader } from './schemas.js';
import type { Signatures } from './signatures.js';
import {
  expectationFromComments,
  type AppRunEvidence,
  type Downstream,
  type Expectation,
  type Family,
  type VerifyInput,
} from './verify.js';

const GONE = [404, 410];
const LOG_TAIL_LINES = 200;
/** How many results app runs are read for downstream evidence (newest first). */
const APP_RUN_LIMIT = 20;

async function orUnavailable<T>(
  read: () => Promise<T>,
  statuses: readonly number[] = GONE,
): Promise<T | Unavailable> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GitHubApiError && error.status !== undefined && statuses.includes(error.status))
      return { unavailable: true, status: error.status };
    throw error;
  }
}

function isUnavailable(value: unknown): value is Unavailable {
  return typeof value === 'object' && value !== null && (value as Unavailable).unavailable === true;
}

/** Start times of attempts 1..n; an attempt that cannot be read (any fault) leaves a gap. */
async function readAttempts(
  port: InspectPort,
  repo: RepoRef,
  run: RunHeader,
): Promise<(Attempt | Unavailable)[]> {
  const n = Math.max(1, run.run_attempt ?? 1);
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      port.getAttempt(repo, run.id, i + 1).catch((error: unknown): Unavailable => ({
        unavailable: true,
        status: error instanceof GitHubApiError ? error.status : undefined,
      })),
    ),
  );
}

function starts(attempts: (Attempt | Unavailable)[]): AttemptStarts {
  return attempts.map((a) => (isUnavailable(a) ? undefined : (a.run_started_at ?? undefined)));
}

export async function readArtifacts(
  port: InspectPort,
  repo: RepoRef,
  run: RunHeader,
  attempts?: (Attempt | Unavailable)[],
): Promise<AttributedArtifact[]> {
  const [artifacts, known] = await Promise.all([
    port.listArtifacts(repo, run.id),
    attempts ? Promise.resolve(attempts) : readAttempts(port, repo, run),
  ]);
  return attribute(artifacts, starts(known));
}

function tail(log: string): string[] {
  const lines = log.split(/\r?\n/);
  return lines.slice(-LOG_TAIL_LINES);
}

function checkRunId(job: Job): number | undefined {
  const m = /\/check-runs\/(\d+)$/.exec(job.check_run_url ?? '');
  return m ? Number(m[1]) : job.id;
}

export interface ClassifyOptions {
  attempt?: number;
  logs: boolean;
  signatures: Signatures;
}

export async function gatherClassify(
  port: InspectPort,
  repo: RepoRef,
  run: RunHeader,
  options: ClassifyOptions,
): Promise<ClassifyInput> {
  const attempt = options.attempt ?? run.run_attempt ?? 1;
  const latest = attempt === (run.run_attempt ?? 1);
  const jobs = latest
    ? await port.listJobs(repo, run.id, 'latest')
    : await port.listAttemptJobs(repo, run.id, attempt);
  const failed = jobs.filter(isFailed);
  const earlierAttempts = await Promise.all(
    Array.from({ length: attempt - 1 }, (_, i) =>
      orUnavailable(() => port.listAttemptJobs(repo, run.id, i + 1)),
    ),
  );
  const annotations: ClassifyInput['annotations'] = {};
  await Promise.all(
    failed.map(async (job) => {
      const id = checkRunId(job);
      annotations[job.id] = id === undefined ? [] : await orUnavailable(() => port.listAnnotations(repo, id));
    }),
  );
  const first = firstFailure(jobs);
  let logs: ClassifyInput['logs'];
  if (options.logs && first) {
    const log = await orUnavailable(() => port.getJobLog(repo, first.id));
    logs = { [first.id]: isUnavailable(log) ? log : tail(log) };
  }
  let groupRuns: RunHeader[] | undefined;
  if (!first && run.conclusion === 'cancelled') groupRuns = await concurrencyGroup(port, repo, run);
  return {
    run,
    attempt,
    jobs,
    earlierAttempts,
    annotations,
    logs,
    groupRuns,
    signatures: options.signatures,
  };
}

/** Runs of the same workflow that share this run's concurrency key: the same PR, else the same branch and event. */
async function concurrencyGroup(port: InspectPort, repo: RepoRef, run: RunHeader): Promise<RunHeader[]> {
  const workflow = (run.path ?? '').split('/').pop() ?? '';
  if (!workflow) return [];
  const filter: Record<string, string> = {};
  if (run.event) filter.event = run.event;
  if (run.head_branch) filter.branch = run.head_branch;
  const runs = await port.listWorkflowRuns(repo, workflow, filter, 100);
  const pr = run.pull_requests?.[0]?.number;
  return runs.filter((r) =>
    pr === undefined
      ? true
      : r.pull_requests?.some((p) => p.number === pr) || r.head_branch === run.head_branch,
  );
}

export interface VerifyOptions {
  expectation: Expectation | undefined;
  family: Family | undefined;
  appRepo: RepoRef | undefined;
  appRepoName: string;
}

export async function gatherVerify(
  port: InspectPort,
  repo: RepoRef,
  run: RunHeader,
  options: VerifyOptions,
): Promise<VerifyInput> {
  const sha = run.head_sha ?? '';
  const [attempts, jobs, pulls, commit, pushRuns] = await Promise.all([
    readAttempts(port, repo, run),
    orUnavailable(() => port.listJobs(repo, run.id, 'latest')),
    orUnavailable(() => port.listPullsForCommit(repo, sha)),
    orUnavailable(() => port.getCommit(repo, sha)),
    orUnavailable(() =>
      port.listWorkflowRuns(repo, RUN_SWEEP_WORKFLOW, { head_sha: sha, event: 'push' }, 100),
    ),
  ]);
  const mergedPulls = isUnavailable(pulls)
    ? pulls
    : pulls.filter((p) => p.merge_commit_sha === sha).map((p) => p.number);
  let expectation = options.expectation;
  if (!expectation && !isUnavailable(mergedPulls) && mergedPulls.length === 1) {
    const comments = await orUnavailable(() => port.listIssueComments(repo, mergedPulls[0]!));
    if (!isUnavailable(comments)) expectation = expectationFromComments(comments);
  }
  const jobList = isUnavailable(jobs) ? [] : jobs;
  const setup = jobList.find((j) => j.name === JOBS.setup);
  const reuseLog =
    setup?.conclusion === 'success' ? await orUnavailable(() => port.getJobLog(repo, setup.id)) : undefined;
  const reuse =
    reuseLog === undefined ? undefined : isUnavailable(reuseLog) ? reuseLog : readReuseDecision(reuseLog);
  const dispatches: VerifyInput['dispatches'] = {};
  for (const job of jobList.filter(
    (j) => (j.name === JOBS.triggerIngest || j.name === JOBS.triggerAgentic) && j.conclusion === 'success',
  )) {
    const log = await orUnavailable(() => port.getJobLog(repo, job.id));
    dispatches[job.name] = isUnavailable(log) ? log : readDispatchDecision(log);
  }
  const artifacts = await orUnavailable(() => readArtifacts(port, repo, run, attempts));
  const source = reuse && !isUnavailable(reuse) && reuse.enabled ? reuse.sourceRunId : undefined;
  const ownerArtifacts =
    source === undefined || source === run.id
      ? artifacts
      : await orUnavailable(async () => readArtifacts(port, repo, await port.getRun(repo, source)));
  const downstream = options.appRepo
    ? await readDownstream(port, options.appRepo, options.appRepoName, run)
    : ({ kind: 'skipped' } as const);
  return {
    run,
    attempts,
    jobs,
    mergedPulls,
    commit,
    pushRuns,
    reuse,
    dispatches,
    artifacts,
    ownerArtifacts,
    expectation,
    family: options.family,
    downstream,
  };
}

/** The results app's repository_dispatch runs since the merge run started, with the ids their logs name. */
async function readDownstream(
  port: InspectPort,
  app: RepoRef,
  appName: string,
  run: RunHeader,
): Promise<Downstream> {
  const since = run.created_at ?? '';
  const runs = await orUnavailable(
    () =>
      port.listRepoRuns(
        app,
        { event: 'repository_dispatch', ...(since ? { created: `>=${since}` } : {}) },
        APP_RUN_LIMIT,
      ),
    [401, 403, 404],
  );
  if (isUnavailable(runs))
    return {
      kind: 'unreadable',
      reason: `${appName} is not readable (HTTP ${runs.status}); publication not verified`,
    };
  const evidence: AppRunEvidence[] = [];
  for (const appRun of runs) {
    const jobs = await orUnavailable(() => port.listJobs(app, appRun.id, 'latest'), [403, 404, 410]);
    let ids: AppRunEvidence['ids'];
    if (!isUnavailable(jobs)) {
      for (const job of jobs) {
        const log = await orUnavailable(() => port.getJobLog(app, job.id), [403, 404, 410]);
        if (isUnavailable(log)) continue;
        const found = readAppRunIds(log);
        if (found.source !== undefined || found.merge !== undefined) {
          ids = { ...ids, ...found };
          if (ids.source !== undefined && ids.merge !== undefined) break;
        }
        ids ??= {};
      }
    }
    evidence.push({
      id: appRun.id,
      attempt: appRun.run_attempt ?? undefined,
      status: appRun.status ?? undefined,
      conclusion: appRun.conclusion ?? undefined,
      ids,
    });
  }
  return { kind: 'runs', appRepo: appName, runs: evidence };
}
