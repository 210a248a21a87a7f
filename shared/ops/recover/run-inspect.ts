/**
 * Fetch-then-decide for `recover-ingest inspect`: the run, its jobs, the PR of its head commit
 * (the reference's order), then the commit itself.
 */
import type { RepoRef } from '../../github/client.js';
import type { RecoverGit, RecoverGitHub } from '../ports.js';
import {
  ACCEPTABLE_CONCLUSIONS,
  checkTargetFlags,
  checkTargetRun,
  ingestJobs,
  mergedPullOf,
  parseTarget,
  refuse,
  selectJob,
} from './inspect.js';

export interface InspectOptions {
  repo: RepoRef;
  repoName: string;
  target: string;
  jobId: string | null;
  /** Conclusions accepted besides `failure`. */
  acceptConclusions: string[];
  remote: string;
}

export interface InspectReport {
  repo: string;
  run_id: number;
  run_attempt: number;
  run_url: string;
  job_id: number | null;
  job_name: string | null;
  job_url: string | null;
  merge_sha: string;
  base_sha: string;
  pr_number: number;
  pr_url: string;
  run_conclusion: string | null;
  head_sha: string;
  ingest_jobs: Record<string, string | null>;
}

export async function inspectTarget(
  github: RecoverGitHub,
  git: RecoverGit,
  o: InspectOptions,
): Promise<InspectReport> {
  for (const c of o.acceptConclusions) {
    if (!(ACCEPTABLE_CONCLUSIONS as readonly string[]).includes(c)) {
      refuse(`--accept-conclusion must be one of ${ACCEPTABLE_CONCLUSIONS.join(', ')}, got '${c}'`);
    }
  }
  const target = parseTarget(o.target);
  const jobId = checkTargetFlags(target, o.repoName, o.jobId);
  const run = await github.getRun(o.repo, target.runId);
  checkTargetRun(run, o.acceptConclusions);
  const jobs = await github.listRunJobs(o.repo, target.runId);
  const job = selectJob(jobs, jobId, run.conclusion !== 'failure');
  const mergeSha = run.head_sha ?? '';
  const pull = mergedPullOf(await github.listPullsForCommit(o.repo, mergeSha), mergeSha);
  // The later recovery steps need the merge commit locally.
  if (!git.hasCommit(mergeSha))
    refuse(`merge commit ${mergeSha} is not in the local clone; run git fetch ${o.remote} main`);
  const parents = await github.commitParents(o.repo, mergeSha);
  const runUrl = run.html_url ?? `https://github.com/${o.repoName}/actions/runs/${run.id}`;
  return {
    repo: o.repoName,
    run_id: run.id,
    run_attempt: run.run_attempt ?? 1,
    run_url: runUrl,
    job_id: job?.id ?? null,
    job_name: job?.name ?? null,
    job_url: job ? (job.html_url ?? `${runUrl}/job/${job.id}`) : null,
    merge_sha: mergeSha,
    base_sha: parents[0] ?? '',
    pr_number: pull.number ?? 0,
    pr_url: pull.html_url ?? `https://github.com/${o.repoName}/pull/${pull.number}`,
    run_conclusion: run.conclusion ?? null,
    head_sha: mergeSha,
    ingest_jobs: ingestJobs(jobs),
  };
}
