import { describe, expect, it } from '@jest/globals';
import {
  MN_ENV,
  MN_PACKAGE,
  MN_RESULT,
  MN_RF,
  MN_WINDOW,
  SN_ENV,
  SN_RF,
  T0,
  editedJson,
  fixtureText,
  runJob,
  type Edit,
  type Job,
} from './power-files.js';
import { topLevelKeys } from './helpers.js';

const csv = (name: string) => fixtureText('sn', name);
const withCsv = (name: string, extra: Record<string, Edit> = {}): Record<string, Edit> => ({
  'gpu_metrics.csv': csv(name),
  ...extra,
});
const snRaw = (change: (raw: Record<string, unknown>) => void) => editedJson('sn/raw.json', change);
const mnManifest = (change: (m: Record<string, unknown>) => void) => ({
  [`${MN_PACKAGE}/manifest.json`]: editedJson('mn/LOGS/power/manifest.json', change),
});

interface Expectation {
  reasons: string[];
  row?: Record<string, number>;
  sidecar?: Record<string, unknown>;
  stdout?: string;
}

/** One case per worked-example shape: same input variation, our own numbers. */
const SHAPES: Array<[string, Job, Expectation]> = [
  [
    '01 single-node valid nvidia-smi stream (warm-up N/A row, a doubled reading averaged)',
    { edits: withCsv('ramp.csv') },
    {
      reasons: [],
      row: {
        power_valid: 1,
        avg_power_w: 430.625,
        avg_total_gpu_power_w: 861.25,
        total_gpu_energy_j: 6890,
        joules_per_successful_query: 344.5,
        joules_per_input_token: 0.336426,
        joules_per_output_token: 0.336426,
        joules_per_total_token: 0.168213,
      },
      sidecar: {
        per_gpu_sample_counts: { '0': 12, '1': 12 },
        per_gpu_max_sample_gap_s: { '0': 1, '1': 1 },
        per_gpu_energy_j: { '0': 4880, '1': 2010 },
        accumulator_check: null,
        telemetry_source: 'gpu_metrics.csv',
      },
      stdout: `[aggregate_power] avg_power_w=430.62 avg_total_gpu_power_w=861.25 total_gpu_energy_j=6890.00 (n=2) -> agg_${SN_RF}.json`,
    },
  ],
  [
    '02 no telemetry file',
    {},
    {
      reasons: ['telemetry_file_missing'],
      sidecar: { telemetry_source: 'gpu_metrics.csv', per_gpu_sample_counts: {} },
    },
  ],
  [
    '03 stream ends before the window does',
    { edits: withCsv('short.csv') },
    {
      reasons: ['benchmark_window_not_bracketed'],
      sidecar: {
        per_gpu_sample_counts: { '0': 9, '1': 9 },
        per_gpu_energy_j: {},
        device_issues: { '0': ['benchmark_window_not_bracketed'], '1': ['benchmark_window_not_bracketed'] },
      },
    },
  ],
  [
    '04 a GPU missing from the stream',
    { env: { ...SN_ENV, TP: '4' }, edits: withCsv('three-gpus.csv') },
    {
      reasons: ['expected_gpu_count_mismatch'],
      sidecar: {
        expected_gpu_count: 4,
        observed_gpu_count: 3,
        per_gpu_energy_j: { '0': 3360, '1': 3360, '2': 3360 },
        metrics: {},
      },
    },
  ],
  [
    '05 four missing samples on one GPU',
    { edits: withCsv('gap.csv') },
    {
      reasons: ['sampling_gap_exceeded'],
      sidecar: {
        per_gpu_max_sample_gap_s: { '0': 1, '1': 5 },
        per_gpu_energy_j: { '0': 4880, '1': 2000 },
        device_issues: { '1': ['sampling_gap_exceeded'] },
      },
    },
  ],
  [
    '06 amd-smi stream with energy snapshots, one counter reset',
    {
      edits: {
        'gpu_metrics.csv': csv('amd.csv'),
        'gpu_metrics_energy_start.csv': csv('amd_energy_start.csv'),
        'gpu_metrics_energy_end.csv': csv('amd_energy_end.csv'),
      },
    },
    {
      reasons: [],
      row: { power_valid: 1, avg_power_w: 600, total_gpu_energy_j: 9600 },
      sidecar: {
        accumulator_check: {
          available: true,
          accumulator_delta_j: 7040 - 87994900,
          integrated_stream_j: 13200,
          relative_error: null,
          within_tolerance: false,
          tolerance: 0.05,
          per_gpu_delta_j: { '0': 7040, '1': -87994900 },
          integrated_gpu_ids: ['0', '1'],
          unmatched_gpus: [],
          negative_delta_gpus: ['1'],
          stream_span_s: 11,
        },
      },
    },
  ],
  [
    '07 raw result without an end stamp: the stream is not read',
    { raw: fixtureText('sn', 'raw-no-end.json'), edits: withCsv('ramp.csv') },
    { reasons: ['invalid_benchmark_window'], sidecar: { benchmark_window: null, per_gpu_sample_counts: {} } },
  ],
  [
    '08 duration mismatch, zero completed, float token count',
    { raw: fixtureText('sn', 'raw-bad-counts.json'), edits: withCsv('ramp.csv') },
    {
      reasons: [
        'benchmark_duration_mismatch',
        'invalid_successful_query_count',
        'invalid_output_token_count',
      ],
      sidecar: {
        benchmark_window: {
          start_time_unix: T0 + 1.5,
          end_time_unix: T0 + 9.5,
          reported_duration_s: 9.25,
          integration_duration_s: 8,
          completed: 0,
          total_input_tokens: 20480,
          total_output_tokens: 0,
        },
        per_gpu_energy_j: { '0': 4880, '1': 2010 },
      },
    },
  ],
  [
    '09 strict, one unreadable power cell inside the window',
    { env: { ...SN_ENV, REQUIRE_POWER: '1' }, edits: withCsv('na-sample.csv') },
    {
      reasons: ['invalid_power_sample'],
      sidecar: { per_gpu_sample_counts: { '0': 11, '1': 12 }, per_gpu_max_sample_gap_s: { '0': 2, '1': 1 } },
    },
  ],
  [
    '10 strict, custom path, epoch-millisecond stamps',
    {
      env: { ...SN_ENV, REQUIRE_POWER: 'true', GPU_METRICS_CSV: 'telemetry/power.csv' },
      edits: { 'telemetry/power.csv': csv('epoch-ms.csv') },
    },
    {
      reasons: [],
      row: { power_valid: 1, avg_power_w: 380, total_gpu_energy_j: 6080 },
      sidecar: { telemetry_source: 'telemetry/power.csv' },
    },
  ],
  [
    '11 multi-node disaggregated package, valid',
    { multinode: true },
    {
      reasons: [],
      row: {
        avg_power_w: 389.625,
        avg_total_gpu_power_w: 1558.5,
        total_gpu_energy_j: 46755,
        joules_per_successful_query: 1948.125,
        joules_per_input_token: 1.902466,
        joules_per_output_token: 1.902466,
        joules_per_total_token: 0.951233,
        prefill_gpu_energy_j: 27000,
        prefill_avg_power_w: 450,
        prefill_joules_per_input_token: 1.098633,
        decode_gpu_energy_j: 19755,
        decode_avg_power_w: 329.25,
        decode_joules_per_output_token: 0.803833,
      },
      sidecar: {
        per_gpu_energy_j: {
          'mn-d1/GPU-mn-d1-0': 9600,
          'mn-d1/GPU-mn-d1-1': 10155,
          'mn-p1/GPU-mn-p1-0': 13500,
          'mn-p1/GPU-mn-p1-1': 13500,
        },
        producer: {
          producer_git_commit: 'b'.repeat(40),
          expected_producer_git_commit: 'b'.repeat(40),
          exporter_image_sha256: 'c'.repeat(64),
          stored_publication_valid: true,
          recomputed_publication_valid: true,
        },
      },
      stdout: `[aggregate_power_multinode] avg_power_w=389.62 total_gpu_energy_j=46755.00 prefill_gpu_energy_j=27000.00 decode_gpu_energy_j=19755.00 (n=4) -> agg_${MN_RF}.json`,
    },
  ],
  [
    '12 stored row count disagrees with samples.csv',
    { multinode: true, edits: mnManifest((m) => (m.sample_row_count = 165)) },
    {
      reasons: ['package_recompute_invalid', 'producer_verdict_mismatch'],
      sidecar: {
        failures: [
          'sample_row_count is 165, disk has 164 rows',
          'stored publication_valid=True, recomputed=False',
        ],
      },
    },
  ],
  [
    '13 no producer pin, stored verdict false',
    {
      multinode: true,
      env: { ...MN_ENV, POWER_PRODUCER_SHA: '' },
      edits: mnManifest((m) => (m.publication_valid = false)),
    },
    {
      reasons: ['producer_pin_missing', 'producer_verdict_mismatch'],
      sidecar: {
        failures: ['no expected producer SHA configured', 'stored publication_valid=False, recomputed=True'],
      },
    },
  ],
  [
    '14 strict, no package at all',
    { multinode: true, env: { ...MN_ENV, REQUIRE_POWER: 'yes', POWER_ARTIFACT_DIR: 'nowhere/power' } },
    {
      reasons: ['power_artifacts_missing'],
      sidecar: {
        failures: ['power dir missing: nowhere/power'],
        telemetry_source: 'nowhere/power',
        producer: {
          producer_git_commit: null,
          expected_producer_git_commit: 'b'.repeat(40),
          exporter_image_sha256: null,
          stored_publication_valid: null,
          recomputed_publication_valid: null,
        },
        expected_gpu_count: 0,
      },
    },
  ],
  [
    '15 non-heterogeneous job (het_group null everywhere) is valid',
    {
      multinode: true,
      edits: mnManifest((m) => {
        for (const d of m.expected_devices as Array<{ assignments: Array<Record<string, unknown>> }>)
          d.assignments[0]!.het_group = null;
      }),
    },
    { reasons: [], row: { power_valid: 1, total_gpu_energy_j: 46755 } },
  ],
  [
    '16 workflow expects more decode GPUs than the package has',
    { multinode: true, env: { ...MN_ENV, DECODE_GPUS: '6' } },
    { reasons: ['topology_env_mismatch'], sidecar: { failures: ['expected 6 decode GPUs, found 2'] } },
  ],
  [
    '17 aggregated deployment labelled agg never validates',
    {
      multinode: true,
      env: { ...MN_ENV, PREFILL_GPUS: '4', DECODE_GPUS: '0', DISAGG: 'false' },
      edits: mnManifest((m) => {
        for (const d of m.expected_devices as Array<{ assignments: Array<Record<string, unknown>> }>) {
          d.assignments[0]!.worker_role = 'agg';
          d.assignments[0]!.het_group = null;
        }
      }),
    },
    {
      reasons: ['topology_env_mismatch'],
      sidecar: {
        failures: ["expected roles ['prefill'], found ['agg']", 'expected 4 prefill GPUs, found 0'],
      },
    },
  ],
  [
    '18 workspace copy of the result differs from the original',
    { multinode: true, raw: editedJson('mn/raw.json', (r) => (r.total_output_tokens = 24000)) },
    {
      reasons: ['result_content_mismatch'],
      sidecar: {
        selected_window: null,
        failures: [
          `workspace copy ${MN_RF}.json differs from original sa-bench_isl_4096_osl_512/results_concurrency_6_gpus_4_ctx_2_gen_2.json`,
        ],
      },
    },
  ],
];

