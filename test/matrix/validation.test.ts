// Master config and runner file validation: every error path of the loader and the schemas,
// on hand-written entries. Each case names the message it expects.
import { describe, expect, it } from '@jest/globals';
import { loadMasterConfigs, loadRunnerConfig } from '../../shared/config/load.js';
import { SweepkitError } from '../../shared/errors.js';
import {
  type Obj,
  clone,
  firstItem,
  firstSearch,
  fixture,
  mnAgentic,
  mnFixed,
  snAgentic,
  snFixed,
  worker,
  yamlOf,
} from './helpers.js';

async function problems(entry: unknown, key = 'k'): Promise<string> {
  try {
    await loadMasterConfigs([{ path: 'master.yaml', text: yamlOf({ [key]: entry }) }]);
  } catch (error) {
    expect(error).toBeInstanceOf(SweepkitError);
    return (error as Error).message;
  }
  return 'VALID';
}

const mutate = (base: () => Obj, change: (e: Obj) => void) => {
  const e = clone(base());
  change(e);
  return e;
};
const ss = (e: Obj) => firstSearch(e, 'fixed-seq-len');
const ag = (e: Obj) => firstSearch(e, 'agentic-coding');

describe('master entry validation (one failing rule per case)', () => {
  it.each<[string, Obj | null | string, string]>([
    [
      'missing multinode selects single-node and fails',
      mutate(snFixed, (e) => delete e.multinode),
      'multinode',
    ],
    [
      "multinode 'true' (a string) is checked as multi-node",
      mutate(snFixed, (e) => (e.multinode = 'true')),
      'Input should be True',
    ],
    ['single-node disagg: true', mutate(snFixed, (e) => (e.disagg = true)), 'Input should be False'],
    ['unknown top-level field', mutate(snFixed, (e) => (e.notes = 'x')), "unknown field 'notes'"],
    [
      'unknown scenario',
      mutate(snFixed, (e) => ((e.scenarios as Obj).random = [])),
      "unknown field 'random'",
    ],
    [
      'unknown worker field',
      mutate(mnFixed, (e) => ((ss(e).prefill as Obj)['max-num-tokens'] = 8)),
      "unknown field 'max-num-tokens'",
    ],
    [
      'scenarios {}',
      mutate(snFixed, (e) => (e.scenarios = {})),
      'At least one scenario type must be specified',
    ],
    [
      'empty fixed-seq-len',
      mutate(snFixed, (e) => (e.scenarios = { 'fixed-seq-len': [] })),
      'At least one scenario type',
    ],
    ['scenarios: null', mutate(snFixed, (e) => (e.scenarios = null)), 'scenarios'],
    ['entry is null', null, 'entry must be a mapping'],
    ['entry is a string', 'text', 'entry must be a mapping'],
    [
      'range and list together',
      mutate(snFixed, (e) => (ss(e)['conc-list'] = [4])),
      "Cannot specify both 'conc-list'",
    ],
    [
      'neither range nor list',
      mutate(snFixed, (e) => (delete ss(e)['conc-start'], delete ss(e)['conc-end'])),
      "Must specify either 'conc-list'",
    ],
    ['only conc-start', mutate(snFixed, (e) => delete ss(e)['conc-end']), "Must specify either 'conc-list'"],
    ['conc-start 0', mutate(snFixed, (e) => (ss(e)['conc-start'] = 0)), 'must be greater than 0'],
    [
      'start > end',
      mutate(snFixed, (e) => ((ss(e)['conc-start'] = 128), (ss(e)['conc-end'] = 64))),
      "'conc-start' (128) must be <= 'conc-end' (64).",
    ],
    [
      'conc-list with 0',
      mutate(
        snFixed,
        (e) => (delete ss(e)['conc-start'], delete ss(e)['conc-end'], (ss(e)['conc-list'] = [4, 0])),
      ),
      "'conc-list' entries must be greater than 0",
    ],
    [
      'dcp-size not dividing tp',
      mutate(snFixed, (e) => (ss(e)['dcp-size'] = 3)),
      "'tp' (8) must be divisible by 'dcp-size' (3)",
    ],
    [
      'dcp-size on a worker',
      mutate(mnFixed, (e) => ((ss(e).decode as Obj)['dcp-size'] = 3)),
      "'tp' (8) must be divisible by 'dcp-size' (3)",
    ],
    ['pp 0', mutate(snFixed, (e) => (ss(e).pp = 0)), 'pp'],
    ["pp '2' (strict)", mutate(snFixed, (e) => (ss(e).pp = '2')), 'pp'],
    ['pp true (strict)', mutate(snFixed, (e) => (ss(e).pp = true)), 'pp'],
    ["tp 'four'", mutate(snFixed, (e) => (ss(e).tp = 'four')), 'tp'],
    ["isl '8k'", mutate(snFixed, (e) => (firstItem(e, 'fixed-seq-len').isl = '8k')), 'isl'],
    ["dp-attn 'maybe'", mutate(snFixed, (e) => (ss(e)['dp-attn'] = 'maybe')), 'dp-attn'],
    [
      'hardware only on prefill',
      mutate(mnFixed, (e) => ((ss(e).prefill as Obj).hardware = 'b200')),
      "'hardware' must be specified for both",
    ],
    [
      "hardware ''",
      mutate(
        mnFixed,
        (e) => (((ss(e).prefill as Obj).hardware = ''), ((ss(e).decode as Obj).hardware = 'x')),
      ),
      'hardware',
    ],
    ['worker without ep', mutate(mnFixed, (e) => delete (ss(e).prefill as Obj).ep), 'ep'],
    ['worker without dp-attn', mutate(mnFixed, (e) => delete (ss(e).decode as Obj)['dp-attn']), 'dp-attn'],
    ['multi-node fixed entry with tp', mutate(mnFixed, (e) => (ss(e).tp = 8)), "unknown field 'tp'"],
    [
      'agentic with tp and prefill',
      mutate(snAgentic, (e) => ((ag(e).prefill = worker()), (ag(e).decode = worker()))),
      'either tp or both prefill and decode',
    ],
    [
      'agentic with neither tp nor workers',
      mutate(snAgentic, (e) => delete ag(e).tp),
      'either tp or both prefill and decode',
    ],
    [
      'single-node agentic without kv-offloading',
      mutate(snAgentic, (e) => (delete ag(e)['kv-offloading'], delete ag(e)['kv-offload-backend'])),
      'must specify kv-offloading',
    ],
    [
      'kv none with a backend',
      mutate(snAgentic, (e) => (ag(e)['kv-offloading'] = 'none')),
      "can only be set when kv-offloading is not 'none'",
    ],
    [
      'kv dram without a backend',
      mutate(snAgentic, (e) => delete ag(e)['kv-offload-backend']),
      "required when kv-offloading is 'dram'",
    ],
    [
      'backend without kv-offloading',
      mutate(mnAgentic, (e) => delete ag(e)['kv-offloading']),
      'kv-offload-backend requires kv-offloading',
    ],
    [
      'multi-node agentic with pp: 1',
      mutate(mnAgentic, (e) => (ag(e).pp = 1)),
      "cannot specify 'pp', 'dcp-size', 'pcp-size'",
    ],
    [
      'dram without dram-utilization',
      mutate(snAgentic, (e) => delete firstItem(e, 'agentic-coding')['dram-utilization']),
      'requires dram-utilization',
    ],
    [
      'dram-utilization 0',
      mutate(snAgentic, (e) => (firstItem(e, 'agentic-coding')['dram-utilization'] = 0)),
      'dram-utilization',
    ],
    [
      'dram-utilization 1.5',
      mutate(snAgentic, (e) => (firstItem(e, 'agentic-coding')['dram-utilization'] = 1.5)),
      'dram-utilization',
    ],
    [
      'trace-source on an agentic item',
      mutate(snAgentic, (e) => (firstItem(e, 'agentic-coding')['trace-source'] = 'x')),
      "unknown field 'trace-source'",
    ],
    [
      'duration on an agentic item',
      mutate(snAgentic, (e) => (firstItem(e, 'agentic-coding').duration = 60)),
      "unknown field 'duration'",
    ],
    [
      'isl on an agentic item',
      mutate(snAgentic, (e) => (firstItem(e, 'agentic-coding').isl = 1024)),
      "unknown field 'isl'",
    ],
    [
      'total-cpu-dram-gb on an entry',
      mutate(snAgentic, (e) => (ag(e)['total-cpu-dram-gb'] = 5)),
      "unknown field 'total-cpu-dram-gb'",
    ],
    [
      'agentic on a non-cluster runner',
      mutate(snAgentic, (e) => (e.runner = 'b200')),
      "must use a 'cluster:<name>' runner",
    ],
    [
      'the cluster-runner check comes before the router checks',
      mutate(
        snAgentic,
        (e) => (
          (e.runner = 'b200'),
          (e.router = { name: 'r', version: '1' }),
          (ag(e).router = { name: 'r', version: '1' })
        ),
      ),
      "must use a 'cluster:<name>' runner",
    ],
    [
      'single-node master with a multi-node agentic entry (refused; the reference crashed)',
      mutate(snAgentic, (e) => (delete ag(e).tp, (ag(e).prefill = worker()), (ag(e).decode = worker()))),
      'multinode=false configs need single-node agentic entries',
    ],
    ['router without version', mutate(snFixed, (e) => (e.router = { name: 'r' })), 'version'],
    [
      'router with an extra key',
      mutate(snFixed, (e) => (e.router = { name: 'r', version: '1', url: 'x' })),
      "unknown field 'url'",
    ],
    [
      "router version 'image:foo'",
      mutate(snFixed, (e) => (e.router = { name: 'r', version: 'image:foo' })),
      'not an image reference',
    ],
    [
      'router version 1.3 (a float)',
      mutate(snFixed, (e) => (e.router = { name: 'r', version: 1.3 })),
      'version',
    ],
    [
      "backend version ''",
      mutate(snAgentic, (e) => (ag(e)['kv-offload-backend'] = { name: 'x', version: '' })),
      'version',
    ],
    [
      'backend with mode',
      mutate(snAgentic, (e) => (ag(e)['kv-offload-backend'] = { name: 'x', mode: 'y' })),
      "unknown field 'mode'",
    ],
    ["kv-p2p-transfer ''", mutate(mnFixed, (e) => (e['kv-p2p-transfer'] = '')), 'kv-p2p-transfer'],
    [
      'kv-p2p-transfer as an object',
      mutate(mnFixed, (e) => (e['kv-p2p-transfer'] = { name: 'nixl' })),
      'kv-p2p-transfer',
    ],
    [
      'router at both scopes',
      mutate(
        mnFixed,
        (e) => ((e.router = { name: 'r', version: '1' }), (ss(e).router = { name: 'r', version: '1' })),
      ),
      'router must be declared either at the top level',
    ],
    [
      'disagg without any transfer',
      mutate(mnFixed, (e) => delete e['kv-p2p-transfer']),
      'disagg=true requires kv-p2p-transfer',
    ],
    [
      'single-node top-level kv-p2p-transfer',
      mutate(snFixed, (e) => (e['kv-p2p-transfer'] = 'nixl')),
      "unknown field 'kv-p2p-transfer'",
    ],
    [
      'single-node fixed entry kv-p2p-transfer',
      mutate(snFixed, (e) => (ss(e)['kv-p2p-transfer'] = 'nixl')),
      "unknown field 'kv-p2p-transfer'",
    ],
    [
      'single-node agentic entry kv-p2p-transfer',
      mutate(snAgentic, (e) => (ag(e)['kv-p2p-transfer'] = 'nixl')),
      'kv-p2p-transfer is only valid when multinode=true',
    ],
    [
      'telemetry with an unknown sub-key',
      mutate(snFixed, (e) => (e.telemetry = { enabled: true, level: 2 })),
      "unknown field 'level'",
    ],
  ])('%s', async (_name, entry, expected) => {
    const message = await problems(entry);
    expect(message).toContain("Master config entry 'k' failed validation:");
    expect(message).toContain(expected);
  });

  it.each<[string, Obj]>([
    ['explicit disagg: false on single-node', mutate(snFixed, (e) => (e.disagg = false))],
    ['agentic-only entry', snAgentic()],
    [
      'both scenario kinds in one entry',
      mutate(
        snAgentic,
        (e) => ((e.scenarios as Obj)['fixed-seq-len'] = (snFixed().scenarios as Obj)['fixed-seq-len']),
      ),
    ],
    [
      'dcp-size 8, pcp-size 2, tp 8',
      mutate(snFixed, (e) => ((ss(e)['dcp-size'] = 8), (ss(e)['pcp-size'] = 2))),
    ],
    [
      'hardware on both workers',
      mutate(
        mnFixed,
        (e) => (((ss(e).prefill as Obj).hardware = 'b200'), ((ss(e).decode as Obj).hardware = 'b200')),
      ),
    ],
    ['decode num-worker 0', mutate(mnFixed, (e) => ((ss(e).decode as Obj)['num-worker'] = 0))],
    ['multi-node agentic with top-level ep (ignored)', mutate(mnAgentic, (e) => (ag(e).ep = 8))],
    [
      'dram-utilization 1',
      mutate(snAgentic, (e) => (firstItem(e, 'agentic-coding')['dram-utilization'] = 1)),
    ],
    ['bare cluster: runner', mutate(snAgentic, (e) => (e.runner = 'cluster:'))],
    [
      "router version 'vllm/vllm-openai:v0.1' (prefix check only)",
      mutate(snFixed, (e) => (e.router = { name: 'r', version: 'vllm/vllm-openai:v0.1' })),
    ],
    ['backend {name} only', mutate(snAgentic, (e) => (ag(e)['kv-offload-backend'] = { name: 'x' }))],
    [
      'router on top, transfer per entry',
      mutate(
        mnFixed,
        (e) => (
          (e.router = { name: 'r', version: '1' }),
          delete e['kv-p2p-transfer'],
          (ss(e)['kv-p2p-transfer'] = 'mooncake')
        ),
      ),
    ],
    ['aggregated multi-node with a top-level transfer', mutate(mnFixed, (e) => (e.disagg = false))],
    [
      'lone conc-start next to a list',
      mutate(snFixed, (e) => (delete ss(e)['conc-end'], (ss(e)['conc-list'] = [3]))),
    ],
    ['telemetry enabled', mutate(snFixed, (e) => (e.telemetry = { enabled: true }))],
  ])('accepts: %s', async (_name, entry) => {
    expect(await problems(entry)).toBe('VALID');
  });

  it('validates every entry, even one test-config would not select, and reports the first failing key', async () => {
    const text = yamlOf({ good: snFixed(), bad: mutate(snFixed, (e) => (ss(e).tp = 'x')), worse: null });
    await expect(loadMasterConfigs([{ path: 'm.yaml', text }])).rejects.toThrow("Master config entry 'bad'");
  });

  it('names file, key, the field line, field path and bad value on one line per issue', async () => {
    const text = yamlOf({ k: mutate(snFixed, (e) => ((ss(e).tp = 'four'), (ss(e).pp = 0))) });
    const error = await loadMasterConfigs([{ path: 'configs/x.yaml', text }]).catch((e: SweepkitError) => e);
    const issues = (error as SweepkitError).issues;
    expect(issues).toHaveLength(2);
    expect(issues[0]).toMatchObject({
      file: 'configs/x.yaml',
      entry: 'k',
      // The field's own line, not the entry's.
      line: text.split('\n').findIndex((l) => /\btp: four$/.test(l)) + 1,
      path: 'scenarios.fixed-seq-len.0.search-space.0.tp',
      value: 'four',
    });
    expect((error as Error).message.split('\n').filter((l) => l.includes('configs/x.yaml'))).toHaveLength(2);
  });
});

