/**
 * The publication audit: every commit on main that changed the changelog must have exactly one
 * push run of run-sweep.yml, and that run must pass verify-publication. A merge GitHub did not
 * record (no push run), a duplicate push run, a failed or unverified publication are each one
 * finding with the command that continues from it. Fetch first (through the run-inspection port
 * and one commit listing), decide second (`decideCommit`, pure).
 */
import type { RepoRef } from '../../github/client.js';
import { gatherVerify, type VerifyOptions } from '../inspect/gather.js';
import { RUN_SWEEP_WORKFLOW } from '../inspect/names.js';
import type { InspectPort } from '../inspect/ports.js';
import type { RunHeader } from '../inspect/schemas.js';
import { verify, type Verification } from '../inspect/verify.js';

export interface ChangelogCommit {
  sha: string;
  /** The first line of the commit message. */
  title: string;
  date: string | null;
}

export interface AuditPort extends InspectPort {
  /** GET /commits?sha=<branch>&path=<file>&since=<date>, every page, newest first. */
  listCommitsTouching(repo: RepoRef, branch: string, path: string, since: string): Promise<ChangelogCommit[]>;
}

type AuditStatus = 'published' | 'not-verified' | 'failed' | 'no-push-run' | 'several-push-runs';

export interface AuditFinding {
  sha: string;
  title: string;
  pr_number: number | null;
  status: AuditStatus;
  runs: number[];
  /** What was found, one line. */
  detail: string;
  /** The command that continues from here (null when published). */
  next: string | null;
}

export interface AuditReport {
  repo: string;
  since: string;
  branch: string;
  commits: number;
  findings: AuditFinding[];
  /** `ok` only when every commit is published; `failed` when any is missing, duplicated or failed. */
  verdict: 'ok' | 'not-verified' | 'failed';
}

/** The finding of one changelog-changing commit from its push runs and (for exactly one) its verification. */
export function decideCommit(
  commit: ChangelogCommit,
  pushRuns: readonly RunHeader[],
  verification: Verification | null,
  prNumber: number | null,
): AuditFinding {
  const base = { sha: commit.sha, title: commit.title, runs: pushRuns.map((r) => r.id) };
  if (pushRuns.length === 0)
    return {
      ...base,
      pr_number: prNumber,
      status: 'no-push-run',
      detail: `no push run of ${RUN_SWEEP_WORKFLOW}: GitHub did not record the merge, nothing was published`,
      next: `sweepkit recover-ingest open-pr --merge-sha ${commit.sha} --source-run <the PR's sweep run> --send`,
    };
  if (pushRuns.length > 1)
    return {
      ...base,
      pr_number: prNumber,
      status: 'several-push-runs',
      detail: `${pushRuns.length} push runs of ${RUN_SWEEP_WORKFLOW} (${base.runs.join(', ')}): the results app may hold either`,
      next: `sweepkit verify-publication ${base.runs[0]} (and each other run) to see which one ingested`,
    };
  const v = verification!;
  const pr = v.pr_number ?? prNumber;
  const failed = v.checks.filter((c) => c.result === 'fail').map((c) => `${c.id} ${c.summary}`);
  const unknown = v.checks.filter((c) => c.result === 'unknown').map((c) => c.id);
  if (v.verdict === 'published')
    return { ...base, pr_number: pr, status: 'published', detail: `run ${v.run_id}: published`, next: null };
  if (v.verdict === 'failed')
    return {
      ...base,
      pr_number: pr,
      status: 'failed',
      detail: `run ${v.run_id}: ${failed.join('; ')}`,
      next: `sweepkit recover-ingest assess ${v.run_id}`,
    };
  return {
    ...base,
    pr_number: pr,
    status: 'not-verified',
    detail: `run ${v.run_id}: not verified (${unknown.join(', ')} unknown); ${v.seen}`,
    next: `sweepkit verify-publication ${v.run_id}`,
  };
}

function auditVerdict(findings: readonly AuditFinding[]): AuditReport['verdict'] {
  if (findings.some((f) => f.status !== 'published' && f.status !== 'not-verified')) return 'failed';
  return findings.some((f) => f.status === 'not-verified') ? 'not-verified' : 'ok';
}

export interface AuditOptions {
  repo: RepoRef;
  repoName: string;
  since: string;
  branch: string;
  file: string;
  verify: Omit<VerifyOptions, 'expectation' | 'family'>;
}

/** The merged PR of a commit (its merge_commit_sha is the commit), when GitHub names exactly one. */
async function pullOf(port: AuditPort, repo: RepoRef, sha: string): Promise<number | null> {
  const pulls = (await port.listPullsForCommit(repo, sha)).filter((p) => p.merge_commit_sha === sha);
  return pulls.length === 1 ? pulls[0]!.number : null;
}

export async function auditPublication(port: AuditPort, o: AuditOptions): Promise<AuditReport> {
  const commits = await port.listCommitsTouching(o.repo, o.branch, o.file, o.since);
  const findings: AuditFinding[] = [];
  // One commit at a time, oldest first: each verification reads a dozen endpoints.
  for (const commit of [...commits].reverse()) {
    const runs = await port.listWorkflowRuns(
      o.repo,
      RUN_SWEEP_WORKFLOW,
      { head_sha: commit.sha, event: 'push' },
      100,
    );
    // GitHub filters by head_sha; a run of another commit is never counted.
    const pushRuns = runs.filter((r) => r.head_sha === commit.sha && r.event === 'push');
    let verification: Verification | null = null;
    if (pushRuns.length === 1) {
      const input = await gatherVerify(port, o.repo, pushRuns[0]!, {
        ...o.verify,
        expectation: undefined,
        family: undefined,
      });
      verification = verify(input);
    }
    const pr = verification?.pr_number ?? (await pullOf(port, o.repo, commit.sha));
    findings.push(decideCommit(commit, pushRuns, verification, pr));
  }
  return {
    repo: o.repoName,
    since: o.since,
    branch: o.branch,
    commits: commits.length,
    findings,
    verdict: auditVerdict(findings),
  };
}
