import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  computeRunStats,
  hardwareLabels,
  matchLabel,
  runStatsConsoleTable,
} from '../../shared/collect/run-stats/stats.js';
import { collectFixtures, fixtureJson } from './helpers.js';

const runners = parse(readFileSync(join(collectFixtures, 'run-stats', 'runners.yaml'), 'utf8'));
const labels = hardwareLabels(runners);
const jobs = fixtureJson<{ name: string; conclusion: string | null }[]>('run-stats', 'jobs.json');

describe('run_stats.json (worked example)', () => {
  const stats = computeRunStats(jobs, labels);

  it('counts every attempt per cluster label, all 16 labels present in sorted order', () => {
    expect(Object.keys(stats)).toEqual(labels);
    expect(labels).toHaveLength(16);
    expect(stats['h200-dgxc']).toEqual({ n_success: 2, total: 3 });
    expect(stats['gb200-nv']).toEqual({ n_success: 0, total: 1 });
    expect(stats['b200-dgxc']).toEqual({ n_success: 0, total: 1 });
    const others = Object.entries(stats).filter(([l]) => !['h200-dgxc', 'gb200-nv', 'b200-dgxc'].includes(l));
    expect(others.every(([, s]) => s.n_success === 0 && s.total === 0)).toBe(true);
    expect(stats['b300-nv']).toEqual({ n_success: 0, total: 0 });
  });

  it('the console table lists only labels with jobs, rates as the reference prints them', () => {
    const table = runStatsConsoleTable(stats);
    const rows = table.split('\n').filter((l) => /^[a-z0-9-]+ +\d/.test(l));
    expect(rows.map((r) => r.split(/ +/)[0])).toEqual(['b200-dgxc', 'gb200-nv', 'h200-dgxc']);
    expect(table).toContain('0.00      %');
    expect(table).toContain('66.67     %');
    expect(table).toContain('Hardware Success Rates');
  });
});

describe('labels and name matching (edge cases)', () => {
  it('labels come only from cluster: keys; the hardware map is the fallback', () => {
    expect(labels[0]).toBe('b200-dgxc');
    expect(labels).not.toContain('h200');
    expect(hardwareLabels({ labels: { h200: [] }, hardware: { x: {}, a: {} } })).toEqual(['a', 'x']);
    expect(hardwareLabels({ 'cluster:z': [], 'cluster:b': [] })).toEqual(['b', 'z']);
  });

  it.each([
    ['cluster: prefix in the name', 'x | cluster:h200-dgxc c4', 'h200-dgxc'],
    ['bare cluster label', 'x | h200-dgxc c4', 'h200-dgxc'],
    ['broad SKU only', 'x | h200 c4', undefined],
    ['b300-nv must not match gb300-nv', 'x | gb300-nv c4', 'gb300-nv'],
    ['inside a runner name', 'x on h200-dgxc-slurm_1', 'h200-dgxc'],
    ['upper case', 'X | H200-DGXC C4', 'h200-dgxc'],
    ['two labels: first in sorted order wins', 'h200-cw then b300-nv', 'b300-nv'],
    ['letters glued on are no boundary', 'xh200-dgxc', undefined],
  ])('%s', (_n, name, expected) => {
    expect(matchLabel(name, labels)).toBe(expected);
  });

  it('skipped jobs are excluded; cancelled and null count as not successful', () => {
    const stats = computeRunStats(
      [
        { name: 'h200-cw', conclusion: 'skipped' },
        { name: 'h200-cw', conclusion: 'cancelled' },
        { name: 'h200-cw', conclusion: null },
        { name: 'h200-cw', conclusion: 'success' },
      ],
      labels,
    );
    expect(stats['h200-cw']).toEqual({ n_success: 1, total: 3 });
  });
});