describe('power validation: one case per worked-example shape', () => {
  it.each(SHAPES)('%s', (_name, job, expected) => {
    const result = runJob(job);
    const sidecar = JSON.parse(result.sidecar.text);
    expect(sidecar.reasons).toEqual(expected.reasons);
    const valid = expected.reasons.length === 0;
    expect(sidecar.power_valid).toBe(valid);
    expect(result.row.power_valid).toBe(valid ? 1 : 0);
    expect(result.row.power_metric_schema_version).toBe(2);
    if (expected.row) expect(result.row).toMatchObject(expected.row);
    if (!valid) expect(Object.keys(result.row).filter((key) => /_(w|j)$|^joules_/.test(key))).toEqual([]);
    if (expected.sidecar) expect(sidecar).toMatchObject(expected.sidecar);
    const env = job.env ?? (job.multinode ? MN_ENV : SN_ENV);
    const strict = ['1', 'true', 'yes'].includes((env.REQUIRE_POWER ?? '').toLowerCase());
    expect(result.exitCode).toBe(strict && !valid ? 1 : 0);
    const tag = job.multinode ? '[aggregate_power_multinode]' : '[aggregate_power]';
    if (valid) {
      expect(result.stderr).toBe('');
      if (expected.stdout) expect(result.stdout.split('\n')[0]).toBe(expected.stdout);
    } else
      expect(result.stderr).toBe(
        `${tag} Power validation failed: ${expected.reasons.join(', ')} (details: ${result.sidecar.name})\n`,
      );
    expect(result.stdout.endsWith(`${result.output.text}\n`)).toBe(true);
  });

  it('a valid row ends with the schema version, the verdict and the metrics in the published order', () => {
    const keys = topLevelKeys(runJob({ multinode: true }).output.text);
    expect(keys.slice(-15)).toEqual([
      'power_metric_schema_version',
      'power_valid',
      'avg_power_w',
      'avg_total_gpu_power_w',
      'total_gpu_energy_j',
      'joules_per_successful_query',
      'joules_per_input_token',
      'joules_per_output_token',
      'joules_per_total_token',
      'prefill_gpu_energy_j',
      'prefill_avg_power_w',
      'prefill_joules_per_input_token',
      'decode_gpu_energy_j',
      'decode_avg_power_w',
      'decode_joules_per_output_token',
    ]);
    const sidecarKeys = topLevelKeys(runJob({ edits: withCsv('ramp.csv') }).sidecar.text);
    expect(sidecarKeys).toEqual([
      'schema_version',
      'power_valid',
      'reasons',
      'telemetry_source',
      'benchmark_result',
      'benchmark_window',
      'integration_method',
      'expected_gpu_count',
      'observed_gpu_count',
      'observed_gpu_ids',
      'per_gpu_sample_counts',
      'per_gpu_max_sample_gap_s',
      'per_gpu_energy_j',
      'device_issues',
      'accumulator_check',
      'metrics',
    ]);
  });
});

