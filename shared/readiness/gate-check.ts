/**
 * The changelog gate's result as GitHub recorded it on the PR head: the check run of run-sweep's
 * changelog job. Pure. From a shell there is no checkout of both revisions to run the gate, so
 * this is the only honest source; when it is missing, still running, skipped (run-sweep does not
 * validate fork PRs) or cancelled, the gate is "not checked", and readiness says so with the
 * exact local command instead of assuming a pass.
 */
import { DEFAULT_CHANGELOG_FILE } from '../changelog/names.js';
import type { CheckRun } from '../github/schemas.js';
import { GATE_PASSED } from './names.js';

/** The changelog job of run-sweep as a check run: its display name, then its job id. */
export const GATE_CHECK_NAMES = ['Validate perf-changelog', 'check-changelog'] as const;

/** Only a workflow job counts: another app could create a check run of the same name. */
const ACTIONS_APP = 'github-actions';

/** The gate's conclusion that means "the changelog is invalid" (others mean it did not finish). */
const GATE_FAILED = 'failure';

/** Labels that change the plan the gate validates, as `changelog validate` flags. */
const PLAN_LABEL_FLAGS: Record<string, string> = { 'all-evals': '--all-evals', 'evals-only': '--evals-only' };

export interface GateTarget {
  prNumber: number;
  headSha: string;
  /** The base branch (`main`). */
  baseRef: string;
  changelogFile: string;
  labels: readonly string[];
}

export interface GateUnchecked {
  /** Why no result is known, e.g. "no `check-changelog` check run on head a2". */
  why: string;
  /** The command that runs the gate in a clone with the PR fetched. */
  command: string;
}

export type GateFinding = { result: string; source: string } | { unchecked: GateUnchecked };

const short = (sha: string) => sha.slice(0, 8);

/** `sweepkit changelog validate` for this PR, as the workflow runs the gate. */
export function localGateCommand(t: GateTarget): string {
  const parts = [
    'sweepkit changelog validate',
    `--base-ref origin/${t.baseRef}`,
    `--head-ref ${t.headSha}`,
    `--pr-number ${t.prNumber}`,
  ];
  if (t.changelogFile !== DEFAULT_CHANGELOG_FILE) parts.push(`--changelog-file ${t.changelogFile}`);
  for (const label of t.labels) if (PLAN_LABEL_FLAGS[label]) parts.push(PLAN_LABEL_FLAGS[label]);
  return parts.join(' ');
}

/** The newest (by `started_at`) GitHub Actions check run with one of `names`; a rerun supersedes. */
function latestGateRun(runs: readonly CheckRun[], names: readonly string[]): CheckRun | undefined {
  let latest: CheckRun | undefined;
  for (const run of runs) {
    if (run.app?.slug !== ACTIONS_APP || !names.includes(run.name)) continue;
    if (!latest || (run.started_at ?? '') > (latest.started_at ?? '')) latest = run;
  }
  return latest;
}

export function gateFromCheckRuns(
  runs: readonly CheckRun[],
  names: readonly string[],
  t: GateTarget,
): GateFinding {
  const unchecked = (why: string): GateFinding => ({ unchecked: { why, command: localGateCommand(t) } });
  const head = short(t.headSha);
  const run = latestGateRun(runs, names);
  if (!run) return unchecked(`no ${names.map((n) => `'${n}'`).join(' or ')} check run on head ${head}`);
  const where = `check run '${run.name}' on ${head}${run.details_url ? ` (${run.details_url})` : ''}`;
  if (run.status !== 'completed')
    return unchecked(`${where} has not finished (${run.status ?? 'no status'})`);
  if (run.conclusion === GATE_PASSED || run.conclusion === GATE_FAILED) {
    return { result: run.conclusion, source: where };
  }
  return unchecked(`${where} concluded ${run.conclusion ?? 'without a conclusion'}`);
}
