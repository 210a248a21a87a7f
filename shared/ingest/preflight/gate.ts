/**
 * What trigger-ingest does with the preflight's report. `refuse` (the default) drops every
 * dispatch that would load nothing, so the results app is never asked to publish an empty run;
 * `warn` sends everything and only warns. In both modes an expected config that would load
 * nothing is a warning: the rest of the run still publishes. Several results of one eval identity
 * (a rerun collected before the collector kept one row per identity) are refused too: the app
 * would store an arbitrary one of them; `warn` dispatches and names the newest of each.
 */
import type { IngestEvent } from '../names.js';
import type { IngestDispatch } from '../payload.js';
import { NOTHING_LOADS, PREFLIGHT_INPUT, type PreflightMode } from './names.js';
import { describeConfig, verdictText } from './table.js';
import type { DuplicateEval, PreflightReport } from './schemas.js';

const WARNED_CONFIGS = 5;

export interface GateResult {
  dispatches: IngestDispatch[];
  /** Events not dispatched because they would load nothing (refuse mode only). */
  refused: IngestEvent[];
  /** Per event: what the preflight found, and what was done about it (without the event name). */
  findings: Partial<Record<IngestEvent, string>>;
  warnings: string[];
}

const identities = (n: number) => `${n} eval ${n === 1 ? 'identity has' : 'identities have'}`;
const duplicateText = (d: DuplicateEval) => `${d.identity}: newest ${d.kept}, older ${d.dropped.join(', ')}`;

export function gateDispatches(
  dispatches: IngestDispatch[],
  report: PreflightReport,
  mode: PreflightMode,
  runId: string,
): GateResult {
  const result: GateResult = { dispatches: [], refused: [], findings: {}, warnings: [] };
  for (const dispatch of dispatches) {
    const event = dispatch.event_type;
    const found = report.events.find((e) => e.event === event);
    const finding = found ? verdictText(found, runId) : `nothing would load from run ${runId}`;
    const empty = !found || found.verdict === NOTHING_LOADS;
    if (empty && mode === 'refuse') {
      result.refused.push(event);
      result.findings[event] = `${finding}; not dispatched (${PREFLIGHT_INPUT}: refuse)`;
      continue;
    }
    const duplicates = empty ? [] : (found?.duplicateEvals ?? []);
    if (duplicates.length && mode === 'refuse') {
      result.refused.push(event);
      result.findings[event] =
        `${finding}, but ${identities(duplicates.length)} several results (${duplicateText(duplicates[0]!)}) and the results app would store an arbitrary one; not dispatched (${PREFLIGHT_INPUT}: refuse). ` +
        `Collect the run's evals again with this sweepkit (it keeps the newest result of each identity), or set ${PREFLIGHT_INPUT}: warn to dispatch anyway`;
      continue;
    }
    for (const d of duplicates.slice(0, WARNED_CONFIGS))
      result.warnings.push(
        `${event}: eval ${duplicateText(d)} in run ${runId}; the newest is the one that counts, check that the results app stored it (${PREFLIGHT_INPUT}: warn)`,
      );
    if (duplicates.length > WARNED_CONFIGS)
      result.warnings.push(
        `${event}: ${duplicates.length - WARNED_CONFIGS} more eval identities have several results (see the job summary)`,
      );
    result.dispatches.push(dispatch);
    result.findings[event] = empty ? `${finding}; dispatched anyway (${PREFLIGHT_INPUT}: warn)` : finding;
    if (empty) result.warnings.push(`${event}: ${result.findings[event]}`);
    // An empty event already says it all; otherwise name the missing configs (GitHub shows few annotations).
    const missing = empty ? [] : (found?.missing ?? []);
    for (const config of missing.slice(0, WARNED_CONFIGS)) {
      result.warnings.push(
        `${dispatch.event_type}: the plan expected ${describeConfig(config)}, but it would load nothing from run ${runId}`,
      );
    }
    if (missing.length > WARNED_CONFIGS) {
      result.warnings.push(
        `${dispatch.event_type}: ${missing.length - WARNED_CONFIGS} more expected configs would load nothing (see the job summary)`,
      );
    }
  }
  return result;
}
