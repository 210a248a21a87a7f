/**
 * `check-source`: the source run whose artifacts a recovery reuses. The gate's validation of a
 * source run (same checks, order and messages; a pinned run may have failed or been cancelled
 * and is then reported as partial, never as green), then ancestry (the source commit is in the
 * history of the PR's final head) and the drift between the two, tagged by whether it changes
 * what a sweep would execute.
 */
import type { RepoRef } from '../../github/client.js';
import { GitHubApiError } from '../../github/errors.js';
import type { WorkflowRun } from '../../github/schemas.js';
import { checkRunArtifacts, checkRunCommit, checkRunFields, hasResultArtifact } from '../../reuse/source.js';
import { attribute, type AttributedArtifact } from '../inspect/attempts.js';
import { short } from '../merge/names.js';
import { EXECUTION_PATHS, RUN_SWEEP_WORKFLOW, sourcePrRef } from './names.js';
import type { RecoveryGit, RecoveryGitHub } from './ports.js';
import { stop } from './refusal.js';

type DriftKind = 'execution' | 'other';
export interface DriftPath {
  status: string;
  path: string;
  kind: DriftKind;
}

function driftKind(path: string): DriftKind {
  return EXECUTION_PATHS.some((p) => p.test(path)) ? 'execution' : 'other';
}

/** `git diff --name-status` lines as tagged paths. */
export function tagDrift(nameStatus: readonly string[]): DriftPath[] {
  return nameStatus.map((line) => {
    const [status = '', ...paths] = line.split('\t');
    const path = paths.at(-1) ?? '';
    return { status, path, kind: driftKind(path) };
  });
}

interface SourceArtifact {
  name: string;
  expired: boolean;
  size_in_bytes: number | null;
  attempt: number | null;
}

export interface SourceReport {
  pr_number: number;
  pr_head_sha: string;
  source_run_id: number;
  run_attempt: number;
  conclusion: string | null;
  partial: boolean;
  head_sha: string;
  artifacts: SourceArtifact[];
  /** True when the source commit left the PR (force-push) and was accepted under --orphaned-source. */
  orphaned: boolean;
  /** What the drift is measured against: the PR's final head, or the merge commit for an orphaned source. */
  drift_base: 'pr-head' | 'merge';
  drift: DriftPath[];
}

export interface SourceOptions {
  repo: RepoRef;
  pr: number;
  /** The pinned run id, or null for the newest successful reusable run of the PR. */
  sourceRun: string | null;
  remote: string;
  failOnDrift: boolean;
  /**
   * Accept a pinned source whose commit is no longer in the PR's commit list (the branch was
   * force-pushed after the sweep), when the remote still serves the commit and nothing that
   * changes what a sweep executes differs between it and the merge commit.
   */
  orphanedSource?: boolean;
}

const ORPHANED_SOURCE_FLAG = '--orphaned-source';

/** The usual refusal of a commit outside the PR, naming the opt-in that may still recover it. */
const orphanHint = (reason: string) =>
  `${reason} If the branch was force-pushed after that sweep, rerun with ${ORPHANED_SOURCE_FLAG} (and --source-run): it accepts the commit while the remote still serves it and nothing benchmark-affecting changed between it and the merge commit.`;

const noSourceMessage = (pr: number) =>
  `PR #${pr} has no successful reusable ${RUN_SWEEP_WORKFLOW} run on a current commit`;

async function pinnedRun(github: RecoveryGitHub, repo: RepoRef, runId: string): Promise<WorkflowRun> {
  try {
    return await github.client.getRun(repo, runId);
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404)
      stop(`Reusable source run ${runId} was not found: ${error.message}`);
    throw error;
  }
}

/** Artifacts with the attempt that made them; an attempt that cannot be read leaves it unknown. */
async function attributed(
  github: RecoveryGitHub,
  repo: RepoRef,
  run: WorkflowRun,
): Promise<AttributedArtifact[]> {
  const n = Math.max(1, run.run_attempt ?? 1);
  const [artifacts, starts] = await Promise.all([
    github.listArtifacts(repo, run.id),
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        github
          .getAttempt(repo, run.id, i + 1)
          .then((a) => a.run_started_at ?? undefined)
          .catch(() => undefined),
      ),
    ),
  ]);
  return attribute(artifacts, starts);
}

