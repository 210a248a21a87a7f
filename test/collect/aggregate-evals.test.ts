import { afterAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aggregateEvals } from '../../shared/collect/evals/aggregate.js';
import { evalSummaryMarkdown } from '../../shared/collect/evals/summary.js';
import { readEvalSets } from '../../io/result-tree.js';
import type { EvalRow } from '../../shared/collect/evals/row.js';
import { buildEvalRow } from '../../shared/collect/evals/row.js';
import { extractMetrics } from '../../shared/collect/evals/extract.js';
import { pct, se } from '../../shared/collect/evals/summary.js';
import { writeTree } from '../helpers/result-folders.mjs';
import { collectFixtures } from './helpers.js';

const fixtureRoot = join(collectFixtures, 'evals', 'eval_results');

/** Copies the fixture sets to a temporary eval_results/ and dates the batched re-run later. */
function workedTree(): { parent: string; root: string } {
  const parent = mkdtempSync(join(tmpdir(), 'sweepkit-evals-'));
  const root = join(parent, 'eval_results');
  cpSync(fixtureRoot, root, { recursive: true });
  const set = join(root, 'eval_dsr1_mn');
  utimesSync(join(set, 'results_conc4_2.json'), 2000, 2000);
  utimesSync(join(set, 'results_conc4.json'), 1000, 1000);
  return { parent, root };
}

const record = (patch: Partial<ReturnType<typeof extractMetrics>[number]> = {}) => ({
  task: 't',
  strict: null,
  strictSe: null,
  flex: null,
  flexSe: null,
  accuracy: null,
  accuracySe: null,
  nEff: null,
  model: null,
  ...patch,
});

describe('agg_eval_all.json (worked example)', () => {
  const { parent, root } = workedTree();
  const { sets, ignoredDirs } = readEvalSets(root, 'eval_results');
  const result = aggregateEvals(sets);
  afterAll(() => rmSync(parent, { recursive: true }));

  it('five rows in discovery order: SWE set, multi-node set, H200 set, then the two B200 rows', () => {
    expect(result.rows.map((r) => [r.hw, r.task])).toEqual([
      ['MI355X', 'swebench_lite'],
      ['GB200', 'gsm8k'],
      ['H200', 'gsm8k'],
      ['B200', 'arc'],
      ['B200', 'other'],
    ]);
    expect(ignoredDirs).toEqual(['eval_results/eval_server_logs_x']);
  });

  it('the Markdown summary equals the reference output', () => {
    const expected = readFileSync(join(collectFixtures, 'evals', 'expected-summary.txt'), 'utf8');
    expect(evalSummaryMarkdown(result.rows)).toBe(expected);
  });

  it('the B200 arc row with its full key order', () => {
    const arc = JSON.parse(result.text)[3];
    expect(Object.entries(arc)).toEqual(
      Object.entries({
        is_multinode: false,
        model_prefix: 'gptoss',
        model: 'cfg/model',
        hw: 'B200',
        framework: 'vllm',
        precision: 'fp4',
        spec_decoding: 'unknown',
        isl: 1024,
        osl: 1024,
        tp: 4,
        ep: 4,
        prefill_tp: 4,
        prefill_ep: 4,
        prefill_num_workers: 1,
        decode_tp: 4,
        decode_ep: 4,
        decode_num_workers: 1,
        conc: 32,
        dp_attention: 'true',
        prefill_dp_attention: 'true',
        decode_dp_attention: 'true',
        task: 'arc',
        em_strict: null,
        em_strict_se: null,
        em_flexible: null,
        em_flexible_se: null,
        n_eff: null,
        source: 'eval_results/eval_mmlu_b200/results_x.json',
        score: 0.8,
        score_name: 'accuracy',
        score_se: 0.01,
      }),
    );
  });

  it('the multi-node and SWE rows', () => {
    const [swe, mn] = result.rows;
    expect(mn).toMatchObject({
      source: 'eval_results/eval_dsr1_mn/results_conc4_2.json',
      conc: 4,
      dp_attention: 'prefill=false,decode=true',
      tp: 4,
      score: 0.94,
    });
    expect(swe).toMatchObject({
      em_strict_se: 'N/A',
      score_se: 'N/A',
      n_eff: 0,
      isl: 0,
      spec_decoding: 'unknown',
    });
    expect(result.rows[2]).toMatchObject({
      em_strict: 0.9469,
      n_eff: 1319,
      source: 'eval_results/eval_gsm8k_h200/results_2026-01-02T00-00-00.456.json',
    });
  });

  it('every file that gave no row is named with its reason', () => {
    const reasons = Object.fromEntries(
      result.dropped.map((d) => [d.source.split('/').slice(1).join('/'), d.reason]),
    );
    expect(reasons).toMatchObject({
      'eval_bench_swe/swebench_report_x.json': "not an lm-eval result (no 'lm_eval_version')",
      'eval_gsm8k_h200/agent_preds.json': "not an lm-eval result (no 'lm_eval_version')",
      'eval_gsm8k_h200/results_2026-01-01T00-00-00.123.json': expect.stringMatching(/^superseded/),
      'eval_dsr1_mn/results_conc4.json': expect.stringMatching(/^superseded by newer results_conc4_2.json/),
      'eval_dsr1_mn/results_conc16.json': expect.stringMatching(/not in completed_eval_concs/),
    });
  });
});

