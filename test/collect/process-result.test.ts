import { describe, expect, it } from '@jest/globals';
import { SweepkitError } from '../../shared/errors.js';
import { processResult } from '../../shared/collect/process-result/process.js';
import { planMultinodeRuns } from '../../shared/collect/process-result/multinode-loop.js';
import type { Env } from '../../shared/collect/process-result/env.js';
import { fixtureJson, noTelemetry, topLevelKeys } from './helpers.js';

const singleEnv = fixtureJson<Env>('process-result', 'single-node.env.json');
const singleRaw = fixtureJson('process-result', 'single-node-raw.json');
const multiEnv = fixtureJson<Env>('process-result', 'multinode.env.json');
const multiRaw = fixtureJson('process-result', 'multinode-raw.json');

const run = (env: Env, raw: Record<string, unknown> = singleRaw) =>
  processResult(env, raw, { files: noTelemetry });

function failure(env: Env, raw: Record<string, unknown> = singleRaw): string {
  try {
    run(env, raw);
  } catch (error) {
    expect(error).toBeInstanceOf(SweepkitError);
    return (error as SweepkitError).issues[0]!.message;
  }
  throw new Error('expected process-result to fail');
}

describe('process-result worked examples', () => {
  it('single-node: key order, values, default fingerprint, power block at the end', () => {
    const result = run(singleEnv);
    const keys = topLevelKeys(result.output.text);
    expect(keys.slice(0, 22)).toEqual([
      'hw',
      'conc',
      'image',
      'model',
      'infmax_model_prefix',
      'framework',
      'precision',
      'spec_decoding',
      'disagg',
      'recipe_fingerprint',
      'isl',
      'osl',
      'is_multinode',
      'tp',
      'pp',
      'dcp_size',
      'pcp_size',
      'ep',
      'dp_attention',
      'tput_per_gpu',
      'output_tput_per_gpu',
      'input_tput_per_gpu',
    ]);
    expect(keys.slice(-2)).toEqual(['power_metric_schema_version', 'power_valid']);
    const row = JSON.parse(result.output.text);
    expect(row).toMatchObject({
      hw: 'h200',
      conc: 4,
      image: 'lmsysorg/sglang:v0.5',
      model: 'deepseek-ai/DeepSeek-R1-0528',
      infmax_model_prefix: 'dsr1',
      disagg: false,
      recipe_fingerprint: '',
      isl: 1024,
      osl: 1024,
      is_multinode: false,
      tp: 8,
      pp: 1,
      dcp_size: 1,
      pcp_size: 1,
      ep: 1,
      dp_attention: 'false',
      tput_per_gpu: 102.4,
      output_tput_per_gpu: 51.2,
      input_tput_per_gpu: 51.2,
      median_ttft: 0.11,
      std_tpot: 0.0005,
      std_intvty: 2000,
      p99_tpot: 0.0125,
      p99_intvty: 80,
      'p99.9_e2el': 11,
      power_metric_schema_version: 2,
      power_valid: 0,
    });
    expect(row).not.toHaveProperty('input_lens');
    expect(row).not.toHaveProperty('request_goodput:');
    expect(keys.indexOf('p99_tpot')).toBe(keys.indexOf('p99_intvty') - 1);
    expect(result.output.text.endsWith('}')).toBe(true);
    expect(result.stdout).toBe(`${result.output.text}\n`);
    expect(result.stderr).toContain('[aggregate_power] Power validation failed: invalid_benchmark_window');
    expect(result.exitCode).toBe(0);
  });

  it('multi-node disaggregated 20+8 GPUs', () => {
    const result = run(multiEnv, multiRaw);
    const keys = topLevelKeys(result.output.text);
    expect(keys.slice(keys.indexOf('osl'), keys.indexOf('osl') + 4)).toEqual([
      'osl',
      'router',
      'kv_p2p_transfer',
      'is_multinode',
    ]);
    const row = JSON.parse(result.output.text);
    expect(row).toMatchObject({
      router: { name: 'dynamo-router', version: '1.0' },
      kv_p2p_transfer: 'nixl',
      recipe_fingerprint: '0123456789abcdef0123',
      num_prefill_gpu: 20,
      num_decode_gpu: 8,
      tput_per_gpu: 1000,
      output_tput_per_gpu: 2000,
      input_tput_per_gpu: 600,
      median_tpot: 0.02,
      median_intvty: 50,
      power_metric_schema_version: 2,
      power_valid: 0,
    });
    expect(keys).not.toContain('prefill_hw');
    expect(keys.slice(keys.indexOf('is_multinode'), keys.indexOf('tput_per_gpu'))).toEqual([
      'is_multinode',
      'prefill_tp',
      'prefill_pp',
      'prefill_dcp_size',
      'prefill_pcp_size',
      'prefill_ep',
      'prefill_dp_attention',
      'prefill_num_workers',
      'decode_tp',
      'decode_pp',
      'decode_dcp_size',
      'decode_pcp_size',
      'decode_ep',
      'decode_dp_attention',
      'decode_num_workers',
      'num_prefill_gpu',
      'num_decode_gpu',
    ]);
    expect(result.stderr).toContain('power_artifacts_missing, invalid_benchmark_window');
  });

  it('the key-rule quirks: num_items, tpot_count, x_ms_ms, alarms, max_concurrency 8.7', () => {
    const raw = {
      ...singleRaw,
      num_items: '5',
      tpot_count: 4,
      x_ms_ms: 1000,
      alarms: 3,
      max_concurrency: 8.7,
    };
    const row = run({ ...singleEnv, TP: '4' }, raw).row;
    expect(row).toMatchObject({ conc: 8, num_items: 0.005, intvty_count: 250, x: 1, alarms: 0.003 });
  });
});

