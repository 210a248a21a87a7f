/**
 * A real-shaped world for the cost estimate: a git repository with this project's example
 * configs (configs/) whose changelog head appends all five example configs, and a run-sweep
 * history on the fake server with past jobs of a few of them.
 */
import { join } from 'node:path';
import { type TempRepo, changelog, entry, tempRepo } from '../changelog/helpers.js';
import type { FakeRepo, PastSweepRun } from '../fake-github/index.js';
import { seedSweepHistory } from '../fake-github/index.js';
import { filesUnder, importCommits } from '../helpers/git-repo.js';
import { projectRoot } from '../helpers/paths.js';

const EXAMPLE_KEYS = [
  'demo-fp8-h100-sglang',
  'demo-fp4-b200-dynamo-disagg',
  'demo-fp8-b200-sglang-agentic',
  'demo-fp8-mi300x-vllm',
  'demo-fp4-gb200-trt-disagg-agentic',
];

/** `base` holds one entry; `head` appends one entry naming every example config. */
export function exampleRepo(): TempRepo {
  const repo = tempRepo({ configs: false });
  const first = entry({ keys: [EXAMPLE_KEYS[0]!], description: ['Initial'] });
  // Both commits from one process (the configs committed with base), checked out at head.
  importCommits(repo.dir, [
    {
      message: 'base',
      tag: 'base',
      files: {
        ...filesUnder(join(projectRoot, 'configs'), projectRoot),
        'perf-changelog.yaml': changelog(first),
      },
    },
    {
      message: 'head',
      tag: 'head',
      files: {
        'perf-changelog.yaml': changelog(
          first,
          entry({ keys: EXAMPLE_KEYS, description: ['Every example'] }),
        ),
      },
    },
  ]);
  return repo;
}

/** Names as the jobs API lists them (priorities differ per run: they never affect the match). */
const PAST: PastSweepRun[] = [
  {
    id: 301,
    jobs: [
      ['setup', 1],
      ['single-node 1k1k / p2.250 | demo fp8 h100 sgl TP8 c4', 30],
      ['single-node 1k1k / p2.250 | demo fp8 h100 sgl TP8 c8', 40],
      ['single-node 1k1k / p2.250 | demo fp8 h100 sgl TP8 c16', 50, 'failure'],
      [
        'multi-node 8k1k / p7.000 | demomoe fp4 b200-multinode dyn-sgl P1xTP8EP8DPA D2xTP8EP8DPA c8x16x32',
        90,
      ],
    ],
  },
  {
    id: 302,
    jobs: [
      ['single-node 1k1k / p1.500 | demo fp8 h100 sgl TP8 c4', 60],
      ['agentic / p1.000 | demo fp8 cluster:b200-lab sgl TP8 c1', 65],
    ],
  },
  // A failed run: the listing's status=success filter leaves it out.
  { id: 303, conclusion: 'failure', jobs: [['single-node 1k1k / p2.250 | demo fp8 h100 sgl TP8 c4', 600]] },
];

export function seedPast(repo: FakeRepo): void {
  seedSweepHistory(repo, PAST);
}
