// Generator rules on hand-written configs: concurrency expansion,
// filters, runner values, agentic rows and DRAM budgets, node-count, eval marking, ordering.
import { describe, expect, it } from '@jest/globals';
import { expandRange } from '../../shared/matrix/concurrency.js';
import { fullSweep, testConfig } from '../../shared/matrix/generate.js';
import { rowIssues } from '../../shared/matrix/validate-rows.js';
import { ROW_SCHEMAS, rowKind } from '../../shared/matrix/rows-schema.js';
import type { FullSweepOptions } from '../../shared/matrix/options.js';
import type { Row } from '../../shared/matrix/rows.js';
import { globToRegExp } from '../../shared/matrix/select.js';
import {
  type Obj,
  clone,
  firstItem,
  firstSearch,
  fixture,
  inputsFrom,
  mnAgentic,
  mnFixed,
  snAgentic,
  snFixed,
  worker,
  yamlOf,
} from './helpers.js';

const concs = (rows: Row[], key?: string) =>
  rows.filter((r) => !key || r['exp-name'] === key).map((r) => r.conc);

describe('concurrency ranges', () => {
  it.each<[number, number, number, number[]]>([
    [4, 64, 2, [4, 8, 16, 32, 64]],
    [4, 100, 2, [4, 8, 16, 32, 64, 100]],
    [2, 20, 2, [2, 4, 8, 16, 20]],
    [1, 1, 2, [1]],
    [4, 100, 3, [4, 12, 36, 100]],
    [1, 8, 3, [1, 3, 8]],
    [16, 128, 3, [16, 48, 128]],
  ])('%i..%i step %i', (start, end, step, expected) => {
    expect(expandRange(start, end, step)).toEqual(expected);
  });

  // The reference's expansion table: ranges 4..100, 4..64, 1..8 and the list [64, 8, 8, 256].
  it.each<[string, FullSweepOptions, unknown[][]]>([
    [
      'no bounds',
      {},
      [
        [4, 8, 16, 32, 64, 100],
        [4, 8, 16, 32, 64],
        [1, 2, 4, 8],
        [64, 8, 8, 256],
      ],
    ],
    [
      '--min-conc 5',
      { minConc: 5 },
      [
        [5, 10, 20, 40, 80, 100],
        [5, 10, 20, 40, 64],
        [5, 8],
        [64, 8, 8, 256],
      ],
    ],
    [
      '--max-conc 50',
      { maxConc: 50 },
      [
        [4, 8, 16, 32, 50],
        [4, 8, 16, 32, 50],
        [1, 2, 4, 8],
        [8, 8],
      ],
    ],
    [
      '--min-conc 5 --max-conc 50',
      { minConc: 5, maxConc: 50 },
      [
        [5, 10, 20, 40, 50],
        [5, 10, 20, 40, 50],
        [5, 8],
        [8, 8],
      ],
    ],
    ['--max-conc 3', { maxConc: 3 }, [[3], [3], [1, 2, 3], [3]]],
    ['--min-conc 200', { minConc: 200 }, [[], [], [], [256]]],
    [
      '--step-size 3',
      { stepSize: 3 },
      [
        [4, 12, 36, 100],
        [4, 12, 36, 64],
        [1, 3, 8],
        [64, 8, 8, 256],
      ],
    ],
    [
      '--step-size 4 --min-conc 10',
      { stepSize: 4, minConc: 10 },
      [[10, 40, 100], [10, 40, 64], [], [64, 256]],
    ],
    ['--max-conc 0', { maxConc: 0 }, [[], [], [], []]],
    ['--min-conc -1', { minConc: -1 }, [[], [], [], []]],
  ])('single-node full-sweep with %s', async (_name, options, expected) => {
    const inputs = await inputsFrom(fixture('sweep-master.yaml'));
    const rows = await fullSweep(inputs, { ...options, noEvals: true });
    expect(['sa_8k1k', 'sb_8k1k', 'sc_8k1k', 'sd_8k1k'].map((name) => concs(rows, name))).toEqual(expected);
  });

  const mn = (conc: Obj) => {
    const e = clone(mnFixed());
    const s = firstSearch(e, 'fixed-seq-len');
    delete s['conc-list'];
    Object.assign(s, conc);
    return yamlOf({ mn: e });
  };
  it.each<[string, Obj, FullSweepOptions, unknown]>([
    ['range filtered, not restarted', { 'conc-start': 2, 'conc-end': 20 }, { minConc: 5 }, [[8, 16, 20]]],
    ['list above --max-conc becomes [max]', { 'conc-list': [64, 128] }, { maxConc: 50 }, [[50]]],
    ['--max-conc 3 on a range', { 'conc-start': 2, 'conc-end': 20 }, { maxConc: 3 }, [[2]]],
    ['--max-conc 0 drops the entry', { 'conc-list': [64] }, { maxConc: 0 }, []],
    ['--min-conc above every value drops the entry', { 'conc-list': [4, 8] }, { minConc: 9 }, []],
  ])('multi-node: %s', async (_name, conc, options, expected) => {
    expect(concs(await fullSweep(await inputsFrom(mn(conc)), { ...options, noEvals: true }))).toEqual(
      expected,
    );
  });

  it('agentic: --min-conc 0 keeps every point, --max-conc below all drops the entry, ranges use --step-size', async () => {
    const e = clone(snAgentic());
    const s = firstSearch(e, 'agentic-coding');
    s['conc-list'] = [4, 64];
    const ranged = clone(snAgentic());
    const r = firstSearch(ranged, 'agentic-coding');
    delete r['conc-list'];
    Object.assign(r, { 'conc-start': 8, 'conc-end': 40 });
    const inputs = await inputsFrom(yamlOf({ a: e, b: ranged }));
    expect(concs(await fullSweep(inputs, { minConc: 0, noEvals: true }))).toEqual([4, 64, 8, 16, 32, 40]);
    expect(concs(await fullSweep(inputs, { maxConc: 50, noEvals: true }))).toEqual([4, 8, 16, 32, 40]);
    expect(concs(await fullSweep(inputs, { maxConc: 2, noEvals: true }))).toEqual([]);
    expect(concs(await fullSweep(inputs, { stepSize: 3, noEvals: true }))).toEqual([4, 64, 8, 24, 40]);
  });

  it('test-config: --conc keeps config order, ignores unknown values, filters inside multi-node lists', async () => {
    const inputs = await inputsFrom(fixture('mixed-master.yaml'));
    const rows = await testConfig(inputs, {
      configKeys: ['sn-a', 'mn-a'],
      conc: [64, 4, 4, 5],
      seqLens: ['8k1k'],
      noEvals: true,
    });
    expect(concs(rows)).toEqual([4, 64, 64, [4], [64]]);
    expect(await testConfig(inputs, { configKeys: ['sn-a'], conc: [5, 6] })).toEqual([]);
  });

  it('test-config: an empty conc-list next to a range gives no single-node rows and one multi-node row with conc [] (kept from the reference); full-sweep uses the range', async () => {
    const sn = clone(snFixed());
    firstSearch(sn, 'fixed-seq-len')['conc-list'] = [];
    const mnE = clone(mnFixed());
    Object.assign(firstSearch(mnE, 'fixed-seq-len'), { 'conc-list': [], 'conc-start': 16, 'conc-end': 32 });
    const inputs = await inputsFrom(yamlOf({ sn, mn: mnE }));
    expect(concs(await testConfig(inputs, { configKeys: ['sn', 'mn'], noEvals: true }))).toEqual([[]]);
    expect(concs(await fullSweep(inputs, { noEvals: true }))).toEqual([4, 8, 16, 32, 64, [16, 32]]);
  });
});

