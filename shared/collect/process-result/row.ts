/**
 * The per-job throughput row: base fields, optional router/KV transfer, the
 * single-node or multi-node topology block and the derived metrics, in the reference's key
 * order and with its validation order. The power block is added afterwards (power.ts).
 */
import { PythonValueError, pyFloat, pyInt } from '../python-values.js';
import {
  type Env,
  REQUIRED_BASE,
  REQUIRED_MULTI_NODE,
  REQUIRED_SINGLE_NODE,
  intVariable,
  requireVariables,
  resultError,
  routerMetadata,
  strictBool,
} from './env.js';
import { addDerivedMetrics } from './derived-metrics.js';

export type ThroughputRow = Record<string, unknown>;

function rawKey(raw: Record<string, unknown>, key: string): unknown {
  if (!Object.hasOwn(raw, key))
    throw resultError(
      `raw result has no '${key}' (KeyError)`,
      'pass the unmodified benchmark_serving.py output',
      key,
    );
  return raw[key];
}

function rawNumber(raw: Record<string, unknown>, key: string, convert: (v: unknown) => number): number {
  const value = rawKey(raw, key);
  try {
    return convert(value);
  } catch (error) {
    const message = error instanceof PythonValueError ? `${error.kind}: ${error.message}` : String(error);
    throw resultError(`raw result key '${key}': ${message}`, 'it must be a number', key, value);
  }
}

/** True when the job ran the multi-node template (IS_MULTINODE, same rule as DISAGG). */
export function isMultinode(env: Env): boolean {
  return strictBool(env.IS_MULTINODE ?? 'false');
}

type Throughputs = () => [total: number, output: number];

function singleNodeBlock(env: Env, throughputs: Throughputs): ThroughputRow {
  if (strictBool(env.DISAGG))
    throw resultError(
      'Disaggregated mode requires multinode setup.',
      'set DISAGG=false or IS_MULTINODE=true',
    );
  requireVariables(env, REQUIRED_SINGLE_NODE);
  const tp = intVariable(env, 'TP');
  const pp = intVariable(env, 'PP_SIZE', '1');
  const dcp = intVariable(env, 'DCP_SIZE', '1');
  const pcp = intVariable(env, 'PCP_SIZE', '1');
  const ep = intVariable(env, 'EP_SIZE');
  if (pp <= 0 || dcp <= 0 || pcp <= 0)
    throw resultError(
      'PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.',
      'sizes default to 1 when unset',
    );
  // FIX: in the reference TP=0 crashed with a bare ZeroDivisionError; report it instead.
  if (tp <= 0)
    throw resultError('TP must be a positive integer.', 'set TP to the tensor-parallel size', 'TP', env.TP);
  // DCP is metadata only: it does not multiply the GPU count.
  const gpus = tp * pp * pcp;
  const [total, output] = throughputs();
  return {
    is_multinode: false,
    tp,
    pp,
    dcp_size: dcp,
    pcp_size: pcp,
    ep,
    dp_attention: env.DP_ATTENTION,
    tput_per_gpu: total / gpus,
    output_tput_per_gpu: output / gpus,
    input_tput_per_gpu: (total - output) / gpus,
  };
}