describe('master file loading', () => {
  const a = yamlOf({ a: snFixed(), b: snFixed(), c: snFixed() });
  it.each<[string, { path: string; text: string | undefined }[], string]>([
    ['empty file', [{ path: 'e.yaml', text: '' }], "Config file 'e.yaml' must contain a dictionary"],
    ['a list document', [{ path: 'l.yaml', text: '- a\n- b\n' }], 'must contain a dictionary'],
    ['a scalar document', [{ path: 's.yaml', text: 'just text\n' }], 'must contain a dictionary'],
    [
      'keys repeated in a second file',
      [
        { path: 'a.yaml', text: a },
        { path: 'b.yaml', text: yamlOf({ b: snFixed(), a: snFixed() }) },
      ],
      "Duplicate configuration keys found in 'b.yaml': a, b",
    ],
    [
      'the same file twice',
      [
        { path: 'a.yaml', text: a },
        { path: 'a.yaml', text: a },
      ],
      "Duplicate configuration keys found in 'a.yaml': a, b, c",
    ],
    [
      'a key with *',
      [{ path: 'w.yaml', text: yamlOf({ 'x-*': snFixed() }) }],
      " Wildcard '*' is not allowed in master config keys: 'x-*'",
    ],
    ['a missing file', [{ path: 'gone.yaml', text: undefined }], "Input file 'gone.yaml' does not exist."],
    [
      'a duplicate before a missing file',
      [
        { path: 'a.yaml', text: a },
        { path: 'b.yaml', text: yamlOf({ a: snFixed() }) },
        { path: 'gone.yaml', text: undefined },
      ],
      'Duplicate configuration keys',
    ],
    ['a YAML syntax error', [{ path: 'bad.yaml', text: 'k: {image: [unclosed\n' }], 'bad.yaml'],
  ])('%s', async (_name, files, expected) => {
    await expect(loadMasterConfigs(files)).rejects.toThrow(expected);
  });

  it('loads a key containing ? and merges files in order', async () => {
    const master = await loadMasterConfigs([
      { path: 'a.yaml', text: yamlOf({ 'q?': snFixed(), z: snFixed() }) },
      { path: 'b.yaml', text: yamlOf({ a: snFixed() }) },
    ]);
    expect(master.keys).toEqual(['q?', 'z', 'a']);
    expect(master.fileOf.a).toBe('b.yaml');
  });
});