describe('selection', () => {
  const two = async () => inputsFrom(fixture('mixed-master.yaml'));
  it('--model-prefix matches the config KEY prefix, not the model-prefix field', async () => {
    const rows = await fullSweep(await two(), { modelPrefix: ['ag-'], noEvals: true });
    expect(new Set(rows.map((r) => r.image))).toEqual(new Set(['img/sglang:ag', 'img/trt:ag']));
    expect(await fullSweep(await two(), { modelPrefix: ['dense'] })).toEqual([]);
  });

  it('--single-node / --multi-node: neither and both are the same', async () => {
    const inputs = await two();
    const both = await fullSweep(inputs, { singleNode: true, multiNode: true, noEvals: true });
    expect(await fullSweep(inputs, { noEvals: true })).toEqual(both);
    const multi = await fullSweep(inputs, { multiNode: true, noEvals: true });
    expect(multi.every((r) => 'prefill' in r)).toBe(true);
    expect((await fullSweep(inputs, { singleNode: true, noEvals: true })).some((r) => 'prefill' in r)).toBe(
      false,
    );
  });

  it('--seq-lens never filters agentic rows and drops other (isl, osl) pairs', async () => {
    const odd = clone(snFixed());
    Object.assign(firstItem(odd, 'fixed-seq-len'), { isl: 2048, osl: 512 });
    const inputs = await inputsFrom([fixture('mixed-master.yaml'), yamlOf({ odd })]);
    const rows = await fullSweep(inputs, { seqLens: ['1k1k'], noEvals: true });
    expect(new Set(rows.map((r) => r['exp-name'] as string).map((n) => n.split('_')[1]))).toEqual(
      new Set(['1k1k', 'tp4', 'p1x4ep4dpa']),
    );
    const all = await fullSweep(inputs, { noEvals: true, modelPrefix: ['odd'] });
    expect(all[0]).toMatchObject({ 'exp-name': 'm_2048_512', 'max-model-len': 2816 });
  });

  it('--scenario-type agentic-coding avoids a fixed-seq-len-only problem and vice versa', async () => {
    const inputs = await two();
    const agentic = await fullSweep(inputs, { scenarioTypes: ['agentic-coding'], noEvals: true });
    expect(agentic.every((r) => r['scenario-type'] === 'agentic-coding')).toBe(true);
    const fixed = await fullSweep(inputs, { scenarioTypes: ['fixed-seq-len'], noEvals: true });
    expect(fixed.some((r) => 'scenario-type' in r)).toBe(false);
  });

  it('--runner-type must name labels (invalid ones listed sorted)', async () => {
    await expect(fullSweep(await two(), { runnerType: ['zz', 'aa', 'h200'] })).rejects.toThrow(
      "Invalid runner type(s): {'aa', 'zz'}. Valid runner types are: b200-multinode, cluster:b200-dgxc,",
    );
  });

  it('--runner-node-filter: full-sweep expands to matching nodes (concurrency-major), test-config also counts the label', async () => {
    const inputs = await two();
    const full = await fullSweep(inputs, { runnerNodeFilter: 'h200', seqLens: ['1k1k'], noEvals: true });
    expect(full.map((r) => `${r.conc}@${r.runner}`)).toEqual(
      [4, 8, 16].flatMap((c) => ['h200-cw_00', 'h200-cw_01', 'h200-nb_0'].map((n) => `${c}@${n}`)),
    );
    const test = await testConfig(inputs, {
      configKeys: ['sn-a'],
      runnerNodeFilter: 'h200',
      seqLens: ['1k1k'],
      conc: [4],
      noEvals: true,
    });
    expect(test.map((r) => r.runner)).toEqual(['h200', 'h200-cw_00', 'h200-cw_01', 'h200-nb_0']);
    expect(await fullSweep(inputs, { runnerNodeFilter: 'nomatch' })).toEqual([]);
  });

  it.each<[string, string, boolean]>([
    ['*-a', 'sn-a', true],
    ['?n-a', 'mn-a', true],
    ['[sm]n-a', 'sn-a', true],
    ['[!s]n-a', 'sn-a', false],
    ['sn*', 'sn-a', true],
    ['sn', 'sn-a', false],
  ])('glob %s on %s: %s', (pattern, key, matches) => {
    expect(globToRegExp(pattern).test(key)).toBe(matches);
  });

  it('test-config resolves keys and patterns in the given order, first occurrence kept (an unknown key fails)', async () => {
    const inputs = await two();
    const rows = await testConfig(inputs, {
      configKeys: ['ag-*', '*-a', 'sn-a'],
      noEvals: true,
      conc: [4, 32],
    });
    expect([...new Set(rows.map((r) => r.image))]).toEqual([
      'img/sglang:ag',
      'img/trt:ag',
      'img/sglang:1',
      'img/dynamo:1',
    ]);
    await expect(testConfig(inputs, { configKeys: ['zz*'] })).rejects.toThrow(
      "Pattern 'zz*' matched no config keys (4 config keys are defined); patterns must match whole keys",
    );
    await expect(testConfig(inputs, { configKeys: ['nope'] })).rejects.toThrow(
      "Config key(s) not found: nope; no config key is close to 'nope' (4 config keys are defined)",
    );
    // A typo gets the closest keys, never the whole list.
    await expect(testConfig(inputs, { configKeys: ['sn-b', 'ag-nm'] })).rejects.toThrow(
      "Config key(s) not found: sn-b, ag-nm; for 'sn-b', did you mean 'sn-a' or 'mn-a'?; for 'ag-nm', did you mean 'ag-sn' or 'ag-mn'? (4 config keys are defined)",
    );
  });
});

