/**
 * The ingest preflight in process: each results-app rule on its own (table-driven), then whole
 * runs with the consumer's edge cases (multi-attempt names, a failed-run row beside a good one, an
 * agentic-only run, an empty run), the plan's expected configs, the refuse/warn gate and the table.
 */
import { describe, expect, it } from '@jest/globals';
import type { IngestDispatch } from '../../shared/ingest/payload.js';
import { expectedConfigs } from '../../shared/ingest/preflight/expected.js';
import { gateDispatches } from '../../shared/ingest/preflight/gate.js';
import { logicalName } from '../../shared/ingest/preflight/logical-name.js';
import { artifactsToRead, eventsWithSources, preflight } from '../../shared/ingest/preflight/preflight.js';
import { hasItl, isFailedRun, rowFate } from '../../shared/ingest/preflight/rows.js';
import { PreflightReport, type ConfigKey } from '../../shared/ingest/preflight/schemas.js';
import { preflightMarkdown } from '../../shared/ingest/preflight/table.js';
import {
  INGEST_AGENTIC_EVENT as AGENTIC,
  INGEST_RESULTS_EVENT as RESULTS,
  LOADABLE,
  agentic,
  agenticRow,
  artifactsOf,
  evalRow,
  evals,
  failedAgentic,
  fixedRow,
  results,
  type SeedArtifact,
} from './preflight-world.js';

const ALL = [RESULTS, AGENTIC] as const;
const JOB = 'dsr1_agentic_fp4_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc8';

function run(
  seeds: SeedArtifact[],
  events: readonly (typeof RESULTS | typeof AGENTIC)[],
  expected: ConfigKey[] = [],
) {
  return preflight({ artifacts: artifactsOf(seeds), events: [...events], expected });
}

const dsr1Fixed: ConfigKey = {
  model: 'dsr1',
  hardware: 'h200',
  framework: 'sglang',
  precision: 'fp8',
  type: 'fixed-seq',
};
const dsr1Agentic: ConfigKey = {
  model: 'dsr1',
  hardware: 'b200',
  framework: 'sglang',
  precision: 'fp4',
  type: 'agentic',
};

