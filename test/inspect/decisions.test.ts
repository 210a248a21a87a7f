/** Attempt attribution, artifact choice, rerun choice, views, log markers (pure, table-driven). */
import { attemptOf, attribute, pickArtifact } from '../../shared/ops/inspect/attempts.js';
import { readAppRunIds, readDispatchDecision, readReuseDecision } from '../../shared/ops/inspect/markers.js';
import { chooseRerun } from '../../shared/ops/inspect/rerun.js';
import type { RunArtifact, RunHeader } from '../../shared/ops/inspect/schemas.js';
import { humanSize, renderTable } from '../../shared/ops/inspect/table.js';
import { buildView, roundHalfAway } from '../../shared/ops/inspect/views.js';
import { artifact, run } from './world.js';

const STARTS = ['2026-05-13T10:00:00Z', '2026-05-13T11:00:00Z', '2026-05-13T12:00:00Z'];

describe('attempt attribution', () => {
  it.each<[string, (string | undefined)[], number | undefined]>([
    ['2026-05-13T10:30:00Z', STARTS, 1],
    ['2026-05-13T11:00:00Z', STARTS, 2],
    ['2026-05-13T13:00:00Z', STARTS, 3],
    ['2026-05-13T09:00:00Z', STARTS, undefined],
    ['2026-05-13T13:00:00Z', [STARTS[0], STARTS[1], undefined], undefined],
    ['2026-05-13T10:30:00Z', [STARTS[0], STARTS[1], undefined], undefined],
  ])('created %s with starts %j → attempt %s', (created, starts, expected) => {
    expect(attemptOf(created, starts)).toBe(expected);
  });

  it('picks the newest unexpired artifact of a name, or the one of --attempt', () => {
    const list = attribute(
      [
        artifact(1, 'results_bmk', '2026-05-13T10:30:00Z'),
        artifact(2, 'results_bmk', '2026-05-13T12:30:00Z'),
        artifact(3, 'old', '2026-05-13T10:30:00Z', { expired: true }),
      ] as RunArtifact[],
      STARTS,
    );
    expect(pickArtifact(list, 'results_bmk').artifact?.id).toBe(2);
    expect(pickArtifact(list, 'results_bmk', 1).artifact?.id).toBe(1);
    expect(pickArtifact(list, 'results_bmk', 2).reason).toBe('no-attempt');
    expect(pickArtifact(list, 'old').reason).toBe('expired');
    expect(pickArtifact(list, 'nope').reason).toBe('missing');
  });
});

describe('rerun choice', () => {
  it.each<[Partial<RunHeader>, string, RegExp]>([
    [{ status: 'in_progress', conclusion: null }, 'refused', /is in_progress; rerun after it finishes/],
    [{ status: 'queued', conclusion: null }, 'refused', /is queued/],
    [{ status: 'completed', conclusion: 'success' }, 'refused', /nothing failed to rerun/],
    [{ status: 'completed', conclusion: 'failure' }, 'failed-jobs', /failed jobs/],
    [{ status: 'completed', conclusion: 'timed_out' }, 'failed-jobs', /failed jobs/],
    [{ status: 'completed', conclusion: 'cancelled' }, 'whole-attempt', /whole attempt/],
  ])('%o → %s', (over, kind, reason) => {
    const choice = chooseRerun(run({ id: 9, ...over }) as RunHeader);
    expect(choice.kind).toBe(kind);
    expect(choice.reason).toMatch(reason);
  });
});