describe('rows', () => {
  it('fixed single-node row: keys in the reference order, defaults, router from the entry', async () => {
    const e = clone(snFixed());
    firstSearch(e, 'fixed-seq-len').router = { name: 'r', version: '1' };
    const [row] = await testConfig(await inputsFrom(yamlOf({ k: e })), {
      configKeys: ['k'],
      conc: [4],
      noEvals: true,
    });
    expect(Object.keys(row!)).toEqual([
      'image',
      'model',
      'model-prefix',
      'precision',
      'framework',
      'runner',
      'isl',
      'osl',
      'tp',
      'pp',
      'dcp-size',
      'pcp-size',
      'conc',
      'max-model-len',
      'ep',
      'dp-attn',
      'spec-decoding',
      'exp-name',
      'disagg',
      'run-eval',
      'router',
    ]);
    expect(row).toMatchObject({
      pp: 1,
      ep: 1,
      'dp-attn': false,
      'spec-decoding': 'none',
      'max-model-len': 9472,
      'exp-name': 'm_8k1k',
    });
  });

  it('worker blocks keep source order and append missing pp / dcp-size / pcp-size; node-count after kv-p2p-transfer', async () => {
    const rows = await testConfig(await inputsFrom(fixture('mixed-master.yaml')), {
      configKeys: ['mn-a'],
      noEvals: true,
    });
    expect(Object.keys(rows[0]!.prefill as Obj)).toEqual([
      'num-worker',
      'pp',
      'tp',
      'ep',
      'dp-attn',
      'additional-settings',
      'dcp-size',
      'pcp-size',
    ]);
    expect(Object.keys(rows[0]!).slice(-3)).toEqual(['router', 'kv-p2p-transfer', 'node-count']);
  });

  it('agentic exp-names and the DRAM budget (worked examples)', async () => {
    const rows = await testConfig(await inputsFrom(fixture('mixed-master.yaml')), {
      configKeys: ['ag-sn', 'ag-mn'],
      conc: [4, 8],
      noEvals: true,
    });
    expect(rows.map((r) => [r['exp-name'], r['total-cpu-dram-gb']])).toEqual([
      ['dense_tp4_conc4_kvnone_spec-mtp', 0],
      ['dense_tp4_conc4_kvdram-hicache', 2399],
      ['moe_p1x4ep4dpa_d1x4_conc8_kvdram-mooncake', 450],
    ]);
    expect(rows.some((r) => 'run-eval' in r)).toBe(false);
  });

  it.each<[string, string, number, Obj, number]>([
    ['b200-dgxc tp 4 (capped availability)', 'cluster:b200-dgxc', 0.8, { tp: 4 }, 1199],
    ['b300-nv tp 4 pp 2', 'cluster:b300-nv', 0.8, { tp: 4, pp: 2 }, 2399],
    ['b300-nv tp 4 dcp 2 (not counted)', 'cluster:b300-nv', 0.8, { tp: 4, 'dcp-size': 2 }, 1199],
    ['mi355x-amds tp 8 at 0.086', 'cluster:mi355x-amds', 0.086, { tp: 8 }, 257],
  ])('DRAM: %s', async (_name, runner, utilization, topology, expected) => {
    const e = clone(snAgentic());
    e.runner = runner;
    firstItem(e, 'agentic-coding')['dram-utilization'] = utilization;
    Object.assign(firstSearch(e, 'agentic-coding'), topology);
    const [row] = await fullSweep(await inputsFrom(yamlOf({ k: e })), { noEvals: true });
    expect(row!['total-cpu-dram-gb']).toBe(expected);
  });

  it.each<[string, (e: Obj) => void, string]>([
    [
      'tp over one node',
      (e) => (firstSearch(e, 'agentic-coding').tp = 16),
      "tp=16 with pp=1 and pcp-size=1 requires 16 GPUs and exceeds gpus-per-node=8 for runner 'cluster:b300-nv'",
    ],
    [
      'a runner without hardware',
      (e) => (e.runner = 'cluster:nohw'),
      "Runner 'cluster:nohw' requires 'available-cpu-dram-mib' in runner hardware metadata",
    ],
  ])('DRAM error: %s, even when --max-conc filters every point', async (_name, change, message) => {
    const e = clone(snAgentic());
    change(e);
    await expect(fullSweep(await inputsFrom(yamlOf({ k: e })), { maxConc: 1 })).rejects.toThrow(message);
  });

  it.each<[string, number, string]>([
    [
      'a prefill replica of 12 GPUs on 8-GPU nodes... on 4-GPU nodes: 6',
      6,
      'spans multiple nodes but is not a multiple of gpus-per-node=4',
    ],
    ['3 GPUs on 4-GPU nodes', 3, 'does not divide gpus-per-node=4 evenly'],
  ])('DRAM multi-node error: %s', async (_name, tp, message) => {
    const e = clone(mnAgentic());
    (firstSearch(e, 'agentic-coding').prefill as Obj).tp = tp;
    await expect(fullSweep(await inputsFrom(yamlOf({ k: e })), {})).rejects.toThrow(message);
  });

  it('kv-offloading none needs no hardware and gives 0', async () => {
    const e = clone(snAgentic());
    e.runner = 'cluster:nohw';
    Object.assign(firstSearch(e, 'agentic-coding'), { 'kv-offloading': 'none', 'kv-offload-backend': null });
    const [row] = await fullSweep(await inputsFrom(yamlOf({ k: e })), { noEvals: true });
    expect(row!['total-cpu-dram-gb']).toBe(0);
  });

  it('explicit router: null in a search-space entry hides the top-level router', async () => {
    const e = clone(mnFixed());
    e.router = { name: 'r', version: '1' };
    firstSearch(e, 'fixed-seq-len').router = null;
    const [row] = await fullSweep(await inputsFrom(yamlOf({ k: e })), { noEvals: true });
    expect(row).not.toHaveProperty('router');
  });

  it('a runner that is not a label still gets fixed-seq-len rows', async () => {
    const e = clone(snFixed());
    e.runner = 'not-a-label';
    expect((await fullSweep(await inputsFrom(yamlOf({ k: e })), { noEvals: true })).length).toBe(5);
  });

  it('telemetry.enabled adds require-power: true; other rows omit it', async () => {
    const powered = clone(snFixed());
    powered.telemetry = { enabled: true };
    const unpowered = clone(snFixed());
    unpowered.telemetry = { enabled: false };
    const rows = await testConfig(await inputsFrom(yamlOf({ powered, unpowered })), {
      configKeys: ['powered', 'unpowered'],
      conc: [4],
      noEvals: true,
    });
    expect(rows.map((r) => r['require-power'])).toEqual([true, undefined]);
  });

  // The generator's rows are not checked again at run time: they are built from validated entries
  // (node-count derived, or the run fails), and this is what holds them to the row schemas.
  it('every generated row satisfies its row schema, of every kind, in every eval mode', async () => {
    const inputs = await inputsFrom(fixture('mixed-master.yaml'));
    const kinds = new Set<string>();
    for (const options of [{}, { noEvals: true }, { evalsOnly: true }, { allEvals: true }]) {
      const rows = await fullSweep(inputs, options);
      expect(rows.length).toBeGreaterThan(0);
      expect(rowIssues(rows)).toEqual([]);
      for (const row of rows) kinds.add(rowKind(row));
    }
    expect(kinds).toEqual(new Set(Object.keys(ROW_SCHEMAS)));
  });

  it.each<[string, unknown]>([
    ['missing', undefined],
    ['0', 0],
    ['true', true],
    ['2.5', 2.5],
    ['"2"', '2'],
  ])('a multi-node row with node-count %s fails matrix validation', async (_name, value) => {
    const [row] = await fullSweep(await inputsFrom(yamlOf({ k: mnFixed() })), { noEvals: true });
    const bad = { ...row! };
    if (value === undefined) delete bad['node-count'];
    else bad['node-count'] = value;
    expect(rowIssues([bad]).map((issue) => issue.path)).toEqual([expect.stringContaining('node-count')]);
  });
});

