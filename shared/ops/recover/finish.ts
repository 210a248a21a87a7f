/**
 * `finish` (Case B): squash-merge the recovery PR once it provably reuses the source run: its
 * commits contain the source commit, it changes only the changelog, the gate and the reuse gate
 * passed, no GPU job ran, its head is still the carrier, and main has not moved under it. A main
 * that advanced is never merged into the carrier branch: the recovery is recreated instead.
 */
import { GitHubApiError } from '../../github/errors.js';
import { isBenchmarkJob } from '../inspect/verify.js';
import type { Job } from '../inspect/schemas.js';
import { latestNamed } from '../merge/checks.js';
import { CHECK_CHANGELOG, short } from '../merge/names.js';
import type { OpsCheckRun } from '../ports.js';
import type { RecoveryContext } from './context.js';
import { JOBS, RUN_SWEEP_WORKFLOW, recoveryPrRef } from './names.js';
import { stop } from './refusal.js';

const REUSE_GATE_CHECK = 'reuse-sweep-gate';
export const MAIN_ADVANCED = 'main advanced; recreate the recovery commit and carrier on the new main';

export interface FinishFacts {
  pr: number;
  file: string;
  sourceSha: string;
  prShas: readonly string[];
  files: readonly string[];
  checkRuns: readonly OpsCheckRun[];
  /** The jobs of the pull_request run-sweep.yml run on the head, or null when there is none. */
  jobs: readonly Job[] | null;
  headParents: readonly string[];
}

/** The first reason the recovery PR may not be merged yet, or null. */
export function finishRefusal(f: FinishFacts): string | null {
  if (!f.prShas.includes(f.sourceSha))
    return `recovery PR #${f.pr} does not contain source commit ${short(f.sourceSha)}; the carrier is missing`;
  const extra = f.files.filter((name) => name !== f.file);
  if (extra.length || f.files.length === 0)
    return `recovery PR #${f.pr} must change only ${f.file}; it changes ${f.files.join(', ') || 'nothing'}`;
  for (const name of [CHECK_CHANGELOG, REUSE_GATE_CHECK]) {
    const run = latestNamed(f.checkRuns, name);
    if (!run || run.status !== 'completed' || run.conclusion !== 'success')
      return `${name} on recovery PR #${f.pr} is ${run ? `${run.status ?? 'unknown'}/${run.conclusion ?? 'none'}` : 'missing'}; it must succeed first`;
  }
  if (f.jobs === null)
    return `recovery PR #${f.pr} has no ${RUN_SWEEP_WORKFLOW} pull_request run on its head yet`;
  const setup = f.jobs.find((j) => j.name === JOBS.setup);
  if (!setup || setup.conclusion !== 'skipped')
    return `setup of the recovery PR's ${RUN_SWEEP_WORKFLOW} run is ${setup?.conclusion ?? 'missing'}, expected skipped: the run did not reuse the source`;
  const ran = f.jobs.find((j) => isBenchmarkJob(j) && j.conclusion !== 'skipped');
  if (ran)
    return `GPU job "${ran.name}" of the recovery PR's run is ${ran.conclusion ?? ran.status ?? 'running'}, expected skipped`;
  if (f.headParents.length !== 2 || f.headParents[1] !== f.sourceSha)
    return `the head of recovery PR #${f.pr} is no longer the carrier (second parent ${short(f.headParents[1])}, expected ${short(f.sourceSha)}); recreate the recovery`;
  return null;
}

export interface FinishReport {
  recovery_pr: number;
  head_sha: string;
  source_run_id: number;
  sent: boolean;
  merge_sha: string | null;
}

export async function finishRecovery(
  ctx: RecoveryContext,
  o: { recoveryPr: number; sourceRun: string },
): Promise<FinishReport> {
  const { github, git } = ctx;
  const pull = await github.client.getPull(ctx.repo, o.recoveryPr);
  if (pull.state !== 'open' || pull.merged_at)
    stop(`recovery PR #${o.recoveryPr} is ${pull.merged_at ? 'merged' : pull.state}, expected open`);
  const head = pull.head?.sha ?? '';
  const source = await github.client.getRun(ctx.repo, o.sourceRun);
  const sourceSha = source.head_sha ?? '';
  const prShas = await github.client.listPullCommitShas(ctx.repo, o.recoveryPr);
  const files = await github.listPullFiles(ctx.repo, o.recoveryPr);
  const checkRuns = await github.listCheckRunsForRef(ctx.repo, head);
  const runs = await github.listRunsForHead(ctx.repo, RUN_SWEEP_WORKFLOW, 'pull_request', head);
  const jobs = runs.length ? await github.listJobs(ctx.repo, runs[0]!.id, 'latest') : null;
  const headParents = await github.commitParents(ctx.repo, head);
  const reason = finishRefusal({
    pr: o.recoveryPr,
    file: ctx.file,
    sourceSha,
    prShas,
    files,
    checkRuns,
    jobs,
    headParents,
  });
  if (reason) stop(reason);
  // Main must still be an ancestor of the carrier: a recovery never merges main into its branch.
  // Main and the PR head in one round trip to the remote; when that fetch fails, one at a time,
  // so the error names the ref that failed.
  try {
    const both = git.fetchMainAndPullHead(ctx.remote, o.recoveryPr, recoveryPrRef(o.recoveryPr));
    const mainSha = both?.main ?? git.fetchMain(ctx.remote);
    const fetched =
      both?.pullHead ?? git.fetchPullHead(ctx.remote, o.recoveryPr, recoveryPrRef(o.recoveryPr));
    if (fetched !== head)
      stop(
        `recovery PR #${o.recoveryPr} head moved while checking (${short(fetched)} fetched, ${short(head)} on GitHub); rerun`,
      );
    if (!git.isAncestor(mainSha, head)) stop(MAIN_ADVANCED);
  } finally {
    git.deleteRef(recoveryPrRef(o.recoveryPr));
  }
  ctx.onLine(
    `✓ recovery PR #${o.recoveryPr} carries source ${o.sourceRun} (${short(sourceSha)}), changes only ${ctx.file}`,
  );
  ctx.onLine(`✓ ${CHECK_CHANGELOG} and ${REUSE_GATE_CHECK} succeeded; setup and every GPU job skipped`);
  const report: FinishReport = {
    recovery_pr: o.recoveryPr,
    head_sha: head,
    source_run_id: source.id,
    sent: false,
    merge_sha: null,
  };
  if (!ctx.send) {
    ctx.onLine(`→ would squash-merge PR #${o.recoveryPr} with head precondition ${short(head)}`);
    return report;
  }
  let merged;
  try {
    merged = await github.squashMerge(ctx.repo, o.recoveryPr, head);
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 409)
      stop(`recovery PR #${o.recoveryPr} head moved; nothing was merged`);
    if (error instanceof GitHubApiError && error.status === 405)
      stop(`${MAIN_ADVANCED} (GitHub: ${error.message})`);
    throw error;
  }
  report.sent = true;
  report.merge_sha = merged.sha;
  ctx.onLine(`✓ merged PR #${o.recoveryPr} as ${short(merged.sha)}`);
  ctx.onLine(`next: sweepkit verify-publication --pr ${o.recoveryPr} --expect-source ${o.sourceRun}`);
  return report;
}
