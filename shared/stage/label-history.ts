import type { TimelineEvent } from '../github/schemas.js';
import { FULL_SWEEP_LABELS } from './names.js';

interface LabelChange {
  at: number;
  label: string;
  added: boolean;
}

/**
 * The full-sweep label history of a PR: which full-sweep labels were applied at a moment.
 * Events at exactly the moment count; events with unparseable times are dropped.
 */
export class LabelHistory {
  private readonly changes: LabelChange[];

  constructor(events: readonly TimelineEvent[], labels: readonly string[] = FULL_SWEEP_LABELS) {
    const tracked = new Set(labels);
    this.changes = events
      .flatMap((event): LabelChange[] => {
        if (event.event !== 'labeled' && event.event !== 'unlabeled') return [];
        const label = event.label?.name;
        if (typeof label !== 'string' || !tracked.has(label)) return [];
        const at = Date.parse(event.created_at ?? '');
        return Number.isNaN(at) ? [] : [{ at, label, added: event.event === 'labeled' }];
      })
      // Array.prototype.sort is stable: same-time events keep timeline order.
      .sort((a, b) => a.at - b.at);
  }

  /** Labels applied at `timestamp` (ISO 8601); an unparseable time has none. */
  activeAt(timestamp: string | null | undefined): Set<string> {
    const active = new Set<string>();
    const at = Date.parse(timestamp ?? '');
    if (Number.isNaN(at)) return active;
    for (const change of this.changes) {
      if (change.at > at) break;
      if (change.added) active.add(change.label);
      else active.delete(change.label);
    }
    return active;
  }
}