describe('node-count', () => {
  const RECIPE = 'benchmarks/multi_node/srt-slurm-recipes/trt/x.yaml';
  const count = async (
    prefill: Obj,
    decode: Obj,
    options: { files?: Record<string, string>; runner?: string } = {},
  ) => {
    const e = clone(mnFixed());
    if (options.runner) e.runner = options.runner;
    Object.assign(firstSearch(e, 'fixed-seq-len'), { prefill: worker(prefill), decode: worker(decode) });
    const rows = await fullSweep(await inputsFrom(yamlOf({ k: e }), { files: options.files }), {
      noEvals: true,
    });
    return rows[0]!['node-count'];
  };
  const cfg = (path: string) => ({ 'additional-settings': [`CONFIG_FILE=${path}`] });

  it.each<[string, Obj, Obj, Record<string, string> | undefined, string | undefined, number]>([
    [
      'recipe agg_nodes',
      cfg('recipes/trt/x.yaml'),
      {},
      { [RECIPE]: 'name: x\nresources:\n  agg_nodes: 3\n  gpus_per_node: 8\nbackend: {}\n' },
      undefined,
      3,
    ],
    [
      'recipe prefill_nodes + decode_nodes',
      cfg(RECIPE),
      {},
      { [RECIPE]: 'resources:\n  prefill_nodes: 1 # one\n  decode_nodes: 4\n' },
      undefined,
      5,
    ],
    [
      'recipe missing: GPU arithmetic',
      cfg('recipes/trt/x.yaml'),
      { 'num-worker': 2 },
      undefined,
      undefined,
      3,
    ],
    [
      'overrides',
      { 'additional-settings': ['PREFILL_NODES=2'] },
      { 'additional-settings': ['DECODE_NODES=1', 'DECODE_NODES=1'] },
      undefined,
      undefined,
      3,
    ],
    ['decode num-worker 0 (aggregated)', { tp: 16 }, { 'num-worker': 0 }, undefined, undefined, 2],
    [
      'family fallback for a *-multinode label (b200 family: 8 per node)',
      { tp: 4 },
      {},
      undefined,
      undefined,
      2,
    ],
    ['family fallback for a concrete node name', { tp: 8, 'num-worker': 3 }, {}, undefined, 'gb200-nv_0', 8],
  ])('%s', async (_name, prefill, decode, files, runner, expected) => {
    expect(await count(prefill, decode, { files, runner })).toBe(expected);
  });

  it.each<[string, Obj, Obj, string | undefined, string]>([
    [
      'conflicting overrides',
      { 'additional-settings': ['PREFILL_NODES=1', 'PREFILL_NODES=2'] },
      {},
      undefined,
      'Conflicting or invalid PREFILL_NODES settings',
    ],
    ['conflicting recipes', cfg('a.yaml'), cfg('b.yaml'), undefined, 'Conflicting CONFIG_FILE settings'],
    ['no hardware family', {}, {}, 'zz-1', "Cannot resolve gpus-per-node for 'zz-1'"],
  ])('error: %s', async (_name, prefill, decode, runner, message) => {
    await expect(count(prefill, decode, { runner })).rejects.toThrow(message);
  });

  it('an ambiguous family is an error', async () => {
    const runners = `${fixture('runners.yaml')}  cluster:gb200-other: { available-cpu-dram-mib: 1, gpus-per-node: 8 }\n`;
    const e = clone(mnFixed());
    e.runner = 'gb200-x';
    await expect(fullSweep(await inputsFrom(yamlOf({ k: e }), { runners }), {})).rejects.toThrow(
      "Ambiguous gpus-per-node for 'gb200-x': [4, 8]",
    );
  });
});

