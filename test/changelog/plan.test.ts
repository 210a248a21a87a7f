import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkEntry, type ChangelogEntry } from '../../shared/changelog/entry.js';
import { loadMasterConfigs, loadRunnerConfig } from '../../shared/config/load.js';
import { buildPlan, type PlanFlags } from '../../shared/plan/build.js';
import { canonicalJson, recipeFingerprint, recipeText } from '../../shared/plan/fingerprint.js';
import { PLAN_KEYS } from '../../shared/plan/schema.js';
import { trimConcurrency } from '../../shared/plan/trim.js';
import { FIXTURE_REPO } from './helpers.js';

const read = (path: string) => readFileSync(join(FIXTURE_REPO, path), 'utf8');
const inputs = async () => ({
  master: await loadMasterConfigs(
    ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'].map((path) => ({ path, text: read(path) })),
  ),
  runners: await loadRunnerConfig({ path: 'configs/runners.yaml', text: read('configs/runners.yaml') }),
});

function e(keys: string[], extra: Record<string, unknown> = {}): ChangelogEntry {
  const check = checkEntry({ 'config-keys': keys, description: ['d'], 'pr-link': 'XXX', ...extra });
  if (!check.ok) throw new Error('bad test entry');
  return check.entry;
}

async function plan(entries: ChangelogEntry[], flags: PlanFlags = {}) {
  return buildPlan({ entries, baseRef: 'b', headRef: 'h', flags, head: await inputs() });
}

type Row = Record<string, unknown>;
const rows = (groups: Record<string, unknown[]>) => Object.values(groups).flat() as Row[];
const throughput = (p: Awaited<ReturnType<typeof plan>>) => [...rows(p.single_node), ...rows(p.multi_node)];
const allEvals = (p: Awaited<ReturnType<typeof plan>>) =>
  [...p.evals, ...p.agentic_evals, ...p.multinode_evals, ...p.multinode_agentic_evals] as Row[];

describe('plan output shape', () => {
  it('empty plan serialises with all keys in order', async () => {
    expect(JSON.stringify(await plan([]))).toBe(
      '{"single_node":{},"multi_node":{},"evals":[],"agentic_evals":[],"multinode_evals":[],"multinode_agentic_evals":[],"changelog_metadata":{"base_ref":"b","head_ref":"h","entries":[]}}',
    );
  });

  it('buckets fixed rows by seq-len group in first-row order, multi-node and agentic apart', async () => {
    const p = await plan([
      e(['alpha-fp8-mi300x-vllm', 'beta-fp8-mi300x-sglang-disagg', 'delta-fp4-h100-vllm-agentic']),
    ]);
    expect(Object.keys(p)).toEqual([...PLAN_KEYS]);
    expect(Object.keys(p.single_node)).toEqual(['8k1k', '1k1k', 'agentic']);
    expect(Object.keys(p.multi_node)).toEqual(['8k1k']);
    expect((p.single_node['1k1k'] as Row[]).map((r) => r.conc)).toEqual([16, 4]);
    expect(p.evals.length).toBeGreaterThan(0);
    expect(p.agentic_evals).toHaveLength(1); // the eval pass always includes agentic rows
    expect(p.multinode_evals).toHaveLength(1);
  });

  it('re-emits rows in the model field order with defaults, fingerprint last', async () => {
    const p = await plan([e(['config-a'])]);
    const row = (p.single_node['1k1k'] as Row[])[0]!;
    expect(Object.keys(row)).toEqual([
      'image',
      'model',
      'model-prefix',
      'precision',
      'framework',
      'spec-decoding',
      'runner',
      'isl',
      'osl',
      'tp',
      'pp',
      'dcp-size',
      'pcp-size',
      'ep',
      'dp-attn',
      'conc',
      'max-model-len',
      'exp-name',
      'disagg',
      'run-eval',
      'eval-only',
      'recipe-fingerprint',
    ]);
    const multi = (await plan([e(['beta-fp8-mi300x-sglang-disagg'])])).multi_node['8k1k']![0] as Row;
    expect(Object.keys(multi.prefill as Row)).toEqual([
      'num-worker',
      'tp',
      'pp',
      'dcp-size',
      'pcp-size',
      'ep',
      'dp-attn',
      'additional-settings',
    ]);
    expect(multi['eval-all-concs']).toBe(false);
    expect(Number.isInteger(multi['node-count'])).toBe(true);
    expect(Object.keys(multi).slice(-2)).toEqual(['node-count', 'recipe-fingerprint']);
  });
});