describe('artifacts are deduplicated by logical name', () => {
  it.each([
    ['bmk_dsr1_1k1k_x_conc4_h200-cw_00', 'bmk_dsr1_1k1k_x_conc4'],
    ['bmk_dsr1_1k1k_x_conc4_h200-dgxc-slurm_1', 'bmk_dsr1_1k1k_x_conc4'],
    ['eval_x_conc32_mi355x-amds_04', 'eval_x_conc32'],
    ['multinode_server_logs_x_conc256x512_gb200-nv_0', 'multinode_server_logs_x_conc256x512'],
    ['bmk_agentic_x_conc8_b200-nb.v2_12', 'bmk_agentic_x_conc8'],
    // A recipe fingerprint ends the name, so nothing is stripped (the app does the same).
    ['bmk_x_conc4_h200-cw_00_recipe-0123456789abcdef', 'bmk_x_conc4_h200-cw_00_recipe-0123456789abcdef'],
    ['results_bmk', 'results_bmk'],
    ['eval_results_all', 'eval_results_all'],
    ['run-stats', 'run-stats'],
    ['changelog-metadata', 'changelog-metadata'],
    // The group needs a letter after the underscore and digits at the very end.
    ['bmk_x_4_0', 'bmk_x_4_0'],
    ['bmk_x_conc4_0', 'bmk_x'], // `_conc4_0` has the runner name's shape
    ['bmk_x_conc4_h200-cw_00x', 'bmk_x_conc4_h200-cw_00x'],
  ])('%s → %s', (name, logical) => {
    expect(logicalName(name)).toBe(logical);
  });

  it.each([
    [
      'the newer attempt is good',
      [failedAgentic(), agenticRow()],
      { kept: 1, failed: 0, superseded: 1 },
      'loads',
    ],
    [
      'the newer attempt failed',
      [agenticRow(), failedAgentic()],
      { kept: 0, failed: 1, superseded: 1 },
      'nothing-loads',
    ],
  ])('multi-attempt names, %s: only the newest upload counts', (_what, [first, second], tally, verdict) => {
    const report = run(
      [agentic(`${JOB}_b200-nb_0`, 10, first), agentic(`${JOB}_b200-dgxc-slurm_1`, 50, second)],
      [AGENTIC],
    );
    const event = report.events[0]!;
    expect(event.configs).toEqual([expect.objectContaining({ config: dsr1Agentic, ...tally })]);
    expect(event.superseded).toEqual([
      {
        name: `${JOB}_b200-nb_0`.replace(/^/, 'bmk_agentic_'),
        logicalName: `bmk_agentic_${JOB}`,
        keptName: `bmk_agentic_${JOB}_b200-dgxc-slurm_1`,
      },
    ]);
    expect(event.verdict).toBe(verdict);
  });

  it('a re-uploaded results_bmk: the newest wins, whatever the list order', () => {
    const report = run(
      [results(90, [fixedRow(), fixedRow({ conc: 8 })]), results(30, [fixedRow()])],
      [RESULTS],
    );
    expect(report.events[0]!.configs[0]).toMatchObject({ kept: 2, superseded: 1 });
    expect(report.events[0]!.superseded[0]).toMatchObject({ name: 'results_bmk', keptName: 'results_bmk' });
  });

  it('same upload time: the higher id (the later upload) wins', () => {
    const report = run([results(30, [fixedRow()]), results(30, [fixedRow(), fixedRow()])], [RESULTS]);
    expect(report.events[0]!.kept).toBe(2);
  });

  it('an expired upload neither loads nor supersedes; it is listed', () => {
    const seeds = [results(30, [fixedRow()]), { ...results(90, [fixedRow(), fixedRow()]), expired: true }];
    const report = run(seeds, [RESULTS]);
    expect(report.events[0]).toMatchObject({ kept: 1, expired: ['results_bmk'], superseded: [] });
  });

  it('fingerprinted names are never merged, so both uploads load', () => {
    const name = (runner: string) => `${JOB}_${runner}_recipe-0123456789abcdef`;
    const report = run(
      [agentic(name('b200-nb_0'), 10, agenticRow()), agentic(name('b200-nb_1'), 20, agenticRow())],
      [AGENTIC],
    );
    expect(report.events[0]).toMatchObject({ kept: 2, superseded: [] });
  });

  it('only the newest row source of each logical name is downloaded', () => {
    const artifacts = artifactsOf([
      agentic(`${JOB}_b200-nb_0`, 10, agenticRow()),
      agentic(`${JOB}_b200-nb_1`, 20, agenticRow()),
      results(30, []),
      { name: `server_logs_${JOB}_b200-nb_0`, at: 5 },
      { name: 'run-stats', at: 40 },
    ]);
    expect(artifactsToRead(artifacts, [AGENTIC]).map((a) => a.name)).toEqual([
      `bmk_agentic_${JOB}_b200-nb_1`,
    ]);
    expect(artifactsToRead(artifacts, ALL).map((a) => a.name)).toEqual([
      `bmk_agentic_${JOB}_b200-nb_1`,
      'results_bmk',
    ]);
  });
});