describe('recipe resources', () => {
  const RECIPE = 'benchmarks/multi_node/srt-slurm-recipes/trt/x.yaml';
  const nodeCountWith = async (recipe: string) => {
    const e = clone(mnFixed());
    Object.assign(firstSearch(e, 'fixed-seq-len'), {
      prefill: worker({ 'additional-settings': ['CONFIG_FILE=recipes/trt/x.yaml'] }),
      decode: worker(),
    });
    const rows = await fullSweep(await inputsFrom(yamlOf({ k: e }), { files: { [RECIPE]: recipe } }), {
      noEvals: true,
    });
    return rows[0]!['node-count'];
  };

  // A recipe is read as PyYAML reads it: the last repeated key wins, 010 is octal.
  it.each<[string, string, number]>([
    ['block style', 'name: x\nresources:\n  gpu_type: gb300\n  agg_nodes: 3\nbackend: {}\n', 3],
    [
      'prefill + decode, comments',
      'resources: # r\n  prefill_nodes: 1 # one\n\n  # c\n  decode_nodes: 4\n',
      5,
    ],
    ['CRLF line ends, last line without a break', 'resources:\r\n  prefill_nodes: 2\r\n  decode_nodes: 3', 5],
    ['a flow mapping', 'resources: { gpu_type: "gb200", agg_nodes: 2 }\n', 2],
    ['a repeated resources key', 'resources:\n  agg_nodes: 2\nresources:\n  agg_nodes: 5\n', 5],
    ['a nested value', 'resources:\n  agg_nodes: 2\n  extra:\n    x: [1, 2]\n', 2],
    ['an anchor', 'resources: &r\n  prefill_nodes: 1\n  decode_nodes: 2\n', 3],
    ['an octal count (YAML 1.1)', 'resources:\n  agg_nodes: 010\n', 8],
    ['an alias to an anchor outside the block', 'base: &b\n  agg_nodes: 4\nresources: *b\n', 4],
    ['a quoted key', '"resources":\n  agg_nodes: 2\n', 2],
    ['a document marker', '---\nresources:\n  agg_nodes: 7\n', 7],
  ])('%s', async (_name, recipe, expected) => {
    expect(await nodeCountWith(recipe)).toBe(expected);
  });

  it.each([
    ['neither count', 'resources:\n  gpu_type: gb200\n', /has neither resources.agg_nodes/],
    ['a syntax error', 'resources: {agg_nodes: [2\n', /YAML syntax error/],
  ])('a recipe with %s fails naming the recipe', async (_name, recipe, message) => {
    await expect(nodeCountWith(recipe)).rejects.toThrow(message);
  });
});