describe('config-key resolution', () => {
  it('wildcards expand in master order and de-duplicate (first occurrence wins)', async () => {
    const p = await plan([e(['config-*', 'config-a'])]);
    expect(p.single_node['8k1k']!.map((r) => r['precision'])).toEqual(['fp4', 'fp4', 'fp4']);
    expect(Object.keys(p.single_node)).toEqual(['8k1k', '1k1k']);
  });

  it.each([
    [['nope-*'], "No config keys matched the wildcard pattern 'nope-*' in master configs; "],
    [['nope'], "Config key 'nope' not found in master configs; "],
    [['config-?'], "Config key 'config-?' not found in master configs; "],
  ])('rejects %j', async (keys, message) => {
    await expect(plan([e(keys)])).rejects.toThrow(message);
  });
});

describe('generation flags (truth table) and claiming', () => {
  const key = 'alpha-fp8-mi300x-vllm';
  it.each([
    ['regular', {}, {}, 9, 'subset'],
    ['CLI --all-evals', {}, { allEvals: true }, 9, 'all'],
    ['CLI --evals-only', {}, { evalsOnly: true }, 0, 'subset'],
    ['CLI both', {}, { allEvals: true, evalsOnly: true }, 0, 'all'],
    ['entry evals-only', { 'evals-only': true }, {}, 0, 'subset'],
    ['entry evals-only + CLI --all-evals', { 'evals-only': true }, { allEvals: true }, 0, 'all'],
    ['entry all-evals', { 'all-evals': true }, {}, 0, 'all'],
  ])('%s', async (_name, fields, flags, throughputRows, evalSet) => {
    const p = await plan([e([key], fields)], flags);
    expect(throughput(p)).toHaveLength(throughputRows);
    const evals = allEvals(p);
    // subset: the default policy's 8k1k picks (conc >= 16, median and max); all: every 8k1k row.
    expect(evals.map((r) => `${r.tp}/${r.conc}`)).toEqual(
      evalSet === 'all' ? ['4/4', '4/8', '4/16', '4/32', '4/64', '8/8', '8/32'] : ['4/32', '4/64', '8/32'],
    );
    expect(
      evals.every((r) => r['eval-only'] === true && r['run-eval'] === true && !('recipe-fingerprint' in r)),
    ).toBe(true);
  });

  it('an agentic-only entry generates only agentic rows', async () => {
    const p = await plan([e(['delta-fp4-h100-vllm-agentic'], { 'scenario-type': ['agentic-coding'] })]);
    expect(Object.keys(p.single_node)).toEqual(['agentic']);
    expect(p.evals).toEqual([]);
    expect(p.agentic_evals).toHaveLength(1);
  });

  it('disjoint scenario types for one config: both scenarios planned once each', async () => {
    const key2 = 'delta-fp4-h100-vllm-agentic';
    const p = await plan([
      e([key2], { 'scenario-type': ['agentic-coding'] }),
      e([key2], { 'scenario-type': ['fixed-seq-len'] }),
    ]);
    expect(Object.keys(p.single_node)).toEqual(['agentic', '8k1k']);
    const again = await plan([e([key2]), e([key2])]);
    expect(throughput(again)).toHaveLength(throughput(p).length);
  });

  it('an all-evals entry listed second is processed first; metadata keeps diff order', async () => {
    const p = await plan([e([key]), e([key], { 'all-evals': true })]);
    expect(allEvals(p)).toHaveLength(7); // claimed by the all-evals entry: every 8k1k row
    expect(throughput(p)).toHaveLength(9); // throughput still comes from the regular entry
    expect(p.changelog_metadata.entries.map((x) => x['all-evals'])).toEqual([false, true]);
  });

  it('evals-only entry then regular entry for the same config: throughput generated once', async () => {
    const p = await plan([e([key], { 'evals-only': true }), e([key])]);
    expect(throughput(p)).toHaveLength(9);
    expect(allEvals(p)).toHaveLength(3);
  });

  it('eval-min-prefill-ep drops multi-node eval rows below it, keeps single-node ones', async () => {
    const beta = 'beta-fp8-mi300x-sglang-disagg';
    expect((await plan([e([beta], { 'eval-min-prefill-ep': 2 })])).multinode_evals).toEqual([]);
    expect((await plan([e([beta], { 'eval-min-prefill-ep': 1 })])).multinode_evals).toHaveLength(1);
    expect((await plan([e([key], { 'eval-min-prefill-ep': 8 })])).evals).toHaveLength(3);
  });

  it('append-only cannot share a sweep or take eval modifiers', async () => {
    await expect(plan([e([key], { 'append-only': true }), e([key])])).rejects.toThrow(
      'append-only entries cannot share a sweep with regular changelog entries',
    );
    await expect(plan([e([key], { 'append-only': true })], { allEvals: true })).rejects.toThrow(
      'append-only sweeps cannot use all-evals or evals-only modifiers',
    );
  });
});

