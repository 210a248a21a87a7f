/**
 * The one-line JSON decisions sweepkit's workflows print (`sweepkit-reuse: {...}` from setup,
 * `sweepkit-dispatch: {...}` from the trigger step, `Source run:` / `Merge run:` from the results
 * app), read back from job logs. The last marked line wins: a retried step prints again.
 */
import { DISPATCH_LOG_MARKER, REUSE_LOG_MARKER } from './names.js';

function lastMarkedJson(log: string, marker: string): Record<string, unknown> | undefined {
  let found: Record<string, unknown> | undefined;
  for (const line of log.split(/\r?\n/)) {
    const at = line.indexOf(marker);
    if (at < 0) continue;
    try {
      const value: unknown = JSON.parse(line.slice(at + marker.length).trim());
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        found = value as Record<string, unknown>;
    } catch {
      // A line that only mentions the marker (e.g. an echo of this rule) is not a decision.
    }
  }
  return found;
}

function idOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

export interface ReuseDecision {
  enabled: boolean;
  sourceRunId: number | undefined;
}

export function readReuseDecision(log: string): ReuseDecision | undefined {
  const json = lastMarkedJson(log, REUSE_LOG_MARKER);
  if (!json) return undefined;
  const enabled = json['reuse-enabled'] === true || json['reuse-enabled'] === 'true';
  return { enabled, sourceRunId: enabled ? idOf(json['reuse-source-run-id']) : undefined };
}

export interface DispatchDecision {
  eventType: string | undefined;
  sourceRunId: number | undefined;
  mergeRunId: number | undefined;
  databaseTarget: string | undefined;
}

export function readDispatchDecision(log: string): DispatchDecision | undefined {
  const json = lastMarkedJson(log, DISPATCH_LOG_MARKER);
  if (!json) return undefined;
  const payload = (
    typeof json.client_payload === 'object' && json.client_payload !== null ? json.client_payload : json
  ) as Record<string, unknown>;
  const eventType = json.event_type ?? json['event-type'];
  const target = payload['database-target'];
  return {
    eventType: typeof eventType === 'string' ? eventType : undefined,
    sourceRunId: idOf(payload['source-run-id']),
    mergeRunId: idOf(payload['merge-run-id']),
    databaseTarget: typeof target === 'string' ? target : undefined,
  };
}

/** The ids the results app's preparation log names (`Source run: <id>`, `Merge run: <id>`). */
export function readAppRunIds(log: string): {
  source?: number;
  merge?: number;
  sourceLine?: string;
  mergeLine?: string;
} {
  const out: { source?: number; merge?: number; sourceLine?: string; mergeLine?: string } = {};
  for (const line of log.split(/\r?\n/)) {
    const s = /Source run:\s*(\d+)/.exec(line);
    if (s) {
      out.source = Number(s[1]);
      out.sourceLine = line.trim();
    }
    const m = /Merge run:\s*(\d+)/.exec(line);
    if (m) {
      out.merge = Number(m[1]);
      out.mergeLine = line.trim();
    }
  }
  return out;
}