describe('eval marking', () => {
  const mixed = () => inputsFrom(fixture('mixed-master.yaml'));
  const marked = (rows: Row[]) =>
    rows.filter((r) => r['run-eval']).map((r) => `${r['exp-name']}:${JSON.stringify(r.conc)}`);

  it('default: single-node upper median and max per group; multi-node best row per topology; agentic gets run-eval false', async () => {
    const rows = await fullSweep(await mixed(), {});
    expect(marked(rows)).toEqual([
      'dense_8k1k:32',
      'dense_8k1k:64',
      'dense_8k1k:64',
      'dense_8k1k:128',
      'moe_8k1k:[64,128]',
    ]);
    expect(rows.find((r) => r.conc === 128)).not.toHaveProperty('eval-only');
    expect(rows.find((r) => Array.isArray(r.conc) && (r.conc as number[]).includes(128))).toMatchObject({
      'eval-conc': 128,
    });
    expect(rows.filter((r) => r['scenario-type']).every((r) => r['run-eval'] === false)).toBe(true);
    expect(rows.filter((r) => r.isl === 1024).every((r) => r['run-eval'] === false)).toBe(true);
  });

  it('multi-node rows of different search-space entries share a topology only when every key but conc matches', async () => {
    const e = clone(mnFixed());
    firstItem(e, 'fixed-seq-len')['search-space'] = [
      { 'conc-list': [16, 32], prefill: worker(), decode: worker() },
      { 'conc-list': [64], prefill: worker(), decode: worker() },
      { 'conc-list': [128], prefill: worker({ 'dp-attn': true }), decode: worker() },
      { 'conc-list': [8], prefill: worker({ 'dp-attn': true }), decode: worker() },
    ];
    const inputs = await inputsFrom(yamlOf({ k: e }));
    const rows = await fullSweep(inputs, {});
    expect(rows.map((r) => [r.conc, r['run-eval'], r['eval-conc']])).toEqual([
      [[16, 32], false, undefined],
      [[64], true, 64],
      [[128], true, 128],
      [[8], false, undefined],
    ]);
    const merged = await fullSweep(inputs, { allEvals: true });
    expect(merged.map((r) => r.conc)).toEqual([
      [16, 32, 64],
      [8, 128],
    ]);
  });

  it('--no-evals: fixed rows keep run-eval false, agentic rows have no run-eval', async () => {
    const rows = await fullSweep(await mixed(), { noEvals: true });
    expect(rows.filter((r) => !r['scenario-type']).every((r) => r['run-eval'] === false)).toBe(true);
    expect(rows.filter((r) => r['scenario-type']).some((r) => 'run-eval' in r)).toBe(false);
  });

  it('--evals-only: eval rows only, agentic selected too, eval-only last', async () => {
    const rows = await fullSweep(await mixed(), { evalsOnly: true });
    expect(marked(rows)).toEqual([
      'dense_8k1k:32',
      'dense_8k1k:64',
      'dense_8k1k:64',
      'dense_8k1k:128',
      'moe_8k1k:[64,128]',
      'dense_tp4_conc16_kvnone_spec-mtp:16',
      'moe_p1x4ep4dpa_d1x4_conc32_kvdram-mooncake:[32]',
    ]);
    expect(rows.every((r) => Object.keys(r).at(-1) === 'eval-only')).toBe(true);
  });

  it('--all-evals (and with --evals-only): every 8k1k/agentic point, multi-node merged per topology', async () => {
    const inputs = await mixed();
    const rows = await fullSweep(inputs, { allEvals: true });
    expect(await fullSweep(inputs, { allEvals: true, evalsOnly: true })).toEqual(rows);
    const mnRow = rows.find((r) => r['exp-name'] === 'moe_8k1k')!;
    expect(mnRow).toMatchObject({ conc: [4, 8, 32, 64, 128], 'eval-all-concs': true, 'eval-only': true });
    expect(mnRow).not.toHaveProperty('eval-conc');
    const agMn = rows.find((r) => r['scenario-type'] && r.prefill)!;
    expect(agMn).toMatchObject({
      conc: [8, 16, 32],
      'eval-conc': 32,
      'exp-name': 'moe_p1x4ep4dpa_d1x4_conc8_kvdram-mooncake',
    });
    expect(rows.filter((r) => r['exp-name'] === 'dense_8k1k').map((r) => r.conc)).toEqual([
      4, 8, 16, 32, 64, 16, 32, 64, 128,
    ]);
    expect(rows.some((r) => r.isl === 1024)).toBe(false);
  });

  it('usage errors: --no-evals with --evals-only or --all-evals, --step-size <= 1, --min-conc > --max-conc', async () => {
    const inputs = await mixed();
    await expect(fullSweep(inputs, { noEvals: true, evalsOnly: true })).rejects.toThrow(
      'not allowed with argument --no-evals',
    );
    await expect(fullSweep(inputs, { noEvals: true, allEvals: true })).rejects.toThrow('cannot be combined');
    await expect(fullSweep(inputs, { stepSize: 1 })).rejects.toThrow('--step-size must be greater than 1');
    await expect(fullSweep(inputs, { minConc: 10, maxConc: 5 })).rejects.toThrow(
      '--min-conc must be less than or equal',
    );
    expect((await fullSweep(inputs, { minConc: 5, maxConc: 5, noEvals: true })).length).toBeGreaterThan(0);
  });

  it('rows follow config merge order (file order, then document order)', async () => {
    const rows = await fullSweep(
      await inputsFrom([yamlOf({ second: snFixed() }), yamlOf({ first: mnFixed() })]),
      { noEvals: true },
    );
    expect(rows.map((r) => r['exp-name'])).toEqual([
      'm_8k1k',
      'm_8k1k',
      'm_8k1k',
      'm_8k1k',
      'm_8k1k',
      'mn_8k1k',
    ]);
  });
});