describe('recipe-fingerprint', () => {
  const worked =
    '{"dcp-size":1,"disagg":false,"dp-attn":false,"ep":1,"framework":"sglang","image":"lmsysorg/sglang:v0.5.14-cu130","isl":8192,"max-model-len":9472,"model":"nvidia/Qwen3.5-397B-A17B-NVFP4-V2","model-prefix":"qwen3.5","osl":1024,"pcp-size":1,"pp":1,"precision":"fp4","run-eval":false,"runner":"b200","spec-decoding":"mtp","tp":4}';
  it('reproduces the worked example and ignores conc, exp-name and node-count', () => {
    const row = { ...JSON.parse(worked), conc: 4, 'exp-name': 'qwen3.5_8k1k', 'node-count': 2 };
    expect(recipeText(row)).toBe(worked);
    expect(recipeFingerprint(row)).toBe('23f47f84e17ea46f216aec33377d1879a392874b68f67f51bf924c9d5b45e059');
    expect(recipeFingerprint({ ...row, conc: 64 })).toBe(recipeFingerprint(row));
    expect(recipeFingerprint({ ...row, tp: 2 })).not.toBe(recipeFingerprint(row));
  });

  it('escapes non-ASCII in the canonical text and sorts nested keys', () => {
    expect(canonicalJson({ b: 'é→😀', a: { d: 1, c: [true, null] } })).toBe(
      '{"a":{"c":[true,null],"d":1},"b":"\\u00e9\\u2192\\ud83d\\ude00"}',
    );
  });

  it('is taken before default-filling (kept from the reference): a plan row hashes differently once re-emitted', async () => {
    const p = await plan([e(['beta-fp8-mi300x-sglang-disagg'])]);
    const row = p.multi_node['8k1k']![0] as Row;
    expect(recipeFingerprint(row)).not.toBe(row['recipe-fingerprint']);
  });
});

describe('--trim-conc', () => {
  it.each([
    [
      'out-of-order concurrencies keep the minimum',
      [
        { tp: 1, conc: 8 },
        { tp: 1, conc: 2 },
        { tp: 1, conc: 4 },
      ],
      [{ tp: 1, conc: 2 }],
    ],
    [
      'ties keep the first',
      [
        { tp: 1, conc: 2, 'exp-name': 'a' },
        { tp: 1, conc: 2, 'exp-name': 'b' },
      ],
      [{ tp: 1, conc: 2, 'exp-name': 'a' }],
    ],
    [
      'nested maps distinguish groups',
      [
        { b: { name: 'x' }, conc: 4 },
        { b: { name: 'y' }, conc: 8 },
      ],
      [
        { b: { name: 'x' }, conc: 4 },
        { b: { name: 'y' }, conc: 8 },
      ],
    ],
    [
      'multi-node lists become [min] in place',
      [
        { prefill: {}, conc: [8, 2, 4] },
        { tp: 1, conc: 1 },
      ],
      [
        { prefill: {}, conc: [2] },
        { tp: 1, conc: 1 },
      ],
    ],
    ['single-value lists are untouched', [{ prefill: {}, conc: [8] }], [{ prefill: {}, conc: [8] }]],
  ])('%s', (_name, input, expected) => {
    expect(trimConcurrency(input as Row[])).toEqual(expected);
  });

  it('applies to throughput only; evals are never trimmed', async () => {
    const p = await plan([e(['alpha-fp8-mi300x-vllm'])], { trimConc: true });
    expect(throughput(p).map((r) => `${r.tp}/${r.conc}`)).toEqual(['4/4', '8/8', '8/4']);
    expect(p.evals).toHaveLength(3);
  });
});
