/**
 * `assess`: which recovery a failed target needs. Case A (rerun the results app's failed ingest)
 * only when an app run names exactly this source and this merge run and everything it needs is
 * still there; Case B (a recovery PR) when no app run ingested this merge run under the intended
 * source; otherwise stop with the reason. Read-only.
 */
import { ARTIFACTS } from './names.js';
import type { AppIngest } from './app-runs.js';
import { EXIT } from './names.js';

export interface AssessFacts {
  targetId: number;
  targetUrl: string;
  sourceId: number;
  candidates: readonly AppIngest[];
  /** The target has an unexpired changelog-metadata artifact. */
  metadataLive: boolean;
  /** The source has an unexpired result artifact. */
  sourceLive: boolean;
  /** Execution paths that changed between the source commit and the PR head. */
  executionDrift: readonly string[];
}

export type Assessment =
  | { case: 'A'; ingestRun: number; reason: string; next: string }
  | { case: 'B'; reason: string; next: string; bogus: number[] }
  | { case: 'stop'; reason: string; exitCode: number };

const list = (runs: readonly AppIngest[]) => runs.map((r) => r.id).join(', ');

export function decideCase(f: AssessFacts): Assessment {
  const pair = `source ${f.sourceId} / merge ${f.targetId}`;
  const readable = f.candidates.filter((c) => c.logUnavailable === undefined);
  const unreadable = f.candidates.filter((c) => c.logUnavailable !== undefined);
  const forTarget = readable.filter((c) => c.merge === f.targetId);
  const right = forTarget.filter((c) => c.source === f.sourceId);
  const stopWith = (reason: string, exitCode: number = EXIT.refused): Assessment => ({
    case: 'stop',
    reason,
    exitCode,
  });
  if (right.length > 0) {
    const outcomes = new Set(right.map((r) => `${r.status}/${r.conclusion}`));
    if (outcomes.size > 1)
      return stopWith(
        `app runs ${list(right)} all claim ${pair} with different outcomes; decide by hand which one counts`,
      );
    const run = right[0]!;
    if (run.status !== 'completed')
      return stopWith(
        `app run ${run.id} for ${pair} is ${run.status ?? 'not completed'}; assess again after it finishes`,
      );
    if (run.conclusion === 'success')
      return stopWith(`app run ${run.id} already ingested ${pair} successfully; nothing to recover`);
    if (run.conclusion !== 'failure' && run.conclusion !== 'cancelled')
      return stopWith(
        `app run ${run.id} for ${pair} concluded ${run.conclusion ?? 'unknown'}; expected failure or cancelled`,
      );
    if (!f.sourceLive)
      return stopWith(
        `source run ${f.sourceId} has no unexpired result artifact; the app ingest cannot be rerun`,
      );
    if (!f.metadataLive)
      return stopWith(
        `target run ${f.targetId} has no unexpired ${ARTIFACTS.metadata} artifact; the app ingest cannot be rerun`,
      );
    if (f.executionDrift.length)
      return stopWith(
        `source run ${f.sourceId} differs from the merged PR in execution paths (${f.executionDrift.join(', ')}); its results do not describe what was merged`,
      );
    return {
      case: 'A',
      ingestRun: run.id,
      reason: `app run ${run.id} ingested ${pair} and concluded ${run.conclusion}`,
      next: `sweepkit recover-ingest rerun-app-ingest --ingest-run ${run.id} --source-run ${f.sourceId} --merge-run ${f.targetId} --send`,
    };
  }
  if (unreadable.length)
    return stopWith(
      `the preparation logs of app runs ${list(unreadable)} are unavailable (HTTP ${unreadable[0]!.logUnavailable}); cannot tell which pair they ingested`,
      EXIT.undecided,
    );
  const reason = forTarget.length
    ? `app runs ${list(forTarget)} name merge run ${f.targetId} with another source (${forTarget.map((r) => r.source ?? 'none').join(', ')}), a bogus ingest that a new merge run supersedes; leave it alone`
    : `no results app run names merge run ${f.targetId}`;
  return {
    case: 'B',
    reason,
    bogus: forTarget.map((r) => r.id),
    next: `sweepkit recover-ingest open-pr --target ${f.targetUrl} --source-run ${f.sourceId} --send`,
  };
}
