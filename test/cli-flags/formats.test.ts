/**
 * `--format table|summary` of changelog plan, collect aggregate and collect run-stats: the
 * summary is the action's own job summary (the same shared function), the table plain text.
 * In-process on built values; one spawned test per command lives with its CLI tests.
 */
import { describe, expect, it } from '@jest/globals';
import { UsageError } from '../../shared/errors.js';
import { outputFormat } from '../../cli/_common/format.js';
import { textTable } from '../../shared/text-table.js';
import { planSummary, planTable } from '../../shared/plan/summary.js';
import type { SearchSpaceConfig } from '../../shared/plan/schema.js';
import {
  runStatsSummary,
  runStatsTable,
  throughputSummary,
  throughputTable,
} from '../../shared/collect/summary.js';

const PLAN = {
  single_node: { '1k1k': [{}, {}], '8k1k': [{}] },
  multi_node: {},
  evals: [{}],
  agentic_evals: [],
  multinode_evals: [],
  multinode_agentic_evals: [],
  changelog_metadata: { base_ref: 'origin/main', head_ref: 'abc123', entries: [{}] },
} as unknown as SearchSpaceConfig;

describe('output formats', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'json'],
    ['json', 'json'],
    ['table', 'table'],
    ['summary', 'summary'],
  ])('--format %s is %s', (text, format) => {
    expect(outputFormat(text)).toBe(format);
  });

  it.each([
    ['tabel', "--format must be json, table or summary, got 'tabel'; did you mean table?"],
    ['yaml', "--format must be json, table or summary, got 'yaml'"],
  ])('--format %s is a usage error', (text, message) => {
    expect(() => outputFormat(text)).toThrow(new UsageError(message));
  });

  it('textTable pads columns and right-aligns numbers', () => {
    expect(
      textTable(
        ['name', 'rows'],
        [
          ['a', '2'],
          ['longer', '10'],
        ],
      ),
    ).toBe('name    rows\na          2\nlonger    10\n');
  });

  it('plan: the summary is the job summary, the table the same counts; one entry is singular', () => {
    expect(planSummary(PLAN)).toBe(
      [
        '## Sweep plan',
        '',
        '| group | rows |',
        '|---|---|',
        '| single_node.1k1k | 2 |',
        '| single_node.8k1k | 1 |',
        '| evals | 1 |',
        '| agentic_evals | 0 |',
        '| multinode_evals | 0 |',
        '| multinode_agentic_evals | 0 |',
        '',
        '1 changelog entry between `origin/main` and `abc123`.',
        '',
      ].join('\n'),
    );
    expect(planTable(PLAN)).toBe(
      [
        'group                    rows',
        'single_node.1k1k            2',
        'single_node.8k1k            1',
        'evals                       1',
        'agentic_evals               0',
        'multinode_evals             0',
        'multinode_agentic_evals     0',
        '',
        '1 changelog entry between origin/main and abc123.',
        '',
      ].join('\n'),
    );
  });

  const AGGREGATE = {
    file: 'agg_bmk.json',
    source: '`results`',
    counts: { rows: 5, agentic: 1, failedRuns: 1, arrays: 1 },
    skipped: [{ path: 'results/bad.json', reason: 'not JSON | really' }],
  };

  it('aggregate: summary with the skipped files, table with the same counts', () => {
    expect(throughputSummary(AGGREGATE)).toBe(
      [
        '## Throughput results (agg_bmk.json)',
        '',
        '5 element(s) from `results`.',
        '',
        '| Fixed-sequence rows | Agentic rows | of which failed_run | Nested arrays | Skipped files |',
        '|---:|---:|---:|---:|---:|',
        '| 3 | 1 | 1 | 1 | 1 |',
        '',
        '### Skipped input files (1)',
        '',
        '| File | Why |',
        '|---|---|',
        '| `results/bad.json` | not JSON \\| really |',
        '',
      ].join('\n'),
    );
    expect(throughputTable({ ...AGGREGATE, source: 'results' })).toBe(
      [
        'agg_bmk.json: 5 element(s)',
        'Fixed-sequence rows  Agentic rows  of which failed_run  Nested arrays  Skipped files',
        '                  3             1                    1              1              1',
        'skipped results/bad.json: not JSON | really',
        '',
      ].join('\n'),
    );
  });

  it.each<[string, Parameters<typeof runStatsSummary>[0], string, string]>([
    [
      'rates',
      { h100: { n_success: 3, total: 4 }, b200: { n_success: 0, total: 0 } },
      '## Hardware success rates\n\n| Hardware | Success | Total | Rate |\n|---|---:|---:|---:|\n| h100 | 3 | 4 | 75.00% |\n',
      'Hardware  Success  Total    Rate\nh100            3      4  75.00%\n',
    ],
    [
      'no label',
      { h100: { n_success: 0, total: 0 } },
      '## Hardware success rates\n\nNo job carried a cluster label.\n',
      'No job carried a cluster label.\n',
    ],
    [
      'authentication failed',
      null,
      '## Hardware success rates\n\nAuthentication failed: no data.\n',
      'Authentication failed: no data.\n',
    ],
  ])('run-stats %s: summary and table', (_name, stats, summary, table) => {
    expect(runStatsSummary(stats)).toBe(summary);
    expect(runStatsTable(stats)).toBe(table);
  });
});
