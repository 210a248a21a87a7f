import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { loadMasterConfigs, loadRunnerConfig } from '../../shared/config/load.js';
import type { GeneratorInputs } from '../../shared/matrix/generate.js';
import { fixturesDir } from '../helpers/paths.js';

const fixturePath = (name: string) => join(fixturesDir, 'matrix', name);
export const fixture = (name: string) => readFileSync(fixturePath(name), 'utf8');

export type Obj = Record<string, unknown>;
export const clone = <T>(value: T): T => structuredClone(value);

/** Loads master texts (one per file) and a runners text into generator inputs. */
export async function inputsFrom(
  masters: string | string[],
  options: { runners?: string; files?: Record<string, string> } = {},
): Promise<GeneratorInputs> {
  const texts = Array.isArray(masters) ? masters : [masters];
  const master = await loadMasterConfigs(texts.map((text, i) => ({ path: `m${i}.yaml`, text })));
  const runners = await loadRunnerConfig({
    path: 'runners.yaml',
    text: options.runners ?? fixture('runners.yaml'),
  });
  return { master, runners, readFile: (path) => options.files?.[path] };
}

export const yamlOf = (entries: Obj) => stringify(entries);

export const snFixed = (): Obj => ({
  image: 'img',
  model: 'org/m',
  'model-prefix': 'm',
  precision: 'fp8',
  framework: 'sglang',
  runner: 'h200',
  multinode: false,
  scenarios: {
    'fixed-seq-len': [{ isl: 8192, osl: 1024, 'search-space': [{ tp: 8, 'conc-start': 4, 'conc-end': 64 }] }],
  },
});

export const worker = (extra: Obj = {}): Obj => ({
  'num-worker': 1,
  tp: 8,
  ep: 1,
  'dp-attn': false,
  ...extra,
});

export const mnFixed = (): Obj => ({
  image: 'img',
  model: 'org/m',
  'model-prefix': 'mn',
  precision: 'fp4',
  framework: 'dynamo-trt',
  runner: 'b200-multinode',
  multinode: true,
  disagg: true,
  'kv-p2p-transfer': 'nixl',
  scenarios: {
    'fixed-seq-len': [
      {
        isl: 8192,
        osl: 1024,
        'search-space': [{ 'conc-list': [16, 32], prefill: worker(), decode: worker() }],
      },
    ],
  },
});

export const snAgentic = (): Obj => ({
  image: 'img',
  model: 'org/m',
  'model-prefix': 'ag',
  precision: 'fp8',
  framework: 'sglang',
  runner: 'cluster:b300-nv',
  multinode: false,
  scenarios: {
    'agentic-coding': [
      {
        'dram-utilization': 0.8,
        'search-space': [
          { tp: 4, 'kv-offloading': 'dram', 'kv-offload-backend': { name: 'hicache' }, 'conc-list': [8] },
        ],
      },
    ],
  },
});

export const mnAgentic = (): Obj => ({
  image: 'img',
  model: 'org/m',
  'model-prefix': 'agmn',
  precision: 'fp4',
  framework: 'dynamo-trt',
  runner: 'cluster:gb200-nv',
  multinode: true,
  disagg: true,
  'kv-p2p-transfer': 'nixl',
  scenarios: {
    'agentic-coding': [
      {
        'dram-utilization': 0.5,
        'search-space': [
          {
            'kv-offloading': 'dram',
            'kv-offload-backend': { name: 'mooncake' },
            'conc-list': [8, 16],
            prefill: worker({ tp: 4, ep: 4, 'dp-attn': true }),
            decode: worker({ tp: 4 }),
          },
        ],
      },
    ],
  },
});

/** Path helper: the first search-space entry of the first scenario item. */
export function firstSearch(entry: Obj, scenario: 'fixed-seq-len' | 'agentic-coding'): Obj {
  const items = (entry.scenarios as Obj)[scenario] as Obj[];
  return (items[0]!['search-space'] as Obj[])[0]!;
}
export function firstItem(entry: Obj, scenario: 'fixed-seq-len' | 'agentic-coding'): Obj {
  return ((entry.scenarios as Obj)[scenario] as Obj[])[0]!;
}
