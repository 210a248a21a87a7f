/**
 * Which attempt of a run produced an artifact. The artifact API has no attempt field, and a rerun
 * keeps the run id, so artifacts of several attempts can share one name. An artifact belongs to
 * attempt n when run_started_at(n) <= created_at < run_started_at(n + 1); the last attempt has no
 * upper bound. Unknown attempt start times, or an artifact older than attempt 1, give `undefined`
 * (printed `?`): a guess would be worse than saying we do not know.
 */
import type { RunArtifact } from './schemas.js';

/** Attempt start times by attempt number (1-based); undefined where the attempt could not be read. */
export type AttemptStarts = (string | undefined)[];

export function attemptOf(createdAt: string | null | undefined, starts: AttemptStarts): number | undefined {
  if (!createdAt || starts.length === 0) return undefined;
  const created = Date.parse(createdAt);
  if (!Number.isFinite(created)) return undefined;
  for (let n = starts.length; n >= 1; n--) {
    const start = starts[n - 1];
    if (start === undefined) return undefined;
    const at = Date.parse(start);
    if (!Number.isFinite(at)) return undefined;
    if (created >= at) return n;
  }
  return undefined;
}

export interface AttributedArtifact extends RunArtifact {
  attempt: number | undefined;
}

export function attribute(artifacts: RunArtifact[], starts: AttemptStarts): AttributedArtifact[] {
  return artifacts.map((a) => ({ ...a, attempt: attemptOf(a.created_at, starts) }));
}

/** The unexpired artifact named `name`: the one of `attempt` when given, else the newest created. */
export function pickArtifact(
  artifacts: AttributedArtifact[],
  name: string,
  attempt?: number,
): { artifact?: AttributedArtifact; reason?: 'missing' | 'expired' | 'no-attempt' } {
  const named = artifacts.filter((a) => a.name === name);
  if (named.length === 0) return { reason: 'missing' };
  const live = named.filter((a) => a.expired !== true);
  if (live.length === 0) return { reason: 'expired' };
  const pool = attempt === undefined ? live : live.filter((a) => a.attempt === attempt);
  if (pool.length === 0) return { reason: 'no-attempt' };
  const newest = [...pool].sort(
    (a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id,
  );
  return { artifact: newest[0] };
}