export async function checkSource(
  github: RecoveryGitHub,
  git: RecoveryGit,
  o: SourceOptions,
): Promise<SourceReport> {
  const pull = await github.client.getPull(o.repo, o.pr);
  const prShas = new Set(await github.client.listPullCommitShas(o.repo, o.pr));
  let run: WorkflowRun | undefined;
  let artifacts: AttributedArtifact[] = [];
  let orphaned = false;
  if (o.sourceRun !== null) {
    run = await pinnedRun(github, o.repo, o.sourceRun);
    artifacts = await attributed(github, o.repo, run);
    const fields = checkRunFields(run, true, RUN_SWEEP_WORKFLOW);
    if (fields !== null) stop(fields);
    const outside = checkRunCommit(run, o.pr, prShas);
    if (outside !== null && !o.orphanedSource) stop(orphanHint(outside));
    orphaned = outside !== null;
    const missing = checkRunArtifacts(run, artifacts);
    if (missing !== null) stop(missing);
  } else {
    const runs = await github.client.listWorkflowRuns(o.repo, RUN_SWEEP_WORKFLOW, {
      event: 'pull_request',
      branch: pull.head?.ref ?? undefined,
      status: 'completed',
    });
    for (const candidate of runs) {
      if (candidate.conclusion !== 'success' || !prShas.has(candidate.head_sha ?? '')) continue;
      const found = await attributed(github, o.repo, candidate);
      // A run without result artifacts is a gated no-op: it ran nothing worth reusing.
      if (!hasResultArtifact(found)) continue;
      run = candidate;
      artifacts = found;
      break;
    }
    if (!run) stop(noSourceMessage(o.pr));
  }
  const sourceSha = run.head_sha ?? '';
  const located = orphaned
    ? orphanDrift(git, o, sourceSha, pull.merge_commit_sha ?? null)
    : prHeadDrift(git, o, sourceSha);
  const report: SourceReport = {
    pr_number: o.pr,
    pr_head_sha: located.prHead,
    source_run_id: run.id,
    run_attempt: run.run_attempt ?? 1,
    conclusion: run.conclusion ?? null,
    partial: run.conclusion !== 'success',
    head_sha: sourceSha,
    artifacts: artifacts.map((a) => ({
      name: a.name,
      expired: a.expired === true,
      size_in_bytes: a.size_in_bytes ?? null,
      attempt: a.attempt ?? null,
    })),
    orphaned,
    drift_base: orphaned ? 'merge' : 'pr-head',
    drift: located.drift,
  };
  const execution = located.drift.filter((d) => d.kind === 'execution');
  if (o.failOnDrift && execution.length)
    stop(
      `source head ${short(sourceSha)} differs from PR #${o.pr} head ${short(located.prHead)} in execution paths: ${execution.map((d) => d.path).join(', ')}`,
    );
  return report;
}

interface Located {
  prHead: string;
  drift: DriftPath[];
}

/** The usual source: an ancestor of the PR's final head, drift measured up to that head. */
function prHeadDrift(git: RecoveryGit, o: SourceOptions, sourceSha: string): Located {
  try {
    const prHead = git.fetchPullHead(o.remote, o.pr, sourcePrRef(o.pr));
    // A source run on the PR's final head (the usual case) is its own ancestor and has no drift;
    // the fetch proved the commit exists, so git has nothing to add.
    if (sourceSha !== prHead && !git.isAncestor(sourceSha, prHead))
      stop(
        `source head ${short(sourceSha)} is not an ancestor of PR #${o.pr} head ${short(prHead)}; if the branch was force-pushed after that sweep, rerun with ${ORPHANED_SOURCE_FLAG}`,
      );
    return { prHead, drift: sourceSha === prHead ? [] : tagDrift(git.diffNameStatus(sourceSha, prHead)) };
  } finally {
    git.deleteRef(sourcePrRef(o.pr));
  }
}

/**
 * An orphaned source (its commit left the PR): the commit must still be served by the remote,
 * and what main published (the merge commit) may differ from it only outside the paths that
 * change what a sweep executes; otherwise its results describe another benchmark.
 */
function orphanDrift(
  git: RecoveryGit,
  o: SourceOptions,
  sourceSha: string,
  mergeSha: string | null,
): Located {
  if (!mergeSha) stop(`PR #${o.pr} has no merge commit; an orphaned source is checked against it`);
  if (!git.hasCommit(mergeSha))
    stop(`merge commit ${mergeSha} is not in the local clone; run git fetch ${o.remote} main`);
  if (!git.fetchCommit(o.remote, sourceSha))
    stop(
      `orphaned source commit ${short(sourceSha)} is no longer served by ${o.remote}; its artifacts cannot be tied to a commit, so sweep the PR's change again`,
    );
  let prHead = '';
  try {
    prHead = git.fetchPullHead(o.remote, o.pr, sourcePrRef(o.pr));
  } catch {
    // The PR head is reported only; the merge commit is what the source is checked against.
  } finally {
    git.deleteRef(sourcePrRef(o.pr));
  }
  const drift = tagDrift(git.diffNameStatus(sourceSha, mergeSha));
  const execution = drift.filter((d) => d.kind === 'execution').map((d) => d.path);
  if (execution.length)
    stop(
      `orphaned source commit ${short(sourceSha)} differs from merge commit ${short(mergeSha)} in benchmark-affecting paths: ${execution.join(', ')}; its results do not describe what was merged`,
    );
  return { prHead, drift };
}
