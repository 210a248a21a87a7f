import { describe, expect, it } from '@jest/globals';
import { BaselineFile, findBaseline } from '../../shared/collect/compare/baseline.js';
import { compareResults } from '../../shared/collect/compare/report.js';
import { processResult } from '../../shared/collect/process-result/process.js';
import { baselineQuery, stripHardwareSuffix } from '../../shared/collect/compare/baseline.js';
import { COMPARED_METRICS } from '../../shared/collect/compare/report.js';
import { deltaCell } from '../../shared/collect/compare/report.js';
import type { Env } from '../../shared/collect/process-result/env.js';
import { fixtureJson, noTelemetry } from './helpers.js';

const baselines = BaselineFile.parse(fixtureJson('compare', 'baselines.json'));
const singleRow = processResult(
  fixtureJson<Env>('process-result', 'single-node.env.json'),
  fixtureJson('process-result', 'single-node-raw.json'),
  { files: noTelemetry },
).row;
const multiRow = processResult(
  fixtureJson<Env>('process-result', 'multinode.env.json'),
  fixtureJson('process-result', 'multinode-raw.json'),
  { files: noTelemetry },
).row;
const agenticRow = { hw: 'h200', scenario_type: 'agentic-coding', conc: 4 };

function cells(markdown: string, title: string): Record<string, string> {
  const section = markdown.split('## ').find((s) => s.startsWith(title))!;
  const lines = section.split('\n').filter((l) => l.startsWith('|'));
  const split = (line: string) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((c) => c.trim());
  const headers = split(lines[0]!);
  const values = split(lines[2]!);
  return Object.fromEntries(headers.map((h, i) => [h, values[i]!]));
}

describe('compare_results (worked example)', () => {
  const report = compareResults([singleRow, multiRow, agenticRow], (q) => findBaseline(q, baselines));

  it('agentic rows are dropped; one matched (the newest main baseline), one unmatched', () => {
    expect(report.log[0]).toBe('Loaded 2 benchmark results');
    expect(report.log.at(-1)).toBe('Summary: 1 matched, 1 unmatched out of 2 results');
    expect(report.log).toContain('  -> Matched DB model=dsr1-0528, tput=100');
  });

  it('single-node values and deltas', () => {
    const row = cells(report.markdown, 'Single-Node');
    expect(row).toMatchObject({
      'TPUT/GPU': '102.4',
      'Δ TPUT/GPU': '$\\color{green}\\text{+2.40}$ (+2.4%)',
      'TTFT Median (ms)': '110',
      'Δ TTFT Median (ms)': '$\\color{red}\\text{+10.0000}$ (+10.0%)',
      'TTFT P90 (ms)': '140',
      'Δ TTFT P90 (ms)': '+0.0000 (+0.0%)',
      'TTFT P99 (ms)': '180',
      'Δ TTFT P99 (ms)': 'N/A',
      'Intvty Median': '111.111',
      'Δ Intvty Median': '$\\color{red}\\text{-8.8889}$ (-7.4%)',
      'Intvty@P99 TPOT': '80',
      'Δ Intvty@P99 TPOT': 'N/A',
      Hardware: 'H200',
      TP: '8',
      'DP Attention': 'false',
    });
  });

  it('multi-node: hardware kept as the cluster label, every delta N/A, N/A columns stay strings', () => {
    const row = cells(report.markdown, 'Multi-Node');
    expect(row.Hardware).toBe('CLUSTER:GB200-NV');
    expect(
      Object.entries(row)
        .filter(([h]) => h.startsWith('Δ'))
        .every(([, v]) => v === 'N/A'),
    ).toBe(true);
    expect(row['TTFT Median (ms)']).toBe('N/A');
    expect(report.markdown).toMatch(/^## Single-Node Comparison vs\. Most Recent\n\n\|/);
    expect(report.markdown).toContain('\n\n## Multi-Node Comparison vs. Most Recent\n\n|');
  });
});

describe('comparison rules (edge cases)', () => {
  it('zero rows: the message and no lookup at all', () => {
    let lookups = 0;
    const report = compareResults([agenticRow], () => {
      lookups++;
      return undefined;
    });
    expect(report.markdown).toBe('No benchmark results found to compare.\n');
    expect(lookups).toBe(0);
  });

  it.each([
    ['h200-multinode', 'h200'],
    ['b200-trt', 'b200'],
    ['mi355x-disagg', 'mi355x'],
    ['cluster:x', 'cluster:x'],
    ['H200-TRT-trt', 'h200-trt'],
  ])('hardware suffix: %s → %s', (hw, expected) => expect(stripHardwareSuffix(hw)).toBe(expected));

  it('single-node baseline parameters copy tp, ep and dp_attention into prefill and decode', () => {
    expect(baselineQuery(singleRow)).toMatchObject({
      prefill_tp: 8,
      decode_tp: 8,
      prefill_ep: 1,
      decode_ep: 1,
      prefill_dp_attention: 'false',
      decode_dp_attention: 'false',
      model_prefix: 'dsr1',
      spec_method: 'none',
    });
  });

  it('a row without topology keys is rejected with the key named', () => {
    expect(() => baselineQuery({ hw: 'h200', conc: 1 })).toThrow(/'tp'/);
  });

  const tput = COMPARED_METRICS[0]!;
  const ttft = COMPARED_METRICS[1]!;
  const base = (metrics: Record<string, number | null>) => ({ ...baselines[0]!, metrics });
  it.each([
    ['higher is better, up', tput, 110, { tput_per_gpu: 100 }, '$\\color{green}\\text{+10.00}$ (+10.0%)'],
    ['higher is better, down', tput, 90, { tput_per_gpu: 100 }, '$\\color{red}\\text{-10.00}$ (-10.0%)'],
    [
      'lower is better, down (ms)',
      ttft,
      0.09,
      { median_ttft: 0.1 },
      '$\\color{green}\\text{-10.0000}$ (-10.0%)',
    ],
    ['equal', tput, 100, { tput_per_gpu: 100 }, '+0.00 (+0.0%)'],
    ['zero baseline', tput, 100, { tput_per_gpu: 0 }, 'N/A'],
    ['missing baseline value', tput, 100, {}, 'N/A'],
  ])('delta: %s', (_n, metric, value, metrics, expected) => {
    expect(deltaCell({ [metric.key]: value }, metric, base(metrics))).toBe(expected);
  });

  it('LIKE prefix: gptoss matches gptoss120b; _ is a wildcard', () => {
    const record = { ...baselines[0]!, model: 'gptoss120b' };
    const query = { ...baselineQuery(singleRow), model_prefix: 'gptoss' };
    expect(findBaseline(query, [record])).toBe(record);
    expect(findBaseline({ ...query, model_prefix: 'gpt_ss' }, [record])).toBe(record);
    expect(findBaseline({ ...query, model_prefix: 'llama' }, [record])).toBeUndefined();
  });
});
