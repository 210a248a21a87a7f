/**
 * Fetch the facts of the readiness verdict. The reuse part is main's own decision
 * (decideMainForPull) run on the PR as it stands, so the check cannot disagree with the push run.
 * A refusal of that decision is a fact ("main would refuse"); a GitHub fault is not: it propagates
 * as a VerificationError and nothing is decided (fail closed).
 */
import type { GitHubClient, RepoRef } from '../github/client.js';
import { verifying } from '../github/errors.js';
import { decideMainForPull, type GateDecision } from '../reuse/gate.js';
import { MAIN_REF, SWEEP_ON_MAIN_COMMAND } from '../reuse/names.js';
import { ReuseRefusal } from '../reuse/refusal.js';
import { checkIncompatibleLabels, selectSourceRun } from '../reuse/select.js';
import { decidedWithoutGitHub, type MainDryRun, type ReadinessFacts } from './decide.js';
import type { SweepDecision } from './names.js';

export interface ReadinessParams {
  repo: RepoRef;
  prNumber: number;
  changelogFile: string;
  changelogChanged: boolean;
  gateResult: string;
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

export async function gatherReadiness(client: GitHubClient, p: ReadinessParams): Promise<ReadinessFacts> {
  const facts: ReadinessFacts = {
    prNumber: p.prNumber,
    reuseCommand: p.command,
    sweepOnMainCommand: SWEEP_ON_MAIN_COMMAND,
    changelogFile: p.changelogFile,
    changelogChanged: p.changelogChanged,
    gateResult: p.gateResult,
    sweepDecision: p.sweepDecision,
  };
  if (decidedWithoutGitHub(facts)) return facts;
  facts.main = await mainDryRun(client, p);
  if (facts.main.outcome === 'no-command') facts.successfulSweep = await successfulSweep(client, p);
  return facts;
}
