/**
 * Property: for seeded random sets of per-job rows written as artifact folders (flat single
 * artifact, nested, deeper; rows, agentic rows, arrays, odd keys and numbers), aggregation loses
 * no row and duplicates none.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aggregateThroughput } from '../../shared/collect/throughput.js';
import { readJsonFiles } from '../../io/result-tree.js';
import { seededRandom } from '../helpers/random.js';
import { writeResultFolder } from '../helpers/result-folders.mjs';

function randomRow(rand: () => number, id: number): unknown {
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)]!;
  const row: Record<string, unknown> = {
    id,
    hw: pick(['h200', 'cluster:gb200-nv', 'b200-dgxc', 'mi355x']),
    conc: pick([1, 4, 64, 1024]),
  };
  if (rand() < 0.3)
    Object.assign(row, {
      scenario_type: 'agentic-coding',
      num_requests_total: 12,
      num_requests_successful: pick([0, 12]),
    });
  if (rand() < 0.3) row.errors = { '429': Math.floor(rand() * 5), timeout: 1, '0': 2 };
  if (rand() < 0.3) row.note = pick(['µs', 'naïve', '日本', 'quote " and \\ back', 'line\nbreak']);
  row.tput_per_gpu = pick([1000, 102.4, 1e-5, 1e16, rand() * 1000]);
  return rand() < 0.1 ? [row, { id: `${id}-b` }] : row;
}

describe('aggregation property: no row lost, none duplicated', () => {
  it.each(Array.from({ length: 40 }, (_, i) => [i + 1]))('seed %i', (seed) => {
    const rand = seededRandom(seed);
    const root = mkdtempSync(join(tmpdir(), 'sweepkit-prop-'));
    try {
      const count = Math.floor(rand() * 30);
      const flat = count === 1 && rand() < 0.5;
      const written: string[] = [];
      for (let i = 0; i < count; i++) {
        const job = flat ? String(i) : `${Math.floor(rand() * 1e9).toString(36)}_${i}`;
        const inside = rand() < 0.2 ? join('LOGS', 'deeper') : '';
        const row = randomRow(rand, i);
        const text = rand() < 0.5 ? JSON.stringify(row, null, 2) : JSON.stringify(row);
        writeResultFolder(root, job, text, { flat, inside });
        written.push(JSON.stringify(row));
      }
      const result = aggregateThroughput(readJsonFiles(root), { strict: true });
      const out = (JSON.parse(result.text) as unknown[]).map((e) => JSON.stringify(e));
      expect(out.length).toBe(written.length);
      expect([...out].sort()).toEqual([...written].sort());
      expect(result.counts.rows).toBe(written.length);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