describe('a row with no successful request out of a counted total is skipped', () => {
  it.each([
    [{ num_requests_total: 12, num_requests_successful: 0 }, true],
    [{ num_requests_total: 0, num_requests_successful: 0 }, true], // a server-start failure
    [{ num_requests_total: 12, num_requests_successful: 0.0 }, true],
    [{ num_requests_total: 12, num_requests_successful: '0' }, true],
    [{ num_requests_total: 12, num_requests_successful: 3 }, false],
    [{ num_requests_successful: 0 }, false], // no total: not a failed run
    [{ num_requests_total: null, num_requests_successful: 0 }, false],
    [{ num_requests_total: '12', num_requests_successful: 0 }, false], // the total must be a number
    [{ num_requests_total: 12, num_requests_successful: '' }, false],
    [{ num_requests_total: 12, num_requests_successful: false }, false],
    [{ num_requests_total: 12 }, false],
    [{}, false], // fixed-sequence rows carry neither
  ])('%j → failed %s', (fields, failed) => {
    expect(isFailedRun(fields)).toBe(failed);
  });

  it('a failed-run row beside a good one of the same config: one kept, one skipped, the run loads', () => {
    const report = run([results(30, [agenticRow(), failedAgentic({ conc: 16 }), fixedRow()])], [RESULTS]);
    expect(report.verdict).toBe('loads');
    expect(report.events[0]!.configs).toEqual([
      expect.objectContaining({ config: dsr1Fixed, kept: 1, failed: 0 }),
      expect.objectContaining({ config: dsr1Agentic, kept: 1, failed: 1 }),
    ]);
  });

  it('a run of failed rows only loads nothing', () => {
    expect(run([results(30, [failedAgentic(), failedAgentic({ hw: 'h200' })])], [RESULTS]).verdict).toBe(
      'nothing-loads',
    );
  });
});

describe('agentic interactivity comes from ITL', () => {
  it.each([
    [{ p90_itl: 0.03 }, true],
    [{ request_metrics: { itl: { p90: 0.03 } } }, true],
    [{ request_metrics: { inter_token_latency: { avg: 21.5 } } }, true],
    [{ request_metrics: { full_response_itl: { p50: 0.02 } } }, true],
    [{ mean_itl_ms: 20 }, true],
    [{ request_metrics: { itl: {} } }, false],
    [{ request_metrics: { itl: { p90: 0 } } }, false],
    [{ request_metrics: { itl: { p90: null } } }, false],
    [{ p90_intvty: 33.3 }, false], // interactivity alone is discarded by the app
    [{ split: 0.5, utility: 3 }, false], // 'itl' inside another word is not ITL
    [{}, false],
  ])('%j → has ITL %s', (row, expected) => {
    expect(hasItl(row)).toBe(expected);
  });

  it.each([
    ['an agentic row with ITL', agenticRow(), 'agentic', 'kept'],
    ['an agentic row without ITL', agenticRow({ request_metrics: {} }), 'agentic', 'noItl'],
    ['a failed agentic row (failed wins)', failedAgentic(), 'agentic', 'failed'],
    ['a fixed-sequence row (ITL not needed)', fixedRow({ median_itl: undefined }), 'fixed-seq', 'kept'],
    ['an eval row', evalRow(), 'eval', 'kept'],
  ] as const)('%s → %s', (_what, row, type, fate) => {
    expect(rowFate(row, type)).toBe(fate);
  });

  it('agentic rows without ITL load nothing: counted apart', () => {
    const report = run(
      [agentic(`${JOB}_b200-nb_0`, 10, agenticRow({ request_metrics: { ttft: { p50: 1 } } }))],
      [AGENTIC],
    );
    expect(report.events[0]!.configs[0]).toMatchObject({ kept: 0, noItl: 1 });
    expect(report.verdict).toBe('nothing-loads');
  });
});

