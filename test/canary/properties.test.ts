/**
 * Properties of canary-select over generated plans (seeded, so failures reproduce): the
 * canary is a minimal-conc candidate, exactly one row leaves 1k1k/8k1k, nothing else moves.
 */
import { describe, expect, it } from '@jest/globals';
import { canaryOutputs } from '../../shared/canary/format.js';
import { jqEqual } from '../../shared/canary/jq-order.js';
import { selectCanary } from '../../shared/canary/select.js';

type Row = Record<string, unknown>;

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function generatePlan(seed: number): Record<string, unknown> {
  const random = prng(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  // Rows of different groups differ (isl), as in real plans; duplicates inside a group stay.
  const rows = (n: number, isl = 1024): Row[] =>
    Array.from({ length: n }, () => ({
      isl,
      runner: pick(['h100', 'b200']),
      conc: pick([1, 2, 4, 8]),
      ...(random() < 0.3 ? { 'run-eval': pick([true, false, 'true']) } : {}),
    }));
  const singleNode: Record<string, Row[]> = {};
  const isl: Record<string, number> = { '8k1k': 8192, agentic: 0, '1k1k': 1024 };
  for (const group of ['8k1k', 'agentic', '1k1k']) {
    if (random() < 0.7) singleNode[group] = rows(Math.floor(random() * 5), isl[group]);
  }
  const plan: Record<string, unknown> = { multi_node: { '1k1k': rows(1) }, evals: rows(2) };
  if (random() < 0.9) plan.single_node = singleNode;
  plan.changelog_metadata = { base_ref: 'a', head_ref: 'b', entries: [] };
  return plan;
}

const seeds = Array.from({ length: 200 }, (_, i) => i + 1);

describe('canary-select properties (the fixed-sequence-only rule)', () => {
  it.each(seeds)('seed %i', (seed) => {
    const plan = generatePlan(seed);
    const { canary, canaryConfig, remaining } = selectCanary(plan, 'fixed-sequence-only');
    const singleNode = (plan.single_node ?? {}) as Record<string, Row[]>;
    const candidates = ['1k1k', '8k1k']
      .flatMap((g) => singleNode[g] ?? [])
      .filter((row) => row['run-eval'] !== true);
    const rest = remaining.single_node as Record<string, Row[]>;

    if (candidates.length === 0) {
      expect(canaryConfig).toEqual([]);
    } else {
      const min = Math.min(...candidates.map((row) => row.conc as number));
      expect(canaryConfig).toHaveLength(1);
      expect(canaryConfig[0]).toBe(candidates.find((row) => row.conc === min));
      expect(canary!.row.conc).toBe(min);
    }
    const before = ['1k1k', '8k1k'].reduce((n, g) => n + (singleNode[g]?.length ?? 0), 0);
    const after = rest['1k1k']!.length + rest['8k1k']!.length;
    expect(before - after).toBe(canaryConfig.length);
    for (const group of ['1k1k', '8k1k']) {
      const left = [...rest[group]!];
      for (const row of singleNode[group] ?? []) {
        const at = left.findIndex((r) => jqEqual(r, row));
        if (at >= 0) left.splice(at, 1);
      }
      expect(left).toEqual([]);
    }
    expect(Object.keys(remaining).filter((k) => k !== 'single_node')).toEqual(
      Object.keys(plan).filter((k) => k !== 'single_node'),
    );
    expect(remaining.evals).toBe(plan.evals);
    if (singleNode.agentic) expect(rest.agentic).toBe(singleNode.agentic);
  });
});

describe('every family: the same canary wherever the fixed-sequence rule has one', () => {
  it.each(seeds)('seed %i', (seed) => {
    const plan = generatePlan(seed);
    const reference = canaryOutputs(selectCanary(plan, 'fixed-sequence-only'));
    const selection = selectCanary(plan);
    const outputs = canaryOutputs(selection);
    if (reference['canary-config'] !== '[]') {
      expect(outputs['canary-config']).toBe(reference['canary-config']);
      expect(outputs['remaining-search-space-config']).toBe(reference['remaining-search-space-config']);
      expect(outputs['canary-family']).toBe('fixed-seq-len');
    } else if (selection.canary) {
      // Otherwise a throughput row of another family, never an eval row.
      expect(selection.canary.family).not.toBe('fixed-seq-len');
      expect(selection.canary.row['run-eval']).not.toBe(true);
      expect(selection.jobs).toBeGreaterThan(1);
    }
  });
});
