/** The cost estimate's pure parts: job names and config keys, legs, grouping, node-hours, spread, basis. */
import { describe, expect, it } from '@jest/globals';
import { type CostHistory } from '../../shared/cost/schema.js';
import { benchmarkJobName, configKeyOfJobName } from '../../shared/cost/job-name.js';
import { costHeadline, costMarkdown, costText, hours } from '../../shared/cost/render.js';
import { estimateCost, legSpread, median, planCost } from '../../shared/cost/estimate.js';
import { historyJobs, unavailableHistory } from '../../shared/cost/history.js';
import { planLegs } from '../../shared/cost/legs.js';
import { simulatedLegs } from '../../shared/cost/simulated.js';
import type { Job } from '../../shared/ops/inspect/schemas.js';

const single = (over: Record<string, unknown> = {}) => ({
  'model-prefix': 'dsr1',
  precision: 'fp8',
  framework: 'sglang',
  runner: 'h200',
  tp: 8,
  ep: 1,
  'dp-attn': false,
  conc: 4,
  'run-eval': false,
  ...over,
});
const multi = (over: Record<string, unknown> = {}) => ({
  'model-prefix': 'dsr1',
  precision: 'fp4',
  framework: 'dynamo-trt',
  runner: 'gb200',
  prefill: { 'num-worker': 1, tp: 4, ep: 4, 'dp-attn': true },
  decode: { 'num-worker': 2, tp: 8, ep: 1, 'dp-attn': false },
  conc: [256, 512],
  'node-count': 3,
  ...over,
});
const emptyPlan = () => ({
  single_node: {},
  multi_node: {},
  evals: [],
  agentic_evals: [],
  multinode_evals: [],
  multinode_agentic_evals: [],
});
const history = (
  jobs: [number, string, number][],
  runIds = [...new Set(jobs.map((j) => j[0]))],
): CostHistory => ({
  workflow: 'run-sweep.yml',
  runIds,
  runCap: 10,
  jobs: jobs.map(([runId, name, seconds]) => ({ runId, name, seconds })),
});

describe('job names and config keys', () => {
  it.each([
    [
      'single-node 8k1k',
      single({ priority: '2.250' }),
      'single-node 8k1k / p2.250 | dsr1 fp8 h200 sgl TP8 c4',
    ],
    [
      'single-node 1k1k',
      single({ ep: 8, 'dp-attn': true }),
      'single-node 1k1k / dsr1 fp8 h200 sgl TP8 EP8 DPA c4',
    ],
    ['eval', single({ 'run-eval': true, conc: 32 }), 'eval / dsr1 fp8 h200 sgl TP8 c32 | eval-only'],
    ['single-node 1k1k', single({ 'run-eval': true }), 'single-node 1k1k / dsr1 fp8 h200 sgl TP8 c4 | eval'],
    [
      'multi-node 8k1k',
      multi({ priority: '7' }),
      'multi-node 8k1k / p7 | dsr1 fp4 gb200 dynamo-trt P1xTP4EP4DPA D2xTP8 c256x512',
    ],
    ['agentic', single({ framework: 'dynamo-sglang', conc: 1 }), 'agentic / dsr1 fp8 h200 dyn-sgl TP8 c1'],
  ] as const)('%s row %# has the name its template gives it', (job, row, name) => {
    expect(benchmarkJobName(job, row)).toBe(name);
  });

  it.each([
    ['single-node 8k1k / p2.250 | dsr1 fp8 h200 sgl TP8 c4', 'single-node 8k1k / dsr1 fp8 h200 sgl TP8 c4'],
    ['single-node 8k1k / p9 | dsr1 fp8 h200 sgl TP8 c4', 'single-node 8k1k / dsr1 fp8 h200 sgl TP8 c4'],
    [
      'single-node 8k1k (a, b) / p1.5 | dsr1 fp8 h200 sgl TP8 c4',
      'single-node 8k1k / dsr1 fp8 h200 sgl TP8 c4',
    ],
    ['eval / dsr1 fp8 h200 sgl TP8 c32 | eval-only', 'eval / dsr1 fp8 h200 sgl TP8 c32 | eval-only'],
    ['setup', undefined],
    ['collect-results', undefined],
  ])('%s → key %s', (name, key) => {
    expect(configKeyOfJobName(name)).toBe(key);
  });

  it('a row and its past job share a key whatever the priorities', () => {
    expect(configKeyOfJobName(benchmarkJobName('single-node 8k1k', single({ priority: '1.000' })))).toBe(
      configKeyOfJobName('single-node 8k1k / p5.125 | dsr1 fp8 h200 sgl TP8 c4'),
    );
  });
});