describe('whole runs', () => {
  it('an agentic-only run: the agentic ingest loads it, ingest-results would load nothing', () => {
    const seeds = [
      agentic(`${JOB}_b200-nb_0`, 10, agenticRow()),
      agentic(`${JOB.replace('conc8', 'conc16')}_b200-nb_0`, 12, agenticRow({ conc: 16 })),
    ];
    expect(eventsWithSources(artifactsOf(seeds))).toEqual([AGENTIC]);
    const report = run(seeds, ALL);
    expect(report.events.map((e) => [e.event, e.verdict, e.kept])).toEqual([
      [RESULTS, 'nothing-loads', 0],
      [AGENTIC, 'loads', 2],
    ]);
    expect(report.verdict).toBe('nothing-loads');
  });

  it('an empty run loads nothing, for every event and for none', () => {
    expect(run([], ALL).events.map((e) => e.verdict)).toEqual(['nothing-loads', 'nothing-loads']);
    expect(run([], [])).toEqual({ verdict: 'nothing-loads', events: [] });
    expect(eventsWithSources([])).toEqual([]);
  });

  it('a run with only logs and metadata loads nothing', () => {
    const report = run(
      [
        { name: 'changelog-metadata', at: 1 },
        { name: `server_logs_${JOB}_b200-nb_0`, at: 2 },
      ],
      [RESULTS],
    );
    expect(report.verdict).toBe('nothing-loads');
  });

  it('a source without its file says so', () => {
    const report = run(
      [{ name: 'results_bmk', at: 3, files: { 'other.json': [] } }, evals(4, [])],
      [RESULTS],
    );
    expect(report.events[0]!.notes).toEqual([
      'results_bmk holds no agg_bmk.json',
      "eval_results_all's agg_eval_all.json holds no rows",
    ]);
  });

  it('a loadable run: every kind of row, eval hardware compared lower-cased', () => {
    const report = run(LOADABLE, ALL, [dsr1Fixed, { ...dsr1Fixed, hardware: 'H200', type: 'eval' }]);
    expect(report.verdict).toBe('loads');
    expect(
      report.events[0]!.configs.map((c) => [c.config.type, c.config.hardware, c.kept, c.expected]),
    ).toEqual([
      ['fixed-seq', 'h200', 1, true],
      ['eval', 'h200', 1, true],
    ]);
    expect(() => PreflightReport.parse(report)).not.toThrow();
  });

  it('an expected config that loads nothing is named, while the rest loads', () => {
    const missing: ConfigKey = { ...dsr1Fixed, hardware: 'mi355x', framework: 'vllm' };
    const report = run([results(30, [fixedRow()])], [RESULTS], [dsr1Fixed, missing]);
    expect(report.verdict).toBe('expected-config-loads-nothing');
    expect(report.events[0]!.missing).toEqual([missing]);
  });

  it('the agentic ingest does not expect fixed-sequence configs', () => {
    const report = run([agentic(`${JOB}_b200-nb_0`, 10, agenticRow())], [AGENTIC], [dsr1Fixed, dsr1Agentic]);
    expect(report.events[0]).toMatchObject({ verdict: 'loads', missing: [] });
  });

  it('rejects an input that is not the schema', () => {
    expect(() => preflight({ artifacts: [{ name: 7 }], events: [RESULTS] } as never)).toThrow();
  });
});

describe('the plan expects configs', () => {
  const row = (extra: Record<string, unknown>) => ({
    'model-prefix': 'dsr1',
    runner: 'h200',
    framework: 'SGLang',
    precision: 'fp8',
    ...extra,
  });
  it.each([
    ['a fixed-sequence row', { single_node: { '1k1k': [row({})] } }, [dsr1Fixed]],
    ['an eval-only row expects no benchmark', { single_node: { '8k1k': [row({ 'eval-only': true })] } }, []],
    [
      'an agentic row',
      {
        multi_node: {
          agentic: [row({ 'scenario-type': 'agentic-coding', runner: 'b200', precision: 'fp4' })],
        },
      },
      [dsr1Agentic],
    ],
    ['an eval list row', { evals: [row({})] }, [{ ...dsr1Fixed, type: 'eval' }]],
    ['duplicates collapse', { single_node: { '1k1k': [row({ conc: 4 }), row({ conc: 8 })] } }, [dsr1Fixed]],
    ['rows that are not matrix rows expect nothing', { single_node: { fixed_seq: [{ model: 'm' }] } }, []],
    ['not a plan', 'nope', []],
    ['an empty plan', {}, []],
  ])('%s', (_what, plan, expected) => {
    expect(expectedConfigs(plan)).toEqual(expected);
  });
});