describe('runner file', () => {
  const good = fixture('runners.yaml');
  it.each<[string, string | undefined, string]>([
    ['missing', undefined, "Runner config file 'r.yaml' does not exist."],
    ['flat label -> list file', 'h100: [a, b]\n', 'Runner config must define a labels mapping'],
    ['empty file', '', 'labels mapping'],
    [
      'a label that is a string',
      'labels:\n  h100: a\n',
      "Runner config entry 'h100' must be a list, got str",
    ],
    ['a label with a non-string node', 'labels:\n  h100: [a, 1]\n', 'must contain only strings'],
    ['an empty label', 'labels:\n  h100: []\n', 'cannot be an empty list'],
    ['an extra top-level key', `${good}notes: x\n`, 'Runner config failed validation:'],
    ['hardware: null', 'labels:\n  h: [a]\nhardware:\n', 'Runner config failed validation:'],
    [
      'hardware missing a field',
      'labels:\n  h: [a]\nhardware:\n  h: { gpus-per-node: 8 }\n',
      'available-cpu-dram-mib',
    ],
    [
      'hardware with an extra field',
      'labels:\n  h: [a]\nhardware:\n  h: { gpus-per-node: 8, available-cpu-dram-mib: 1, cores: 2 }\n',
      "unknown field 'cores'",
    ],
    [
      'hardware value 0',
      'labels:\n  h: [a]\nhardware:\n  h: { gpus-per-node: 0, available-cpu-dram-mib: 1 }\n',
      'gpus-per-node',
    ],
  ])('%s', async (_name, text, expected) => {
    await expect(loadRunnerConfig({ path: 'r.yaml', text })).rejects.toThrow(expected);
  });

  it('reads 2_063_837-style integers as numbers (YAML 1.1) and accepts hardware keys that are not labels', async () => {
    const runners = await loadRunnerConfig({ path: 'r.yaml', text: good });
    expect(runners.hardware?.['cluster:b300-nv']?.['available-cpu-dram-mib']).toBe(2964436);
    expect(runners.hardware?.['b200-nscale']).toBeDefined();
  });
});
