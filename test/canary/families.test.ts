// The canary of each plan shape (table-driven): which row, which family, and the fan-out
// matrices after it succeeded, on plans shaped like today's traffic.
import { describe, expect, it } from '@jest/globals';
import { fanOutMatrices, fanOutOutputs } from '../../shared/canary/fan-out.js';
import { selectCanary } from '../../shared/canary/select.js';
import { SweepkitError } from '../../shared/errors.js';
import { EVAL_LIST_KEYS } from '../../shared/plan/schema.js';

type Row = Record<string, unknown>;
const fixed = (seq: string, conc: number, extra: Row = {}): Row => ({
  seq,
  conc,
  'run-eval': false,
  ...extra,
});
const agentic = (conc: number, extra: Row = {}): Row => ({
  'scenario-type': 'agentic-coding',
  conc,
  ...extra,
});
const multi = (nodes: number | undefined, conc: number[], extra: Row = {}): Row => ({
  prefill: {},
  conc,
  ...(nodes === undefined ? {} : { 'node-count': nodes }),
  ...extra,
});
const plan = (parts: Row): Row => ({
  single_node: {},
  multi_node: {},
  ...Object.fromEntries(EVAL_LIST_KEYS.map((key) => [key, []])),
  ...parts,
});

interface Case {
  name: string;
  plan: Row;
  /** family and `slot[index]` of the canary, or null. */
  canary: [string, string] | null;
  /** Legs per non-empty fan-out output after the canary succeeded. */
  fanOut: Record<string, number>;
}

const CASES: Case[] = [
  {
    name: 'fixed-only: the reference rule (1k1k wins a tie)',
    plan: plan({ single_node: { '8k1k': [fixed('8k1k', 4)], '1k1k': [fixed('1k1k', 8), fixed('1k1k', 4)] } }),
    canary: ['fixed-seq-len', 'single_node.1k1k[1]'],
    fanOut: { 'single-node-8k1k': 1, 'single-node-1k1k': 1 },
  },
  {
    name: 'mixed: a fixed-sequence row wins over agentic and multi-node rows',
    plan: plan({
      single_node: { agentic: [agentic(1)], '8k1k': [fixed('8k1k', 64)] },
      multi_node: { '1k1k': [multi(1, [1])] },
    }),
    canary: ['fixed-seq-len', 'single_node.8k1k[0]'],
    fanOut: { agentic: 1, 'multi-node-1k1k': 1 },
  },
  {
    name: 'agentic-only: the lowest conc, ties to the first, eval rows skipped',
    plan: plan({
      single_node: { agentic: [agentic(16), agentic(4, { 'run-eval': true }), agentic(8), agentic(8)] },
      agentic_evals: [agentic(4, { 'run-eval': true, 'eval-only': true })],
    }),
    canary: ['agentic', 'single_node.agentic[2]'],
    fanOut: { agentic: 3, 'agentic-evals': 1 },
  },
  {
    name: 'agentic + multi-node: agentic before multi-node',
    plan: plan({ single_node: { agentic: [agentic(64)] }, multi_node: { '8k1k': [multi(1, [1])] } }),
    canary: ['agentic', 'single_node.agentic[0]'],
    fanOut: { 'multi-node-8k1k': 1 },
  },
  {
    name: 'multi-node-only: fewest nodes first, then the lowest conc; no node-count sorts last',
    plan: plan({
      multi_node: {
        '8k1k': [multi(undefined, [1]), multi(4, [2]), multi(2, [32, 64])],
        agentic: [multi(2, [8], { 'scenario-type': 'agentic-coding' }), multi(3, [1])],
      },
    }),
    canary: ['multi-node-agentic', 'multi_node.agentic[0]'],
    fanOut: { 'multi-node-8k1k': 3, 'multi-node-agentic': 1 },
  },
  {
    name: 'multi-node eval rows are never canaries',
    plan: plan({
      multi_node: { '1k1k': [multi(1, [1], { 'run-eval': true }), multi(5, [8])] },
      multinode_evals: [multi(1, [1], { 'run-eval': true, 'eval-only': true })],
    }),
    canary: ['multi-node', 'multi_node.1k1k[1]'],
    fanOut: { 'multi-node-1k1k': 1, 'multi-node-evals': 1 },
  },
  {
    name: 'evals-only: no canary, everything fans out',
    plan: plan({
      evals: [fixed('8k1k', 32, { 'run-eval': true, 'eval-only': true })],
      agentic_evals: [agentic(8, { 'run-eval': true, 'eval-only': true })],
    }),
    canary: null,
    fanOut: { evals: 1, 'agentic-evals': 1 },
  },
  {
    name: 'one agentic job: no canary (it would be the whole sweep)',
    plan: plan({ single_node: { agentic: [agentic(8)] } }),
    canary: null,
    fanOut: { agentic: 1 },
  },
  {
    name: 'one fixed-sequence job: the reference canaries it, and so does every-family',
    plan: plan({ single_node: { '8k1k': [fixed('8k1k', 8)] } }),
    canary: ['fixed-seq-len', 'single_node.8k1k[0]'],
    fanOut: {},
  },
];

const nonEmpty = (outputs: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(outputs)
      .map(([name, json]) => [name, (JSON.parse(json) as unknown[]).length] as const)
      .filter(([, legs]) => legs > 0),
  );

describe('the canary of each plan shape', () => {
  it.each(CASES)('$name', (c) => {
    const selection = selectCanary(c.plan);
    const got = selection.canary
      ? [selection.canary.family, `${selection.canary.slot}[${selection.canary.index}]`]
      : null;
    expect(got).toEqual(c.canary);
    const after = fanOutMatrices(c.plan, selection.canaryConfig[0], true);
    expect(nonEmpty(fanOutOutputs(after))).toEqual(c.fanOut);
    expect(after.canaryRemoved).toBe(selection.canary !== null);
  });

  it.each(CASES)('fixed-sequence-only keeps only the reference canary: $name', (c) => {
    const selection = selectCanary(c.plan, 'fixed-sequence-only');
    expect(selection.canary?.family ?? null).toBe(c.canary?.[0] === 'fixed-seq-len' ? 'fixed-seq-len' : null);
  });
});

describe('fan-out matrices', () => {
  const shaped = CASES[2]!.plan;
  const canary = selectCanary(shaped).canaryConfig[0];

  it('a canary that did not succeed (or none) leaves every matrix whole', () => {
    const whole = fanOutOutputs(fanOutMatrices(shaped, canary, false));
    expect(whole).toEqual(fanOutOutputs(fanOutMatrices(shaped, undefined, true)));
    expect(JSON.parse(whole.agentic!)).toHaveLength(4);
  });

  it('takes out exactly one copy of the canary row, never from an eval list', () => {
    const matrices = fanOutMatrices(shaped, canary, true).matrices;
    expect(matrices['single_node.agentic'].map((r) => r.conc)).toEqual([16, 4, 8]);
    expect(matrices.agentic_evals).toHaveLength(1);
  });

  it('writes every output, `[]` for an empty slot', () => {
    const outputs = fanOutOutputs(fanOutMatrices(plan({}), undefined, false));
    expect(Object.values(outputs)).toHaveLength(10);
    expect(new Set(Object.values(outputs))).toEqual(new Set(['[]']));
  });

  it('refuses a plan that is not an object', () => {
    expect(() => fanOutMatrices([], undefined, false)).toThrow(SweepkitError);
  });
});