describe('process-result rules (edge cases)', () => {
  it('PP=2, DCP=2, PCP=2, TP=4: 16 GPUs, DCP excluded but reported', () => {
    const row = run({ ...singleEnv, TP: '4', PP_SIZE: '2', DCP_SIZE: '2', PCP_SIZE: '2' }).row;
    expect(row).toMatchObject({ tput_per_gpu: 819.2 / 16, dcp_size: 2, pp: 2, pcp_size: 2 });
  });

  it('multi-node with DECODE_GPUS=0: decode sizes collapse, output denominator is the total', () => {
    const row = run({ ...multiEnv, PREFILL_GPUS: '8', DECODE_GPUS: '0' }, multiRaw).row;
    expect(row).toMatchObject({
      decode_tp: 0,
      decode_ep: 0,
      decode_pp: 1,
      decode_dcp_size: 1,
      decode_pcp_size: 1,
      decode_dp_attention: 'true',
      decode_num_workers: 1,
      output_tput_per_gpu: 2000,
      tput_per_gpu: 3500,
    });
  });

  it('heterogeneous hardware: both set gives prefill_hw/decode_hw last in the topology block', () => {
    const result = run({ ...multiEnv, PREFILL_HARDWARE: 'gb200', DECODE_HARDWARE: 'gb300' }, multiRaw);
    const keys = topLevelKeys(result.output.text);
    expect(keys.slice(keys.indexOf('input_tput_per_gpu'), keys.indexOf('input_tput_per_gpu') + 3)).toEqual([
      'input_tput_per_gpu',
      'prefill_hw',
      'decode_hw',
    ]);
  });

  it.each([
    [
      'only prefill hardware',
      { ...multiEnv, PREFILL_HARDWARE: 'gb200' },
      'PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.',
    ],
    [
      'no base variables',
      { RESULT_FILENAME: 'x' },
      'Missing required environment variables: RUNNER_TYPE, FRAMEWORK, PRECISION, SPEC_DECODING, ISL, OSL, DISAGG, MODEL_PREFIX, IMAGE',
    ],
    [
      'no TP/EP/DPA',
      { ...singleEnv, TP: undefined, EP_SIZE: undefined, DP_ATTENTION: undefined },
      'Missing required environment variables: TP, EP_SIZE, DP_ATTENTION',
    ],
    ['empty ISL counts as present', { ...singleEnv, ISL: '' }, "invalid literal for int() with base 10: ''"],
    [
      'DISAGG=TRUE single-node',
      { ...singleEnv, DISAGG: 'TRUE' },
      'Disaggregated mode requires multinode setup.',
    ],
    [
      'DISAGG=True single-node',
      { ...singleEnv, DISAGG: 'True' },
      'Disaggregated mode requires multinode setup.',
    ],
    [
      'PP_SIZE=0',
      { ...singleEnv, PP_SIZE: '0' },
      'PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.',
    ],
    ['PP_SIZE empty', { ...singleEnv, PP_SIZE: '' }, "invalid literal for int() with base 10: ''"],
    [
      'multi-node DECODE_PCP_SIZE=0',
      { ...multiEnv, DECODE_PCP_SIZE: '0' },
      'Multinode PP, DCP, and PCP sizes must be positive integers.',
    ],
    [
      'zero GPUs before zero prefill GPUs',
      { ...multiEnv, PREFILL_GPUS: '0', DECODE_GPUS: '0' },
      'Multinode results require at least one GPU.',
    ],
    [
      'zero prefill GPUs',
      { ...multiEnv, PREFILL_GPUS: '0' },
      'Multinode results require at least one prefill GPU.',
    ],
    [
      'ROUTER_METADATA invalid JSON',
      { ...singleEnv, ROUTER_METADATA: '{nope' },
      'ROUTER_METADATA must contain valid JSON',
    ],
    [
      'ROUTER_METADATA []',
      { ...singleEnv, ROUTER_METADATA: '[]' },
      "ROUTER_METADATA must contain exactly 'name' and 'version'",
    ],
    [
      'ROUTER_METADATA name only',
      { ...singleEnv, ROUTER_METADATA: '{"name":"a"}' },
      "ROUTER_METADATA must contain exactly 'name' and 'version'",
    ],
    [
      'ROUTER_METADATA extra key',
      { ...singleEnv, ROUTER_METADATA: '{"name":"a","version":"1","x":1}' },
      "ROUTER_METADATA must contain exactly 'name' and 'version'",
    ],
    [
      'ROUTER_METADATA empty version',
      { ...singleEnv, ROUTER_METADATA: '{"name":"a","version":""}' },
      'ROUTER_METADATA name and version must be non-empty strings',
    ],
  ] as [string, Env, string][])('%s → the reference message', (_name, env, message) => {
    expect(failure(env, env === multiEnv || env.IS_MULTINODE ? multiRaw : singleRaw)).toBe(message);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['null', 'null'],
  ])('ROUTER_METADATA %s: no router key', (_n, value) => {
    expect(run({ ...singleEnv, ROUTER_METADATA: value }).row).not.toHaveProperty('router');
  });

  it.each([['yes'], ['1']])('DISAGG=%s is false on single-node', (value) => {
    expect(run({ ...singleEnv, DISAGG: value }).row.disagg).toBe(false);
  });

  it.each([
    ['zero TPOT', { mean_tpot_ms: 0 }, /ZeroDivisionError/],
    ['null _ms value', { p99_ttft_ms: null }, /TypeError/],
    ['non-numeric _ms value', { p99_ttft_ms: 'fast' }, /ValueError/],
    ['missing max_concurrency', { max_concurrency: undefined }, /max_concurrency/],
  ])('%s fails with a message naming the key', (_n, patch, pattern) => {
    const raw: Record<string, unknown> = { ...singleRaw, ...patch };
    for (const key of Object.keys(raw)) if (raw[key] === undefined) delete raw[key];
    expect(failure(singleEnv, raw)).toMatch(pattern);
  });

  it('max_concurrency as the string "8" is accepted', () => {
    expect(run(singleEnv, { ...singleRaw, max_concurrency: '8' }).row.conc).toBe(8);
  });

  it('REQUIRE_POWER without telemetry: exit 1 after the JSON, power_valid 0; without the flag exit 0', () => {
    const required = run({ ...singleEnv, REQUIRE_POWER: 'yes' });
    expect(required.exitCode).toBe(1);
    expect(JSON.parse(required.stdout).power_valid).toBe(0);
    expect(run(singleEnv).exitCode).toBe(0);
  });

  it('aggregator raising internally: metrics stripped, sidecar names aggregation_internal_error', () => {
    const result = processResult(
      singleEnv,
      { ...singleRaw },
      {
        files: noTelemetry,
        aggregate: () => {
          throw new Error('boom');
        },
      },
    );
    expect(result.row).toMatchObject({ power_metric_schema_version: 2, power_valid: 0 });
    expect(JSON.parse(result.sidecar.text)).toMatchObject({
      reasons: ['aggregation_internal_error'],
      internal_error: { type: 'Error', message: 'boom' },
    });
    expect(result.stderr).toContain('[process_result] power aggregation failed: boom');
  });
});

describe('multi-node driver loop', () => {
  it('takes GPU counts from the file names and skips files without _gpus_', () => {
    const rf = 'dsr1_8k1k_x_conc256x512_gb200-nv_0';
    expect(
      planMultinodeRuns(rf, [
        `${rf}_cfg_conc512_gpus_28_ctx_20_gen_8.json`,
        `${rf}_cfg_conc256_gpus_16.json`,
        `${rf}_cfg_conc1024.json`,
        `agg_${rf}_cfg_conc256_gpus_16.json`,
        'other.json',
      ]),
    ).toEqual([
      {
        file: `${rf}_cfg_conc256_gpus_16.json`,
        resultFilename: `${rf}_cfg_conc256_gpus_16`,
        prefillGpus: 16,
        decodeGpus: 0,
      },
      {
        file: `${rf}_cfg_conc512_gpus_28_ctx_20_gen_8.json`,
        resultFilename: `${rf}_cfg_conc512_gpus_28_ctx_20_gen_8`,
        prefillGpus: 20,
        decodeGpus: 8,
      },
    ]);
  });
});