describe('legs', () => {
  it('one leg per row of each fan-out slot, runner and node count from the row', () => {
    const plan = {
      ...emptyPlan(),
      single_node: { '1k1k': [single(), single({ conc: 8 })], '2k1k': [single()] },
      multi_node: { '8k1k': [multi(), multi({ 'node-count': undefined })] },
      multinode_evals: [multi({ 'node-count': 2 })],
    };
    const { legs, notRun } = planLegs(plan);
    expect(legs.map((l) => [l.job, l.runner, l.nodes])).toEqual([
      ['single-node 1k1k', 'h200', 1],
      ['single-node 1k1k', 'h200', 1],
      ['multi-node 8k1k', 'gb200', 3],
      ['multi-node 8k1k', 'gb200', null],
      ['multi-node eval', 'gb200', 2],
    ]);
    expect(notRun).toEqual([{ group: 'single_node.2k1k', rows: 1 }]);
  });
});

describe('numbers', () => {
  it.each([
    [[3], 3],
    [[1, 9, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])('median %j = %d', (values, expected) => expect(median(values)).toBe(expected));

  it.each([
    // seconds, nodes → low, median, high GPU-node-hours
    [[3600], 1, { low: 1, median: 1, high: 1 }],
    [[1800, 3600, 7200], 1, { low: 0.5, median: 1, high: 2 }],
    [[1800, 3600, 7200], 4, { low: 2, median: 4, high: 8 }],
  ])('durations %j on %d nodes → %j', (seconds, nodes, spread) => {
    expect(legSpread(seconds, nodes)).toEqual(spread);
  });

  it.each([
    [0, '0'],
    [0.04, '0'],
    [0.26, '0.3'],
    [9.94, '9.9'],
    [96.4, '96'],
    [412.7, '410'],
    [1234, '1200'],
  ])('hours(%d) = %s', (value, text) => expect(hours(value)).toBe(text));

  it('only successful jobs with both timestamps count, as seconds', () => {
    const job = (over: Partial<Job>): Job => ({
      id: 1,
      name: 'n',
      conclusion: 'success',
      started_at: '2026-01-01T00:00:00Z',
      completed_at: '2026-01-01T01:30:00Z',
      ...over,
    });
    expect(
      historyJobs(7, [
        job({}),
        job({ conclusion: 'failure' }),
        job({ completed_at: null }),
        job({ name: 'm', started_at: '2026-01-01T01:00:00Z' }),
      ]),
    ).toEqual([
      { runId: 7, name: 'n', seconds: 5400 },
      { runId: 7, name: 'm', seconds: 1800 },
    ]);
  });
});

describe('estimateCost', () => {
  const plan = {
    ...emptyPlan(),
    single_node: { '8k1k': [single(), single({ conc: 8 }), single({ runner: 'b200', conc: 4 })] },
    multi_node: { '8k1k': [multi()] },
  };
  const past = history(
    [
      [101, 'single-node 8k1k / p2.250 | dsr1 fp8 h200 sgl TP8 c4', 1800],
      [102, 'single-node 8k1k / p3.000 | dsr1 fp8 h200 sgl TP8 c4', 3600],
      [103, 'single-node 8k1k / p1.000 | dsr1 fp8 h200 sgl TP8 c4', 5400],
      [102, 'single-node 8k1k / p3.000 | dsr1 fp8 h200 sgl TP8 c8', 7200],
      [101, 'multi-node 8k1k / p7 | dsr1 fp4 gb200 dynamo-trt P1xTP4EP4DPA D2xTP8 c256x512', 3600],
      [103, 'canary / p9 | dsr1 fp8 b200 sgl TP8 c4', 100],
      [104, 'single-node 1k1k / p9 | dsr1 fp8 b200 sgl TP8 c4', 100],
    ],
    [104, 103, 102, 101],
  );
  const estimate = planCost(plan, past);

  it('groups jobs by runner label and node count, in plan order', () => {
    expect(estimate.groups.map((g) => [g.runner, g.nodes, g.jobs, g.known, g.unknown])).toEqual([
      ['h200', 1, 2, 2, 0],
      ['b200', 1, 1, 0, 1],
      ['gb200', 3, 1, 1, 0],
    ]);
    expect(estimate.runners).toEqual(['h200', 'b200', 'gb200']);
  });

  it('node-hours are duration × nodes: the median of each config, the range from shortest and longest', () => {
    const [h200, , gb200] = estimate.groups;
    // c4: 0.5 / 1 / 1.5 h; c8: 2 h.
    expect(h200!.nodeHours).toEqual({ low: 2.5, median: 3, high: 3.5 });
    expect(gb200!.nodeHours).toEqual({ low: 3, median: 3, high: 3 });
    expect(estimate.nodeHours).toEqual({ low: 5.5, median: 6, high: 6.5 });
  });

  it('a config never run is unknown: counted as a job, not in the hours (neither canary nor another slot lends it)', () => {
    expect(estimate.unknown).toBe(1);
    expect(estimate.unknownConfigs).toEqual(['single-node 8k1k / dsr1 fp8 b200 sgl TP8 c4']);
    expect(estimate.groups[1]!.nodeHours).toEqual({ low: 0, median: 0, high: 0 });
  });

  it('the basis: past jobs used and their runs, the runs read and the cap', () => {
    expect(estimate.groups[0]).toMatchObject({ pastJobs: 4, runIds: [101, 102, 103] });
    expect(estimate.basis).toEqual({
      workflow: 'run-sweep.yml',
      pastJobs: 5,
      runIds: [101, 102, 103],
      runsRead: 4,
      runCap: 10,
    });
  });

  it('a multi-node row without node-count is unknown even with past jobs', () => {
    const e = planCost(
      { ...emptyPlan(), multi_node: { '8k1k': [multi({ 'node-count': undefined })] } },
      past,
    );
    expect([e.known, e.unknown, e.groups[0]!.nodes]).toEqual([0, 1, null]);
  });

  it('an unavailable history makes every config unknown and says why', () => {
    const e = planCost(plan, unavailableHistory('the run history could not be read: GET ... 502'));
    expect([e.jobs, e.known, e.unknown]).toEqual([4, 0, 4]);
    expect(costHeadline(e)).toBe(
      '4 jobs on h200, b200, gb200, GPU-node-hours unknown (no past job of these configs)',
    );
    expect(costText(e)).toContain(
      'No history: the run history could not be read: GET ... 502; every config is unknown.',
    );
  });

  it('renders as an estimate with its basis, never as an exact figure', () => {
    expect(costHeadline(estimate)).toBe(
      '4 jobs, about 6 GPU-node-hours on h200, b200, gb200, plus 1 job of unknown cost (no past job)',
    );
    const md = costMarkdown(estimate);
    expect(md).toContain('| h200 | 1 | 2 | about 3 | 2.5–3.5 | 4 past jobs in 3 runs 101, 102, 103 |');
    expect(md).toContain('| b200 | 1 | 1 | unknown |  | no past job |');
    expect(md).toContain('| gb200 | 3 | 1 | about 3 | 3–3 | 1 past job in 1 run 101 |');
    expect(md).toContain(
      'Estimated from 5 past successful jobs in 3 runs 101, 102, 103 of the 4 most recent successful runs of run-sweep.yml read (at most 10)',
    );
    expect(md).toContain('- `single-node 8k1k / dsr1 fp8 b200 sgl TP8 c4`');
    const text = costText(estimate, 'adding full-sweep-enabled here');
    expect(text.split('\n')[0]).toBe(
      'adding full-sweep-enabled here: 4 jobs, about 6 GPU-node-hours on h200, b200, gb200, plus 1 job of unknown cost (no past job)',
    );
    expect(text).toMatch(/^h200 {4}1 {6}2 {5}about 3 {9}2\.5–3\.5 {2}4 past jobs in 3 runs 101, 102, 103$/m);
  });

  it('an empty plan costs nothing and says so', () => {
    const e = estimateCost([], history([]));
    expect(costHeadline(e)).toBe('no jobs');
  });
});

describe('simulatedLegs', () => {
  const job = (status: 'run' | 'skipped', name: string, config: unknown[]) => ({
    status,
    result: status === 'run' ? ('success' as const) : ('skipped' as const),
    reason: '',
    needs: [],
    condition: '',
    outputs: {},
    name,
    strategy: { failFast: false, matrix: { config }, legs: config.length },
  });
  it('one leg per matrix entry of each benchmark job that runs; other jobs and skipped ones count nothing', () => {
    const legs = simulatedLegs({
      workflow: 'Run Sweep',
      triggered: true,
      trigger: '',
      order: ['canary-sweep', 'sweep-multi-node-8k1k', 'sweep-evals', 'lint'],
      jobs: {
        'canary-sweep': job('run', 'canary', [single()]),
        'sweep-multi-node-8k1k': job('run', 'multi-node 8k1k', [multi(), multi({ conc: [8] })]),
        'sweep-evals': job('skipped', 'eval', [single()]),
        lint: job('run', 'lint', ['ubuntu', 'macos']),
      },
      errors: [],
      warnings: [],
    });
    expect(legs.map((l) => [l.key, l.nodes])).toEqual([
      ['canary / dsr1 fp8 h200 sgl TP8 c4', 1],
      ['multi-node 8k1k / dsr1 fp4 gb200 dynamo-trt P1xTP4EP4DPA D2xTP8 c256x512', 3],
      ['multi-node 8k1k / dsr1 fp4 gb200 dynamo-trt P1xTP4EP4DPA D2xTP8 c8', 3],
    ]);
  });
});

describe('long lists', () => {
  it('the text lists at most 40 unknown configs and says how many more; run ids past ten are counted', () => {
    const rows = Array.from({ length: 45 }, (_, i) => single({ conc: i + 1 }));
    const runs = Array.from({ length: 12 }, (_, i) => 500 + i);
    const past = history(
      runs.map(
        (id) => [id, 'single-node 1k1k / p1 | dsr1 fp8 h200 sgl TP8 c1', 60] as [number, string, number],
      ),
    );
    const e = planCost({ ...emptyPlan(), single_node: { '1k1k': rows } }, past);
    const text = costText(e);
    expect(text).toContain('  single-node 1k1k / dsr1 fp8 h200 sgl TP8 c41\n  and 4 more\n');
    expect(text).not.toContain('c42');
    expect(text).toContain(
      '12 past jobs in 12 runs 500, 501, 502, 503, 504, 505, 506, 507, 508, 509 and 2 more',
    );
  });
});
