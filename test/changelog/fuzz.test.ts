/**
 * Fuzz-style robustness: seeded mutations of valid changelog changes (random byte edits,
 * truncations, inserted CR/tab/NUL, reordered entries, duplicated or dropped lines) always end
 * in a verdict with a message: accepted, or a SweepkitError that says what and where. Never
 * another exception, never a hang.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { runGate } from '../../shared/changelog/gate.js';
import { loadMasterConfigs, loadRunnerConfig } from '../../shared/config/load.js';
import type { GeneratorInputs } from '../../shared/matrix/generate.js';
import { SweepkitError } from '../../shared/errors.js';
import { buildPlan, planRowCount } from '../../shared/plan/build.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { FIXTURE_REPO, HISTORY, LINK, REPO, changelog, entry, seeded, taggedRepo } from './helpers.js';

const HEAD = changelog(
  HISTORY,
  entry({ keys: ['config-a'], description: ['Third x é'], link: 'XXX' }),
  entry({
    keys: ['alpha-*'],
    description: ['Fourth'],
    link: LINK(42),
    extra: ['  scenario-type:', '    - fixed-seq-len'],
  }),
);

type Mutation = (bytes: Buffer, rand: () => number) => Buffer;
const at = (bytes: Buffer, rand: () => number) => Math.floor(rand() * (bytes.length + 1));
const insert = (bytes: Buffer, index: number, add: number[]) =>
  Buffer.concat([bytes.subarray(0, index), Buffer.from(add), bytes.subarray(index)]);

const MUTATIONS: Record<string, Mutation> = {
  'random byte edit': (b, r) => {
    const copy = Buffer.from(b);
    copy[Math.min(at(b, r), b.length - 1)] = Math.floor(r() * 256);
    return copy;
  },
  truncation: (b, r) => b.subarray(0, at(b, r)),
  'inserted CR': (b, r) => insert(b, at(b, r), [13]),
  'inserted tab': (b, r) => insert(b, at(b, r), [9]),
  'inserted NUL': (b, r) => insert(b, at(b, r), [0]),
  'inserted structural characters': (b, r) =>
    insert(b, at(b, r), [
      ...Buffer.from(
        ['- ', ': ', '"', "'", '[', '{', '#', '\n', '  ', '&a ', '*a', '!!', '|'][Math.floor(r() * 13)]!,
      ),
    ]),
  'reordered entries': (b, r) => {
    const blocks = b.toString('utf8').split(/\n(?=- config-keys:)/);
    const i = Math.floor(r() * blocks.length);
    const j = Math.floor(r() * blocks.length);
    [blocks[i], blocks[j]] = [blocks[j]!, blocks[i]!];
    return Buffer.from(blocks.join('\n'));
  },
  'duplicated line': (b, r) => {
    const lines = b.toString('utf8').split('\n');
    const i = Math.floor(r() * lines.length);
    lines.splice(i, 0, lines[i]!);
    return Buffer.from(lines.join('\n'));
  },
  'dropped line': (b, r) => {
    const lines = b.toString('utf8').split('\n');
    lines.splice(Math.floor(r() * lines.length), 1);
    return Buffer.from(lines.join('\n'));
  },
};

let inputs: GeneratorInputs;
beforeAll(async () => {
  const read = (path: string) => readFileSync(join(FIXTURE_REPO, path), 'utf8');
  inputs = {
    master: await loadMasterConfigs(
      ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'].map((path) => ({ path, text: read(path) })),
    ),
    runners: await loadRunnerConfig({ path: 'configs/runners.yaml', text: read('configs/runners.yaml') }),
  };
});

async function verdict(base: Buffer, head: Buffer): Promise<string> {
  try {
    const result = await runGate({
      file: 'perf-changelog.yaml',
      baseRef: 'base',
      headRef: 'head',
      baseRaw: base,
      headRaw: head,
      repo: REPO,
      prNumber: 42,
      plan: async (entries) => ({
        rows: planRowCount(
          await buildPlan({ entries, baseRef: 'base', headRef: 'head', flags: {}, head: inputs }),
        ),
      }),
    });
    return `ok: ${result.summary}`;
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    expect(error.issues.length).toBeGreaterThan(0);
    expect(error.issues[0]!.message.length).toBeGreaterThan(10);
    return `rejected: ${error.issues[0]!.message}`;
  }
}

const SEEDS = Array.from({ length: 40 }, (_, i) => 1000 + i);

describe('fuzzed changelog changes always end in a verdict', () => {
  it.each(Object.keys(MUTATIONS))('%s (40 seeds, head side and base side)', async (name) => {
    const outcomes = new Set<string>();
    for (const seed of SEEDS) {
      const rand = seeded(seed * 31 + name.length);
      const mutated = MUTATIONS[name]!(Buffer.from(HEAD), rand);
      outcomes.add((await verdict(Buffer.from(HISTORY), mutated)).split(':')[0]!);
      await verdict(MUTATIONS[name]!(Buffer.from(HISTORY), rand), Buffer.from(HEAD));
    }
    expect(outcomes.has('rejected')).toBe(true);
  });

  it('the unmutated change is accepted (the fuzz starts from a valid change)', async () => {
    expect(await verdict(Buffer.from(HISTORY), Buffer.from(HEAD))).toMatch(
      /^ok: Validated perf-changelog.yaml: 2 appended entries/,
    );
  });

  it('a few mutations through the CLI: exit 0 or 1 with ERROR:, never a stack trace', async () => {
    // One repository, made in one process: the base commit, then one tagged head commit per seed.
    const seeds = [1, 2, 3, 4, 5];
    const names = Object.keys(MUTATIONS);
    const repo = taggedRepo([
      ['base', HISTORY],
      ...seeds.map(
        (seed) =>
          [`head-${seed}`, MUTATIONS[names[seed % names.length]!]!(Buffer.from(HEAD), seeded(seed))] as const,
      ),
    ]);
    try {
      for (const seed of seeds) {
        const r = await runCliAsync(
          [
            'changelog',
            'validate',
            '--base-ref',
            'base',
            '--head-ref',
            `head-${seed}`,
            '--repo',
            REPO,
            '--pr-number',
            '42',
          ],
          { cwd: repo.dir },
        );
        expect([0, 1]).toContain(r.code);
        if (r.code === 1) expect(r.stderr).toMatch(/^ERROR: /);
        expect(r.stderr).not.toMatch(/\n\s+at /);
      }
    } finally {
      repo.cleanup();
    }
  });
});
