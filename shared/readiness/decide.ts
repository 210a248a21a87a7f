/**
 * The readiness verdict: may this PR be merged without main losing its sweep? Pure: the facts
 * are fetched by gather.ts, the verdict is one line of reason and one line of fix.
 *
 * - The changelog is unchanged: ready (main neither sweeps nor publishes).
 * - The changelog gate did not pass, or its result is not known (from a shell, without a
 *   completed gate check on the head): not ready, since only a passing gate lets main publish.
 * - Main's own reuse decision, run now on the PR as it stands:
 *   reuse resolves → ready; it refuses (stale, orphaned, unpinned without an eligible success,
 *   an unknown pinned id, an incompatible label) → not ready, because main would fail too;
 *   `/sweep-on-main` is newest → ready.
 * - No command: ready unless a successful sweep exists on a current PR commit and a decision is
 *   required, because main would sweep again and that run would be thrown away unnoticed.
 */
import type { GateUnchecked } from './gate-check.js';
import { GATE_PASSED, type SweepDecision } from './names.js';

/** What the push to main would decide for this PR now. */
export type MainDryRun =
  | { outcome: 'reuse'; runId: string; headSha: string; pinned: boolean; conclusion: string }
  | { outcome: 'sweep-on-main'; author: string }
  | { outcome: 'no-command' }
  | { outcome: 'refused'; reason: string };

export interface ReadinessFacts {
  prNumber: number;
  /** The reuse command as configured (`/reuse-sweep-run`). */
  reuseCommand: string;
  sweepOnMainCommand: string;
  changelogFile: string;
  changelogChanged: boolean;
  /** The changelog gate's outcome; only read when the changelog changed. */
  gateResult: string;
  /** Where that outcome was read, when not given by the caller (a check run on the head). */
  gateSource?: string;
  /** Set when no gate result is known; then `gateResult` is not read. */
  gateUnchecked?: GateUnchecked;
  /** Absent when not needed (changelog unchanged or gate failed). */
  main?: MainDryRun;
  /** The newest successful sweep with results on a current PR commit; looked up only without a command. */
  successfulSweep?: { runId: number; headSha: string } | null;
  sweepDecision: SweepDecision;
}

export interface Readiness {
  ready: boolean;
  reason: string;
  /** One line: what to do to become ready (empty when ready). */
  fix: string;
}

const short = (sha: string) => sha.slice(0, 8);

/** Whether the gathering may stop before asking GitHub anything. */
export function decidedWithoutGitHub(
  f: Pick<ReadinessFacts, 'changelogChanged' | 'gateResult' | 'gateUnchecked'>,
): boolean {
  return !f.changelogChanged || f.gateUnchecked !== undefined || f.gateResult !== GATE_PASSED;
}

function noCommand(f: ReadinessFacts): Readiness {
  const sweep = f.successfulSweep;
  const decide = `Comment \`${f.reuseCommand} ${sweep?.runId ?? '<run id>'}\` to publish that run, or \`${f.sweepOnMainCommand}\` to sweep again on main.`;
  if (!sweep) {
    return {
      ready: true,
      reason: `PR #${f.prNumber} has no reuse authorization and no reusable successful sweep on a current commit: main will sweep it.`,
      fix: '',
    };
  }
  if (f.sweepDecision === 'optional') {
    return {
      ready: true,
      reason: `Run ${sweep.runId} succeeded on ${short(sweep.headSha)} without a reuse authorization: main will sweep again (no decision required).`,
      fix: '',
    };
  }
  return {
    ready: false,
    reason: `Run ${sweep.runId} succeeded on current commit ${short(sweep.headSha)}, but nobody decided whether main reuses it: merged now, main would sweep again and discard it.`,
    fix: decide,
  };
}

export function decideReadiness(f: ReadinessFacts): Readiness {
  if (!f.changelogChanged) {
    return {
      ready: true,
      reason: `PR #${f.prNumber} does not change ${f.changelogFile}: main sweeps and publishes nothing for it.`,
      fix: '',
    };
  }
  if (f.gateUnchecked) {
    return {
      ready: false,
      reason: `PR #${f.prNumber} changes ${f.changelogFile}, and the changelog gate was not checked: ${f.gateUnchecked.why}.`,
      fix: `Run \`${f.gateUnchecked.command}\` in a clone with the PR fetched (\`git fetch origin pull/${f.prNumber}/head\`); if it passes, run again with \`--gate-result success\`.`,
    };
  }
  if (f.gateResult !== GATE_PASSED) {
    const where = f.gateSource ? `, ${f.gateSource}` : '';
    return {
      ready: false,
      reason: `The changelog gate did not pass (${f.gateResult || 'no result'}${where}).`,
      fix: `Fix ${f.changelogFile} as the gate's error says (\`sweepkit changelog validate\` shows it locally), then push.`,
    };
  }
  const main = f.main;
  if (!main) throw new Error('readiness: the main dry run is missing for a changed changelog');
  switch (main.outcome) {
    case 'reuse': {
      const partial =
        main.conclusion === 'success' ? '' : ` (it concluded ${main.conclusion}: a partial publication)`;
      return {
        ready: true,
        reason: `Main will reuse ${main.pinned ? 'pinned' : 'the latest successful'} run ${main.runId} on ${short(main.headSha)}${partial}.`,
        fix: '',
      };
    }
    case 'refused':
      return {
        ready: false,
        reason: `Main would refuse the reuse authorization: ${main.reason}`,
        fix: `Comment \`${f.reuseCommand} <run id>\` pinning a run of a current commit that has results, or \`${f.sweepOnMainCommand}\` to sweep again on main.`,
      };
    case 'sweep-on-main':
      return {
        ready: true,
        reason: `${main.author || 'A maintainer'} asked to sweep again on main (${f.sweepOnMainCommand}).`,
        fix: '',
      };
    case 'no-command':
      return noCommand(f);
  }
}