const NVIDIA_HEADER = 'timestamp, index, power.draw [W]';
const nvRow = (seconds: number, gpu: string, watts: string) => {
  const d = new Date((T0 + seconds) * 1000).toISOString();
  return `${d.slice(0, 10).replace(/-/g, '/')} ${d.slice(11, 23)}, ${gpu}, ${watts}`;
};
/** A two-GPU 1 Hz stream over [T0, T0+11] with `change` applied to its rows. */
function stream(change: (rows: string[]) => string[] = (rows) => rows): string {
  const rows: string[] = [];
  for (let i = 0; i <= 11; i++) for (const g of ['0', '1']) rows.push(nvRow(i, g, '300.00 W'));
  return [NVIDIA_HEADER, ...change(rows)].join('\n') + '\n';
}

/** Every reason code, each from a job that produces it (best effort and strict). */
const REASON_CASES: Array<[string, Job]> = [
  ['invalid_benchmark_window', { raw: fixtureText('sn', 'raw-no-end.json') }],
  ['benchmark_duration_mismatch', { raw: snRaw((r) => (r.duration = 12.5)), edits: withCsv('ramp.csv') }],
  ['invalid_successful_query_count', { raw: snRaw((r) => (r.completed = true)), edits: withCsv('ramp.csv') }],
  [
    'invalid_input_token_count',
    { raw: snRaw((r) => (r.total_input_tokens = '20480')), edits: withCsv('ramp.csv') },
  ],
  [
    'invalid_output_token_count',
    { raw: snRaw((r) => (r.total_output_tokens = -5)), edits: withCsv('ramp.csv') },
  ],
  ['telemetry_file_missing', {}],
  ['telemetry_file_empty', { edits: { 'gpu_metrics.csv': '' } }],
  ['telemetry_file_unreadable', { edits: { 'gpu_metrics.csv': new Error('EACCES: permission denied') } }],
  ['timestamp_column_missing', { edits: { 'gpu_metrics.csv': 'when, index, power.draw [W]\n' } }],
  ['power_column_missing', { edits: { 'gpu_metrics.csv': 'timestamp, index, power.limit [W]\n' } }],
  ['gpu_identity_column_missing', { edits: { 'gpu_metrics.csv': 'timestamp, gpu_name, power.draw [W]\n' } }],
  [
    'invalid_timestamp_sample',
    { edits: { 'gpu_metrics.csv': stream((rows) => ['yesterday, 0, 1 W', ...rows]) } },
  ],
  ['invalid_power_sample', { edits: withCsv('na-sample.csv') }],
  [
    'gpu_identity_missing',
    { edits: { 'gpu_metrics.csv': stream((rows) => [...rows, nvRow(4.5, '', '300 W')]) } },
  ],
  ['no_usable_power_samples', { edits: { 'gpu_metrics.csv': `${NVIDIA_HEADER}\n` } }],
  ['expected_gpu_count_mismatch', { env: { ...SN_ENV, TP: '4' }, edits: withCsv('three-gpus.csv') }],
  [
    'insufficient_power_samples',
    { edits: { 'gpu_metrics.csv': stream((rows) => [...rows, nvRow(5, '7', '300 W')]) } },
  ],
  ['benchmark_window_not_bracketed', { edits: withCsv('short.csv') }],
  ['sampling_gap_exceeded', { edits: withCsv('gap.csv') }],
  [
    'aggregate_result_unwritable',
    {
      edits: {
        'gpu_metrics.csv': stream((rows) => rows.map((row) => row.replace('300.00', '1'.padEnd(309, '0')))),
      },
    },
  ],
  ['power_artifacts_missing', { multinode: true, env: { ...MN_ENV, POWER_ARTIFACT_DIR: 'none' } }],
  ['manifest_missing', { multinode: true, edits: { [`${MN_PACKAGE}/manifest.json`]: null } }],
  [
    'manifest_malformed',
    { multinode: true, edits: { [`${MN_PACKAGE}/manifest.json`]: '{"schema_version": ' } },
  ],
  ['producer_pin_missing', { multinode: true, env: { ...MN_ENV, POWER_PRODUCER_SHA: undefined } }],
  ['producer_commit_mismatch', { multinode: true, env: { ...MN_ENV, POWER_PRODUCER_SHA: 'B'.repeat(40) } }],
  ['package_recompute_invalid', { multinode: true, edits: mnManifest((m) => (m.unit = 'kW')) }],
  ['producer_verdict_mismatch', { multinode: true, edits: mnManifest((m) => (m.publication_valid = 'yes')) }],
  ['topology_env_mismatch', { multinode: true, env: { ...MN_ENV, PREFILL_GPUS: '3' } }],
  ['invalid_benchmark_result', { multinode: true, edits: { [`${MN_RF}.json`]: '[1, 2]' } }],
  [
    'window_for_result_missing',
    {
      multinode: true,
      edits: { [`${MN_RF}.json`]: editedJson('mn/raw.json', (r) => (r.max_concurrency = 7)) },
    },
  ],
  ['measurement_window_result_missing', { multinode: true, edits: { [MN_RESULT]: null } }],
  ['result_content_mismatch', { multinode: true, raw: editedJson('mn/raw.json', (r) => (r.completed = 23)) }],
  [
    'measurement_window_result_mismatch',
    {
      multinode: true,
      raw: editedJson('mn/raw.json', (r) => (r.benchmark_start_time_unix = T0 + 203.25)),
      edits: {
        [MN_RESULT]: editedJson('mn/raw.json', (r) => (r.benchmark_start_time_unix = T0 + 203.25)),
      },
    },
  ],
  [
    'non_finite_power_metric',
    {
      multinode: true,
      edits: {
        [`${MN_PACKAGE}/samples.csv`]: fixtureText('mn/LOGS/power/samples.csv').replace(
          /,450\.0$/gm,
          `,${'9'.repeat(308)}.0`,
        ),
      },
    },
  ],
];

