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
import { hasResultArtifact, validateSourceRun } from '../../reuse/source.js';
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
  drift: DriftPath[];
}

export interface SourceOptions {
  repo: RepoRef;
  pr: number;
  /** The pinned run id, or null for the newest successful reusable run of the PR. */
  sourceRun: string | null;
  remote: string;
  failOnDrift: boolean;
}

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
  if (o.sourceRun !== null) {
    run = await pinnedRun(github, o.repo, o.sourceRun);
    artifacts = await attributed(github, o.repo, run);
    const reason = validateSourceRun(run, {
      prNumber: o.pr,
      prShas,
      artifacts,
      pinned: true,
      workflowId: RUN_SWEEP_WORKFLOW,
    });
    if (reason !== null) stop(reason);
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
  let prHead: string;
  let drift: DriftPath[];
  try {
    prHead = git.fetchPullHead(o.remote, o.pr, sourcePrRef(o.pr));
    // A source run on the PR's final head (the usual case) is its own ancestor and has no drift;
    // the fetch proved the commit exists, so git has nothing to add.
    if (sourceSha !== prHead && !git.isAncestor(sourceSha, prHead))
      stop(`source head ${short(sourceSha)} is not an ancestor of PR #${o.pr} head ${short(prHead)}`);
    drift = sourceSha === prHead ? [] : tagDrift(git.diffNameStatus(sourceSha, prHead));
  } finally {
    git.deleteRef(sourcePrRef(o.pr));
  }
  const report: SourceReport = {
    pr_number: o.pr,
    pr_head_sha: prHead,
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
    drift,
  };
  const execution = drift.filter((d) => d.kind === 'execution');
  if (o.failOnDrift && execution.length)
    stop(
      `source head ${short(sourceSha)} differs from PR #${o.pr} head ${short(prHead)} in execution paths: ${execution.map((d) => d.path).join(', ')}`,
    );
  return report;
}