function multiNodeBlock(env: Env, throughputs: Throughputs): ThroughputRow {
  requireVariables(env, REQUIRED_MULTI_NODE);
  const prefillHw = env.PREFILL_HARDWARE ?? '';
  const decodeHw = env.DECODE_HARDWARE ?? '';
  if ((prefillHw === '') !== (decodeHw === ''))
    throw resultError(
      'PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.',
      'set both (heterogeneous prefill/decode) or neither',
    );
  const n = (name: string, fallback?: string) => intVariable(env, name, fallback);
  const prefillGpus = n('PREFILL_GPUS');
  const decodeGpus = n('DECODE_GPUS');
  const prefill = {
    workers: n('PREFILL_NUM_WORKERS'),
    tp: n('PREFILL_TP'),
    ep: n('PREFILL_EP'),
    pp: n('PREFILL_PP_SIZE', '1'),
    dcp: n('PREFILL_DCP_SIZE', '1'),
    pcp: n('PREFILL_PCP_SIZE', '1'),
  };
  const decode = {
    workers: n('DECODE_NUM_WORKERS'),
    tp: n('DECODE_TP'),
    ep: n('DECODE_EP'),
    pp: n('DECODE_PP_SIZE', '1'),
    dcp: n('DECODE_DCP_SIZE', '1'),
    pcp: n('DECODE_PCP_SIZE', '1'),
  };
  if ([prefill.pp, prefill.dcp, prefill.pcp, decode.pp, decode.dcp, decode.pcp].some((size) => size <= 0))
    throw resultError(
      'Multinode PP, DCP, and PCP sizes must be positive integers.',
      'sizes default to 1 when unset',
    );
  const gpus = prefillGpus + decodeGpus;
  if (gpus <= 0)
    throw resultError('Multinode results require at least one GPU.', 'check PREFILL_GPUS and DECODE_GPUS');
  if (prefillGpus <= 0)
    throw resultError('Multinode results require at least one prefill GPU.', 'check PREFILL_GPUS');
  // DISAGG is deliberately not checked: aggregated multi-node (DISAGG=false) is valid.
  const aggregated = decodeGpus <= 0;
  const [total, output] = throughputs();
  const row: ThroughputRow = {
    is_multinode: true,
    prefill_tp: prefill.tp,
    prefill_pp: prefill.pp,
    prefill_dcp_size: prefill.dcp,
    prefill_pcp_size: prefill.pcp,
    prefill_ep: prefill.ep,
    prefill_dp_attention: env.PREFILL_DP_ATTN,
    prefill_num_workers: prefill.workers,
    decode_tp: aggregated ? 0 : decode.tp,
    decode_pp: aggregated ? 1 : decode.pp,
    decode_dcp_size: aggregated ? 1 : decode.dcp,
    decode_pcp_size: aggregated ? 1 : decode.pcp,
    decode_ep: aggregated ? 0 : decode.ep,
    decode_dp_attention: env.DECODE_DP_ATTN,
    decode_num_workers: decode.workers,
    num_prefill_gpu: prefillGpus,
    num_decode_gpu: decodeGpus,
    tput_per_gpu: total / gpus,
    output_tput_per_gpu: output / (aggregated ? gpus : decodeGpus),
    input_tput_per_gpu: (total - output) / prefillGpus,
  };
  if (prefillHw !== '') {
    row.prefill_hw = prefillHw;
    row.decode_hw = decodeHw;
  }
  return row;
}

/** Builds the row without its power block; throws a SweepkitError in the reference's order. */
export function buildThroughputRow(env: Env, raw: Record<string, unknown>): ThroughputRow {
  requireVariables(env, REQUIRED_BASE);
  const row: ThroughputRow = {
    hw: env.RUNNER_TYPE,
    conc: rawNumber(raw, 'max_concurrency', pyInt),
    image: env.IMAGE,
    model: rawKey(raw, 'model_id'),
    infmax_model_prefix: env.MODEL_PREFIX,
    framework: env.FRAMEWORK,
    precision: env.PRECISION,
    spec_decoding: env.SPEC_DECODING,
    disagg: strictBool(env.DISAGG),
    recipe_fingerprint: env.RECIPE_FINGERPRINT ?? '',
    isl: intVariable(env, 'ISL'),
    osl: intVariable(env, 'OSL'),
  };
  const router = routerMetadata(env);
  if (router) row.router = router;
  if (env.KV_P2P_TRANSFER) row.kv_p2p_transfer = env.KV_P2P_TRANSFER;
  // The throughputs are read after each branch's environment checks, where the reference reads them.
  const throughputs: Throughputs = () => [
    rawNumber(raw, 'total_token_throughput', pyFloat),
    rawNumber(raw, 'output_throughput', pyFloat),
  ];
  Object.assign(row, isMultinode(env) ? multiNodeBlock(env, throughputs) : singleNodeBlock(env, throughputs));
  addDerivedMetrics(row, raw);
  return row;
}
