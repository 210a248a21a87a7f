import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TimelineEvent } from '../../shared/github/schemas.js';
import { LabelHistory } from '../../shared/stage/label-history.js';
import { fixturesDir } from '../helpers/paths.js';

const fixture = JSON.parse(readFileSync(join(fixturesDir, 'stage', 'label-history.json'), 'utf8')) as {
  events: TimelineEvent[];
  probes: { at: string | null; active: string[]; why: string }[];
};

describe('full-sweep label history', () => {
  const history = new LabelHistory(fixture.events);

  it.each(fixture.probes)('at $at: $why', ({ at, active }) => {
    expect([...history.activeAt(at)].sort()).toEqual(active);
  });

  it('replays same-time events in timeline order (added then removed is inactive)', () => {
    const at = '2026-05-13T10:00:00Z';
    const events = [
      { event: 'labeled', label: { name: 'full-sweep-fail-fast' }, created_at: at },
      { event: 'unlabeled', label: { name: 'full-sweep-fail-fast' }, created_at: at },
    ];
    expect(new LabelHistory(events).activeAt(at).size).toBe(0);
    expect(new LabelHistory([...events].reverse()).activeAt(at).size).toBe(1);
  });

  it('keeps one label active while another full-sweep label is removed', () => {
    const history2 = new LabelHistory([
      { event: 'labeled', label: { name: 'full-sweep-enabled' }, created_at: '2026-05-13T01:00:00Z' },
      { event: 'labeled', label: { name: 'full-sweep-fail-fast' }, created_at: '2026-05-13T02:00:00Z' },
      { event: 'unlabeled', label: { name: 'full-sweep-enabled' }, created_at: '2026-05-13T03:00:00Z' },
    ]);
    expect([...history2.activeAt('2026-05-13T04:00:00Z')]).toEqual(['full-sweep-fail-fast']);
  });
});
