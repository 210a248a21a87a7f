/**
 * Fetch the facts of the readiness verdict. The reuse part is main's own decision
 * (decideMainForPull) run on the PR as it stands, so the check cannot disagree with the push run.
 * A refusal of that decision is a fact ("main would refuse"); a GitHub fault is not: it propagates
 * as a VerificationError and nothing is decided (fail closed).
 *
 * The workflow knows from its checkout whether the changelog changed and what the gate said; a
 * shell does not, so when either is not given it is read from GitHub: the PR's changed files, and
 * the gate's check run on the PR head (gate-check.ts).
 */
import type { GitHubClient, RepoRef } from '../github/client.js';
import { verifying } from '../github/errors.js';
import { decideMainForPull, type GateDecision } from '../reuse/gate.js';
import { MAIN_REF, SWEEP_ON_MAIN_COMMAND } from '../reuse/names.js';
import { ReuseRefusal } from '../reuse/refusal.js';
import { checkIncompatibleLabels, selectSourceRun } from '../reuse/select.js';
import type { PullRequest } from '../github/schemas.js';
import { labelNames } from '../ops/merge/preflight.js';
import { changesChangelog } from './changed.js';
import { decidedWithoutGitHub, type MainDryRun, type ReadinessFacts } from './decide.js';
import { GATE_CHECK_NAMES, gateFromCheckRuns, localGateCommand, type GateFinding } from './gate-check.js';
import type { SweepDecision } from './names.js';

export interface ReadinessParams {
  repo: RepoRef;
  prNumber: number;
  changelogFile: string;
  /** Undefined: read the PR's changed files from GitHub. */
  changelogChanged?: boolean;
  /** Undefined: read the gate's check run on the PR head (names: `gateChecks`). */
  gateResult?: string;
  /** Check run names of the changelog gate (default GATE_CHECK_NAMES). */
  gateChecks?: readonly string[];
  sweepDecision: SweepDecision;
  workflowId: string;
  incompatibleLabels: readonly string[];
  allowedAssociations: readonly string[];
  /** The reuse command (`/reuse-sweep-run`). */
  command: string;
}

function dryRunOf(decision: GateDecision): MainDryRun {
  const o = decision.outputs;
  if (o['reuse-enabled'] === 'true') {
    return {
      outcome: 'reuse',
      runId: o['reuse-source-run-id'],
      headSha: o['reuse-source-head-sha'],
      pinned: decision.authorization?.runId != null,
      conclusion: decision.sourceConclusion ?? 'success',
    };
  }
  if (decision.command?.kind === 'sweep-on-main')
    return { outcome: 'sweep-on-main', author: decision.command.author };
  return { outcome: 'no-command' };
}

async function mainDryRun(client: GitHubClient, p: ReadinessParams): Promise<MainDryRun> {
  try {
    const decision = await decideMainForPull(
      client,
      {
        repo: p.repo,
        commitSha: '',
        eventName: 'push',
        ref: MAIN_REF,
        workflowId: p.workflowId,
        incompatibleLabels: p.incompatibleLabels,
        allowedAssociations: p.allowedAssociations,
        command: p.command,
      },
      p.prNumber,
    );
    return dryRunOf(decision);
  } catch (error) {
    if (error instanceof ReuseRefusal) return { outcome: 'refused', reason: error.message };
    throw error;
  }
}

/**
 * The newest successful sweep with results on a current commit (the unpinned reuse selection), or
 * null; also null when a label makes the PR's sweeps unusable for reuse, since then there is
 * nothing to decide.
 */
async function successfulSweep(client: GitHubClient, p: ReadinessParams) {
  return verifying(`the sweeps of PR #${p.prNumber}`, async () => {
    const pull = await client.getPull(p.repo, p.prNumber);
    try {
      checkIncompatibleLabels(pull, p.prNumber, p.incompatibleLabels, p.command);
      const { run } = await selectSourceRun(client, {
        repo: p.repo,
        prNumber: p.prNumber,
        pull,
        request: { runId: null },
        workflowId: p.workflowId,
        command: p.command,
      });
      return { runId: run.id, headSha: run.head_sha ?? '' };
    } catch (error) {
      if (error instanceof ReuseRefusal) return null;
      throw error;
    }
  });
}

/** The PR, read once for both lookups below. */
function pullOnce(client: GitHubClient, p: ReadinessParams): () => Promise<PullRequest> {
  let pull: Promise<PullRequest> | undefined;
  return () => (pull ??= client.getPull(p.repo, p.prNumber));
}

async function changelogChanged(client: GitHubClient, p: ReadinessParams, pull: () => Promise<PullRequest>) {
  return verifying(`the changed files of PR #${p.prNumber}`, async () => {
    const { changed_files } = await pull();
    const files = await client.listPullFiles(p.repo, p.prNumber);
    return changesChangelog(files, changed_files, p.changelogFile);
  });
}

async function gateOnHead(
  client: GitHubClient,
  p: ReadinessParams,
  pull: () => Promise<PullRequest>,
): Promise<GateFinding> {
  return verifying(`the changelog gate's check run of PR #${p.prNumber}`, async () => {
    const pr = await pull();
    const target = {
      prNumber: p.prNumber,
      headSha: pr.head?.sha ?? '',
      baseRef: pr.base?.ref ?? '<base branch>',
      changelogFile: p.changelogFile,
      labels: labelNames(pr),
    };
    if (!target.headSha) {
      const command = localGateCommand({ ...target, headSha: '<head sha>' });
      return { unchecked: { why: 'GitHub names no head commit of the PR', command } };
    }
    const runs = await client.listCheckRuns(p.repo, target.headSha);
    return gateFromCheckRuns(runs, p.gateChecks ?? GATE_CHECK_NAMES, target);
  });
}

export async function gatherReadiness(client: GitHubClient, p: ReadinessParams): Promise<ReadinessFacts> {
  const pull = pullOnce(client, p);
  const facts: ReadinessFacts = {
    prNumber: p.prNumber,
    reuseCommand: p.command,
    sweepOnMainCommand: SWEEP_ON_MAIN_COMMAND,
    changelogFile: p.changelogFile,
    changelogChanged: p.changelogChanged ?? (await changelogChanged(client, p, pull)),
    gateResult: p.gateResult ?? '',
    sweepDecision: p.sweepDecision,
  };
  if (facts.changelogChanged && p.gateResult === undefined) {
    const gate = await gateOnHead(client, p, pull);
    if ('unchecked' in gate) facts.gateUnchecked = gate.unchecked;
    else Object.assign(facts, { gateResult: gate.result, gateSource: gate.source });
  }
  if (decidedWithoutGitHub(facts)) return facts;
  facts.main = await mainDryRun(client, p);
  if (facts.main.outcome === 'no-command') facts.successfulSweep = await successfulSweep(client, p);
  return facts;
}