describe('the gate: refuse or warn', () => {
  const dispatch = (event_type: typeof RESULTS | typeof AGENTIC): IngestDispatch =>
    (event_type === RESULTS
      ? { event_type, client_payload: { 'source-run-id': '555', 'merge-run-id': '123' } }
      : {
          event_type,
          client_payload: { 'source-run-id': '555', 'merge-run-id': '123', 'database-target': 'production' },
        }) as IngestDispatch;
  const agenticOnly = run([agentic(`${JOB}_b200-nb_0`, 10, agenticRow())], ALL, [dsr1Fixed]);

  it.each([
    ['refuse', [AGENTIC], [RESULTS], 0],
    ['warn', [RESULTS, AGENTIC], [], 1],
  ] as const)('%s: an event that loads nothing', (mode, sent, refused, warnings) => {
    const gate = gateDispatches([dispatch(RESULTS), dispatch(AGENTIC)], agenticOnly, mode, '555');
    expect(gate.dispatches.map((d) => d.event_type)).toEqual(sent);
    expect(gate.refused).toEqual(refused);
    expect(gate.warnings).toHaveLength(warnings);
    expect(gate.findings[RESULTS]).toBe(
      `nothing would load from run 555; ${mode === 'refuse' ? 'not dispatched (preflight: refuse)' : 'dispatched anyway (preflight: warn)'}`,
    );
    expect(gate.findings[AGENTIC]).toBe('1 row would load from run 555');
  });

  it.each(['refuse', 'warn'] as const)(
    '%s: an expected config that loads nothing is a warning, the dispatch goes',
    (mode) => {
      const missing: ConfigKey = { ...dsr1Fixed, hardware: 'mi355x' };
      const report = run([results(30, [fixedRow()])], [RESULTS], [dsr1Fixed, missing]);
      const gate = gateDispatches([dispatch(RESULTS)], report, mode, '555');
      expect(gate.dispatches).toHaveLength(1);
      expect(gate.warnings).toEqual([
        'ingest-results: the plan expected fixed-seq dsr1 on mi355x (sglang, fp8), but it would load nothing from run 555',
      ]);
    },
  );

  it('many missing configs: five named, then a count', () => {
    const expected = Array.from({ length: 8 }, (_, i) => ({ ...dsr1Fixed, hardware: `gpu${i}` }));
    const report = run([results(30, [fixedRow()])], [RESULTS], expected);
    const gate = gateDispatches([dispatch(RESULTS)], report, 'refuse', '555');
    expect(gate.warnings).toHaveLength(6);
    expect(gate.warnings[5]).toBe(
      'ingest-results: 3 more expected configs would load nothing (see the job summary)',
    );
  });
});

describe('the table', () => {
  it('shows every config with its counts, the superseded uploads and the verdict', () => {
    const report = run(
      [
        results(30, [fixedRow(), failedAgentic()]),
        agentic(`${JOB}_b200-nb_0`, 10, agenticRow()),
        agentic(`${JOB}_b200-nb_1`, 20, agenticRow({ request_metrics: {} })),
      ],
      ALL,
      [dsr1Fixed, { ...dsr1Fixed, hardware: 'mi355x' }],
    );
    const markdown = preflightMarkdown(report, 555);
    expect(markdown).toContain('### Ingest preflight: run 555');
    expect(markdown).toContain(
      '| Type      | Model   | Hardware   | Framework   | Precision   |   Kept |   Failed runs |   No ITL |   Superseded | Expected           |',
    );
    expect(markdown).toContain(
      '| fixed-seq | dsr1    | h200       | sglang      | fp8         |      1 |             0 |        0 |            0 | yes                |',
    );
    expect(markdown).toMatch(/\| fixed-seq .*\| mi355x .*\| +0 \| +0 \| +0 \| +0 \| yes, loads nothing \|/);
    expect(markdown).toContain(`- bmk_agentic_${JOB}_b200-nb_0 → bmk_agentic_${JOB}_b200-nb_1`);
    expect(markdown).toContain(
      '**1 row would load from run 555, but 1 expected config(s) would load nothing**',
    );
    expect(markdown).toContain('#### ingest-agentic-results\n\n**nothing would load from run 555**');
  });

  it('escapes table syntax that comes from an artifact', () => {
    const markdown = preflightMarkdown(run([results(30, [fixedRow({ hw: 'h200|x\n# hi' })])], [RESULTS]), 1);
    expect(markdown).toContain('h200\\|x # hi');
  });

  it('a run without result artifacts says so', () => {
    expect(preflightMarkdown(run([], []), 9)).toContain('No result artifacts in run 9: nothing would load.');
  });
});