describe('power validation: every reason code, best effort and strict', () => {
  it.each(REASON_CASES)('%s', (code, job) => {
    const env = job.env ?? (job.multinode ? MN_ENV : SN_ENV);
    const lenient = runJob(job);
    expect(JSON.parse(lenient.sidecar.text).reasons).toContain(code);
    // A metric that overflowed cannot be written, so that row keeps no power block at all.
    if (code === 'aggregate_result_unwritable') expect(lenient.row).not.toHaveProperty('power_valid');
    else expect(lenient.row.power_valid).toBe(0);
    expect(lenient.exitCode).toBe(0);
    const strict = runJob({ ...job, env: { ...env, REQUIRE_POWER: '1' } });
    expect(JSON.parse(strict.sidecar.text).reasons).toContain(code);
    expect(strict.exitCode).toBe(1);
    expect(strict.stdout.endsWith(`${strict.output.text}\n`)).toBe(true);
  });

  it('an aggregator failure falls back to an aggregation_internal_error sidecar (exit 1 only when strict)', async () => {
    const { processResult } = await import('../../shared/collect/process-result/process.js');
    const { noTelemetry } = await import('./helpers.js');
    const raw = JSON.parse(fixtureText('mn', 'raw.json'));
    const crash = () => {
      throw new TypeError("'<' not supported between instances of 'str' and 'int'");
    };
    for (const [required, exit] of [
      [undefined, 0],
      ['1', 1],
    ] as const) {
      const result = processResult({ ...MN_ENV, REQUIRE_POWER: required }, raw, {
        files: noTelemetry,
        aggregate: crash,
      });
      const sidecar = JSON.parse(result.sidecar.text);
      expect(sidecar).toMatchObject({
        power_valid: false,
        reasons: ['aggregation_internal_error'],
        telemetry_source: 'LOGS/power',
        benchmark_window: null,
        expected_gpu_count: 4,
        accumulator_check: null,
        internal_error: {
          type: 'TypeError',
          message: "'<' not supported between instances of 'str' and 'int'",
        },
      });
      expect(topLevelKeys(result.sidecar.text).at(-1)).toBe('internal_error');
      expect(result.stderr).toBe(
        "[process_result] power aggregation failed: '<' not supported between instances of 'str' and 'int'\n",
      );
      expect(result.exitCode).toBe(exit);
    }
  });

  it('a sidecar that cannot be written fails a strict job even when power is valid', () => {
    const result = runJob({ env: { ...SN_ENV, REQUIRE_POWER: '1' }, edits: withCsv('ramp.csv') });
    expect(result.exitCode).toBe(0);
    const failed = result.afterSidecarFailure('ENOSPC: no space left on device');
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).toBe(
      `[aggregate_power] Failed to write validation artifact power_validation_${SN_RF}.json: ENOSPC: no space left on device\n`,
    );
    expect(failed.stdout).toBe(`${result.output.text}\n`);
    expect(runJob({ edits: withCsv('ramp.csv') }).afterSidecarFailure('x').exitCode).toBe(0);
  });
});

