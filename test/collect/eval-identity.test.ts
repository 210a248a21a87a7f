/**
 * One row per eval identity: a rerun eval that uploaded under another artifact name (another
 * runner) is another eval set; the aggregate keeps the newest result of each identity and names
 * every row it dropped with the result that replaced it.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aggregateEvals } from '../../shared/collect/evals/aggregate.js';
import { evalIdentity, newestPerIdentity, resultStamp } from '../../shared/collect/evals/identity.js';
import { readEvalSets } from '../../io/result-tree.js';

const row = (patch: Record<string, unknown> = {}) => ({
  is_multinode: false,
  model_prefix: 'dsr1',
  hw: 'H200',
  framework: 'sglang',
  precision: 'fp8',
  spec_decoding: 'none',
  isl: 1024,
  osl: 8192,
  tp: 8,
  ep: 1,
  conc: 64,
  dp_attention: 'false',
  task: 'gsm8k',
  source: 'r/eval_a/results_2026-01-01T00-00-00.json',
  score: 0.9,
  ...patch,
});

describe('eval identity', () => {
  it.each([
    ['the score and the file', { score: 0.1, source: 'other.json', em_strict: 0.2 }, true],
    ['the hardware in another case', { hw: 'h200' }, true],
    ['the task', { task: 'mmlu' }, false],
    ['the concurrency', { conc: 32 }, false],
    ['the tensor parallelism', { tp: 4 }, false],
    ['multi-node', { is_multinode: true }, false],
  ])('differs in %s → same identity: %s', (_what, patch, same) => {
    expect(evalIdentity(row(patch)) === evalIdentity(row())).toBe(same);
  });

  it.each([
    ['r/eval_a/results_2026-01-02T00-00-00.123.json', '2026-01-02T00-00-00.123'],
    ['r/eval_2026-01-09T00-00-00_x/results.json', ''],
    [null, ''],
  ])('the timestamp of %s is %j', (source, stamp) => {
    expect(resultStamp(source)).toBe(stamp);
  });

  const older = row({ source: 'r/eval_b/results_2026-01-01T00-00-00.json', score: 0.5 });
  const newer = row({ source: 'r/eval_a/results_2026-01-03T00-00-00.json', score: 0.7 });
  const unstamped = row({ source: 'r/eval_c/results.json', score: 0.1 });
  const sameStampLater = row({ source: 'r/eval_d/results_2026-01-03T00-00-00.json', score: 0.8 });
  const otherTask = row({ task: 'mmlu' });
  it.each([
    ['one row per identity is left alone', [older, otherTask], [older, otherTask], []],
    ['the newer timestamp wins, wherever it is listed', [newer, older], [newer], [older]],
    ['a file without a timestamp is older than any stamped one', [unstamped, older], [older], [unstamped]],
    ['at the same timestamp the later row wins', [newer, sameStampLater], [sameStampLater], [newer]],
    ['other identities keep their order', [older, otherTask, newer], [otherTask, newer], [older]],
  ])('%s', (_what, rows, kept, dropped) => {
    const result = newestPerIdentity(rows);
    expect(result.kept).toEqual(kept);
    expect(result.superseded.map((s) => s.row)).toEqual(dropped);
  });
});

describe('collect evals over rerun eval artifacts', () => {
  const parent = mkdtempSync(join(tmpdir(), 'sweepkit-eval-rerun-'));
  afterAll(() => rmSync(parent, { recursive: true }));
  const meta = { infmax_model_prefix: 'dsr1', hw: 'h200', framework: 'sglang', precision: 'fp8', conc: '64' };
  const result = (score: number) => ({
    lm_eval_version: '0.4.9',
    configs: { gsm8k: { metric_list: [{ metric: 'exact_match' }] } },
    results: { gsm8k: { exact_match: score, exact_match_stderr: 0.01 } },
  });
  // The first attempt on one runner, the rerun on another: two artifact names, one eval.
  const sets = {
    'eval_dsr1_gsm8k_conc64_h200-cw_0': ['results_2026-01-01T10-00-00.json', 0.5],
    'eval_dsr1_gsm8k_conc64_h200-nb_1': ['results_2026-01-02T10-00-00.json', 0.95],
  } as const;
  for (const [dir, [file, score]] of Object.entries(sets)) {
    mkdirSync(join(parent, dir), { recursive: true });
    writeFileSync(join(parent, dir, 'meta_env.json'), JSON.stringify(meta));
    writeFileSync(join(parent, dir, file), JSON.stringify(result(score)));
  }

  it('one row, the rerun; the first attempt is named as dropped, with the result that replaced it', () => {
    const { sets: read } = readEvalSets(parent, 'eval_results');
    const aggregate = aggregateEvals(read);
    expect(aggregate.rows.map((r) => [r.source, r.score])).toEqual([
      ['eval_results/eval_dsr1_gsm8k_conc64_h200-nb_1/results_2026-01-02T10-00-00.json', 0.95],
    ]);
    expect(JSON.parse(aggregate.text)).toHaveLength(1);
    expect(aggregate.dropped).toEqual([
      {
        source: 'eval_results/eval_dsr1_gsm8k_conc64_h200-cw_0/results_2026-01-01T10-00-00.json',
        reason:
          'eval dsr1 H200 sglang fp8 isl 0 osl 0 tp 1 ep 1 conc 64 task gsm8k: superseded by the newer result eval_results/eval_dsr1_gsm8k_conc64_h200-nb_1/results_2026-01-02T10-00-00.json',
      },
    ]);
  });
});