describe('views', () => {
  it.each([
    [1234.565, 2, '1234.57'],
    [0.123456, 4, '0.1235'],
    [2.5, 0, '3'],
    [-2.345, 2, '-2.35'],
    [5, 2, '5.00'],
    [-0.001, 2, '0.00'],
    [Number.NaN, 2, 'NaN'],
  ])('rounds %s to %s decimals as %s', (value, digits, text) => {
    expect(roundHalfAway(value, digits)).toBe(text);
  });

  it('results: columns in order, isl/osl joined, missing tp reported once, bounded', () => {
    const rows = [
      {
        hw: 'h100',
        infmax_model_prefix: 'dsr1',
        framework: 'sglang',
        precision: 'fp8',
        isl: 1024,
        osl: 1024,
        tp: 8,
        conc: 4,
        tput_per_gpu: 1234.565,
      },
      {
        hw: 'mi300x',
        infmax_model_prefix: 'dsr1',
        framework: 'vllm',
        precision: 'fp8',
        isl: 8192,
        osl: 1024,
        conc: 8,
        tput_per_gpu: null,
      },
      {
        hw: 'b200',
        infmax_model_prefix: 'gpt',
        framework: 'trt',
        precision: 'fp4',
        isl: 1,
        osl: 1,
        tp: 4,
        conc: 1,
        tput_per_gpu: 1,
      },
    ];
    const view = buildView('results', rows, 'agg_bmk.json', 2);
    expect(view.columns).toEqual([
      'hw',
      'infmax_model_prefix',
      'framework',
      'precision',
      'isl/osl',
      'tp',
      'conc',
      'tput_per_gpu',
    ]);
    expect(view.rows).toEqual([
      ['h100', 'dsr1', 'sglang', 'fp8', '1024/1024', '8', '4', '1234.57'],
      ['mi300x', 'dsr1', 'vllm', 'fp8', '8192/1024', '', '8', ''],
    ]);
    expect(view.omitted).toBe(1);
    expect(view.missing).toEqual(['tp']);
  });

  it('evals: score to 4 decimals, null score empty', () => {
    const view = buildView(
      'evals',
      [
        {
          hw: 'h100',
          model_prefix: 'm',
          framework: 'f',
          precision: 'p',
          tp: 1,
          conc: 2,
          task: 'gsm8k',
          score_name: 'em',
          score: 0.123456,
        },
        {
          hw: 'h100',
          model_prefix: 'm',
          framework: 'f',
          precision: 'p',
          tp: 1,
          conc: 2,
          task: 'gsm8k',
          score_name: 'em',
          score: null,
        },
      ],
      'agg_eval_all.json',
      50,
    );
    expect(view.rows.map((r) => r.at(-1))).toEqual(['0.1235', '']);
  });

  it('stats keep the file order of keys', () => {
    const view = buildView(
      'stats',
      { zeta: { n_success: 1, total: 2 }, alpha: { n_success: 3, total: 3 } },
      'run_stats.json',
      50,
    );
    expect(view.rows).toEqual([
      ['zeta', '1', '2'],
      ['alpha', '3', '3'],
    ]);
  });

  it.each([
    ['results', { not: 'an array' }, /agg_bmk.json: expected a JSON array/],
    ['stats', [1, 2], /run_stats.json: expected a JSON object/],
  ] as const)('%s refuses the wrong shape naming the file', (name, data, message) => {
    expect(() => buildView(name, data, name === 'stats' ? 'run_stats.json' : 'agg_bmk.json', 5)).toThrow(
      message,
    );
  });

  it('tables align and sizes read as people read them', () => {
    expect(renderTable(['A', 'BB'], [['xyz', '1']])).toBe('A    BB\nxyz  1');
    expect([humanSize(999), humanSize(2_100_000), humanSize(undefined)]).toEqual(['999 B', '2.1 MB', '?']);
  });
});

describe('log markers', () => {
  it('reads the last sweepkit-reuse line of a setup log', () => {
    const log = [
      '2026-05-13T10:00:00.1Z sweepkit-reuse: {"reuse-enabled":"false"}',
      '2026-05-13T10:00:00.2Z echo "sweepkit-reuse: not json"',
      '2026-05-13T10:00:01.0Z sweepkit-reuse: {"reuse-enabled":"true","reuse-source-run-id":"555"}',
    ].join('\n');
    expect(readReuseDecision(log)).toEqual({ enabled: true, sourceRunId: 555 });
    expect(readReuseDecision('no marker here')).toBeUndefined();
  });

  it('reads a dispatch line, nested or flat', () => {
    expect(
      readDispatchDecision(
        'x sweepkit-dispatch: {"event_type":"ingest-agentic-results","client_payload":{"source-run-id":"555","merge-run-id":"124","database-target":"production"}}',
      ),
    ).toEqual({
      eventType: 'ingest-agentic-results',
      sourceRunId: 555,
      mergeRunId: 124,
      databaseTarget: 'production',
    });
    expect(
      readDispatchDecision(
        'sweepkit-dispatch: {"event-type":"ingest-results","source-run-id":123,"merge-run-id":"123"}',
      ),
    ).toMatchObject({
      eventType: 'ingest-results',
      sourceRunId: 123,
      mergeRunId: 123,
    });
  });

  it('reads the app log ids', () => {
    expect(readAppRunIds('t Source run: 555\nt Merge run: 124\n')).toMatchObject({ source: 555, merge: 124 });
  });
});