describe('multi-node package gates, each broken alone', () => {
  const window = (change: (w: Record<string, unknown>) => void) => ({
    [MN_WINDOW]: editedJson('mn/LOGS/power/windows/results_concurrency_6_gpus_4_ctx_2_gen_2.json', change),
  });
  const devices = (change: (d: Array<{ assignments: Array<Record<string, unknown>> }>) => void) =>
    mnManifest((m) => change(m.expected_devices as Array<{ assignments: Array<Record<string, unknown>> }>));
  const GATES: Array<[string, Record<string, Edit>, string[], string[]]> = [
    [
      'wrong unit',
      mnManifest((m) => (m.unit = 'kW')),
      ['package_recompute_invalid'],
      ["unit is 'kW', expected 'W'"],
    ],
    [
      'lifecycle failure codes in a complete manifest',
      mnManifest((m) => (m.reason_codes = ['exporter_exited', 'collector_exception'])),
      ['package_recompute_invalid'],
      ['complete manifest carries lifecycle-failure reasons: collector_exception, exporter_exited'],
    ],
    [
      'window status failed',
      window((w) => {
        w.status = 'failed';
        w.reason = 'client crashed';
      }),
      ['package_recompute_invalid', 'producer_verdict_mismatch', 'window_for_result_missing'],
      ['measurement_window_incomplete (window sa-bench/6)', 'found 0 completed windows for concurrency 6'],
    ],
    [
      'duplicate window',
      // Same stem, other extension: both windows claim sa-bench/6.
      {
        [`${MN_PACKAGE}/windows/results_concurrency_6_gpus_4_ctx_2_gen_2.txt`]: fixtureText(
          `mn/${MN_WINDOW}`,
        ),
      },
      ['package_recompute_invalid'],
      ['measurement_window_duplicate (window sa-bench/6)'],
    ],
    [
      'result path with ..',
      window(
        (w) =>
          (w.result_path = `../LOGS/sa-bench_isl_4096_osl_512/results_concurrency_6_gpus_4_ctx_2_gen_2.json`),
      ),
      ['package_recompute_invalid'],
      ['measurement_window_result_path_invalid (windows/results_concurrency_6_gpus_4_ctx_2_gen_2.json)'],
    ],
    [
      'result stem differs from the window stem',
      window((w) => (w.result_path = 'sa-bench_isl_4096_osl_512/results_concurrency_6.json')),
      ['package_recompute_invalid'],
      ['measurement_window_result_path_invalid (windows/results_concurrency_6_gpus_4_ctx_2_gen_2.json)'],
    ],
    [
      'window clock disagrees with its duration',
      {
        ...window((w) => (w.duration = 28.0)),
        [MN_RESULT]: editedJson('mn/raw.json', (r) => (r.duration = 28.0)),
        [`${MN_RF}.json`]: editedJson('mn/raw.json', (r) => (r.duration = 28.0)),
      },
      ['package_recompute_invalid'],
      ['measurement_window_clock_mismatch (window sa-bench/6)'],
    ],
    [
      'GPU UUID changes mid-run',
      {
        [`${MN_PACKAGE}/samples.csv`]: fixtureText('mn/LOGS/power/samples.csv').replace(
          '1,1767312220.0,20,mn-p1,0,GPU-mn-p1-0',
          '1,1767312220.0,20,mn-p1,0,GPU-mn-p1-0b',
        ),
      },
      ['package_recompute_invalid'],
      ['gpu_uuid_changed (device identity/topology)'],
    ],
    [
      'het groups mixed null and integer',
      devices((d) => (d[0]!.assignments[0]!.het_group = null)),
      ['package_recompute_invalid', 'topology_env_mismatch'],
      ['conflicting_het_groups (device identity/topology)', 'conflicting_het_groups (topology)'],
    ],
    [
      'two roles share a het group',
      devices((d) => {
        for (const device of d) device.assignments[0]!.het_group = 0;
      }),
      ['topology_env_mismatch'],
      ['roles share a het group'],
    ],
    [
      'a blank line in samples.csv',
      { [`${MN_PACKAGE}/samples.csv`]: `${fixtureText('mn/LOGS/power/samples.csv')}\n` },
      ['package_recompute_invalid', 'producer_verdict_mismatch'],
      ['samples_csv_malformed in samples.csv'],
    ],
  ];
  it.each(GATES)('%s', (_name, edits, reasons, failures) => {
    const sidecar = JSON.parse(runJob({ multinode: true, edits }).sidecar.text);
    for (const reason of reasons) expect(sidecar.reasons).toContain(reason);
    for (const failure of failures) expect(sidecar.failures).toContain(failure);
    expect(sidecar.metrics).toEqual({});
  });

  it('a commit mismatch is quoted as Python would', () => {
    const sidecar = JSON.parse(
      runJob({ multinode: true, env: { ...MN_ENV, POWER_PRODUCER_SHA: 'abc' } }).sidecar.text,
    );
    expect(sidecar.failures).toContain(`producer_git_commit '${'b'.repeat(40)}' != expected 'abc'`);
  });

  it('benchmark reasons come last in multi-node verdicts', () => {
    const raw = editedJson('mn/raw.json', (r) => (r.completed = 0));
    const sidecar = JSON.parse(
      runJob({ multinode: true, raw, env: { ...MN_ENV, POWER_PRODUCER_SHA: '' } }).sidecar.text,
    );
    expect(sidecar.reasons.at(-1)).toBe('invalid_successful_query_count');
    expect(sidecar.reasons[0]).toBe('producer_pin_missing');
  });
});