describe('eval discovery and selection (edge cases)', () => {
  function build(files: Record<string, unknown>, mtimes: Record<string, number> = {}): string {
    const texts = Object.entries(files).map(([path, value]) => [
      path,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]);
    const root = writeTree(mkdtempSync(join(tmpdir(), 'sweepkit-evalset-')), Object.fromEntries(texts));
    for (const [path, mtime] of Object.entries(mtimes)) utimesSync(join(root, path), mtime, mtime);
    return root;
  }
  const lm = (score: number, task = 'gsm8k') => ({
    lm_eval_version: '0.4',
    results: { [task]: { exact_match: score } },
  });

  it('root-level set first, a grandchild set ignored, a child without meta ignored', () => {
    const root = build({
      'meta_env.json': { hw: 'root' },
      'results_x.json': lm(0.1),
      'child/meta_env.json': { hw: 'child' },
      'child/results.json': lm(0.2),
      'child/grand/meta_env.json': { hw: 'grand' },
      'child/grand/results.json': lm(0.3),
      'logs/results.json': lm(0.4),
    });
    try {
      const rows = aggregateEvals(readEvalSets(root, 'flat').sets).rows;
      expect(rows.map((r) => [r.hw, r.source])).toEqual([
        ['ROOT', 'flat/results_x.json'],
        ['CHILD', 'flat/child/results.json'],
      ]);
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('legacy set: the newer of two files is used, whichever is listed first', () => {
    const root = build(
      { 'meta_env.json': {}, 'a.json': lm(0.9), 'b.json': lm(0.5) },
      { 'a.json': 3000, 'b.json': 1000 },
    );
    try {
      expect(aggregateEvals(readEvalSets(root).sets).rows.map((r) => r.score)).toEqual([0.9]);
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it.each([
    ['completed filter', { eval_concs: [4, 8, 16], completed_eval_concs: [16, 4] }, [4, 16]],
    ['falls back to eval_concs', { eval_concs: [8, 'x'] }, [8]],
    ['non-list filter means none', { eval_concs: [4], completed_eval_concs: 'all' }, [4, 8, 16]],
  ])('batched set, %s: rows in ascending concurrency from the file names', (_n, meta, concs) => {
    const root = build({
      'meta_env.json': { conc: 99, ...meta },
      'results_conc16.json': lm(0.16),
      'results_conc4_2.json': lm(0.04),
      'results_conc8.json': lm(0.08),
      'results.json': lm(0.5),
    });
    try {
      expect(aggregateEvals(readEvalSets(root).sets).rows.map((r) => r.conc)).toEqual(concs);
    } finally {
      rmSync(root, { recursive: true });
    }
  });
});

describe('metric extraction (edge cases)', () => {
  const file = (configs: unknown, results: unknown, extra = {}) => ({
    lm_eval_version: '1',
    configs,
    results,
    ...extra,
  });
  it.each([
    [
      'strict and flexible filters',
      file(
        { t: { filter_list: [{ name: 'strict-match' }, { name: 'flexible-extract' }] } },
        {
          t: {
            'exact_match,strict-match': 0.5,
            'exact_match_stderr,strict-match': 0.1,
            'exact_match,flexible-extract': 0.6,
          },
        },
      ),
      { strict: 0.5, strictSe: 0.1, flex: 0.6, flexSe: null },
    ],
    [
      'resolved filter',
      file({ t: { filter_list: [{ name: 'resolved' }] } }, { t: { 'exact_match,resolved': 0.3 } }),
      { strict: 0.3 },
    ],
    [
      'plain acc, no filters',
      file({}, { t: { acc: 0.8, acc_stderr: 0.01, exact_match: 0.1 } }),
      { accuracy: 0.8, accuracySe: 0.01, strict: null },
    ],
    [
      'base metric without filters',
      file({ t: { metric_list: [{ metric: 'pass@1' }] } }, { t: { 'pass@1': 0.7, 'pass@1_stderr': 0.02 } }),
      { strict: 0.7, strictSe: 0.02 },
    ],
    [
      'a none filter gives no score',
      file({ t: { filter_list: [{ name: 'none' }] } }, { t: { 'acc,none': 0.9 } }),
      { strict: null, accuracy: null },
    ],
    [
      'a later filter of the same family overwrites, even with null',
      file(
        { t: { filter_list: [{ name: 'strict-match' }, { name: 'strict-other' }] } },
        { t: { 'exact_match,strict-match': 0.5 } },
      ),
      { strict: null },
    ],
    [
      'model_name wins over config metadata',
      file({ t: { metadata: { model: 'cfg' } } }, { t: {} }, { model_name: 'served' }),
      { model: 'served' },
    ],
  ])('%s', (_n, data, expected) => {
    expect(extractMetrics('f.json', data)[0]).toMatchObject(expected);
  });

  it.each([
    ['strict 0.0 beats accuracy', { strict: 0, accuracy: 0.8 }, [0, 'em_strict']],
    ['accuracy when strict is null', { accuracy: 0.8 }, [0.8, 'accuracy']],
    ['flexible is never the score', { flex: 0.9 }, [null, null]],
  ])('score precedence: %s', (_n, patch, [score, name]) => {
    const row = buildEvalRow({}, record(patch), 's');
    expect([row.score, row.score_name]).toEqual([score, name]);
  });
});

describe('row metadata (edge cases)', () => {
  it('defaults and coercions', () => {
    const row = buildEvalRow(
      {
        isl: '1024',
        osl: '8192',
        prefill_tp: 4,
        is_multinode: 1,
        hw: 'cluster:b300-nv',
        framework: 'SGLang',
        precision: 'FP8',
      },
      record(),
      's',
    );
    expect(row).toMatchObject({
      isl: 1024,
      osl: 8192,
      tp: 4,
      is_multinode: false,
      hw: 'CLUSTER:B300-NV',
      framework: 'sglang',
      precision: 'fp8',
      model: 'unknown',
      model_prefix: 'unknown',
    });
  });

  it.each([
    ['equal sides', true, true, 'true'],
    ['different sides', false, true, 'prefill=false,decode=true'],
    ['boolean against string (kept quirk)', true, 'true', 'prefill=true,decode=true'],
    ['1 equals true in Python', 1, true, '1'],
  ])('multi-node dp_attention, %s', (_n, prefill, decode, expected) => {
    const row = buildEvalRow(
      { is_multinode: true, prefill_dp_attention: prefill, decode_dp_attention: decode },
      record(),
      's',
    );
    expect(row.dp_attention).toBe(expected);
  });
});

describe('Markdown summary (edge cases)', () => {
  const base = buildEvalRow(
    { infmax_model_prefix: 'a', hw: 'h100' },
    record({ strict: 0.94625, strictSe: 'x', nEff: 0 }),
    's',
  );
  it('no rows', () => expect(evalSummaryMarkdown([])).toBe('> No eval results found to summarize.\n'));
  it('one group: heading, blank line, table; no multi-node heading', () => {
    const text = evalSummaryMarkdown([base]);
    expect(text.startsWith('### Single-Node Eval Results\n\n| Model Prefix')).toBe(true);
    expect(text).not.toContain('Multi-Node');
    expect(text).toContain('| 94.62%  ');
  });
  it('only multi-node: no leading blank lines', () => {
    const multi = { ...base, is_multinode: true } as EvalRow;
    expect(evalSummaryMarkdown([multi]).startsWith('### Multi-Node Eval Results\n\n')).toBe(true);
  });
  it('sorted by hw when asked (model_prefix dropped from the key)', () => {
    const b = { ...base, model_prefix: 'a', hw: 'Z' } as EvalRow;
    const c = { ...base, model_prefix: 'b', hw: 'A' } as EvalRow;
    const lines = (sortBy?: 'hw') =>
      evalSummaryMarkdown([b, c], sortBy)
        .split('\n')
        .slice(4, 6)
        .map((l) => l.split('|')[2]!.trim());
    expect(lines()).toEqual(['Z', 'A']);
    expect(lines('hw')).toEqual(['A', 'Z']);
  });
  it.each([
    [0.94625, '94.62%'],
    [0.125, '12.50%'],
    ['0.5', '50.00%'],
    [null, 'N/A'],
    ['N/A', 'N/A'],
  ])('pct(%p) = %s (half-even on the exact binary value)', (value, text) => expect(pct(value)).toBe(text));
  it('se omits non-numeric stderr', () => {
    expect(se('N/A')).toBe('');
    expect(se(0.0062)).toBe(' ±0.62%');
  });
});
