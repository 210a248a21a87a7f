/**
 * process-result: one raw benchmark result + the job environment → the processed throughput row
 * (`agg_<RESULT_FILENAME>.json`), its power block and sidecar, and what to print.
 */
import { perJobFile } from '../names.js';
import { toPythonJson } from '../json-text.js';
import { type JsonValue, typedFromPlain } from '../power/json-value.js';
import { type PowerJob, measurePower } from '../power/measure.js';
import { type PowerOutcome, outcomeLines } from '../power/outcome.js';
import type { PowerFiles } from '../power/ports.js';
import { type Env, intVariable, lenientBool } from './env.js';
import { type ThroughputRow, buildThroughputRow, isMultinode } from './row.js';

export interface ProcessedResult {
  row: ThroughputRow;
  /** `agg_<RESULT_FILENAME>.json` and its text (2-space JSON, no trailing newline). */
  output: { name: string; text: string };
  sidecar: { name: string; text: string };
  /** What the job prints and its exit status, assuming both files were written. */
  stdout: string;
  stderr: string;
  exitCode: 0 | 1;
  /** The same when writing the sidecar failed with `error`. */
  afterSidecarFailure(error: string): { stdout: string; stderr: string; exitCode: 0 | 1 };
}

export interface ProcessOptions {
  files: PowerFiles;
  /** The raw result with integer/float spelling kept; derived from `raw` when absent. */
  rawTyped?: JsonValue;
  /** Replaces the aggregator (tests exercise the internal-error fallback with it). */
  aggregate?: (job: PowerJob, files: PowerFiles) => PowerOutcome;
}

function powerJob(env: Env, row: ThroughputRow, raw: JsonValue): PowerJob {
  const resultFilename = env.RESULT_FILENAME ?? '';
  const multinode = isMultinode(env);
  const prefill = multinode ? intVariable(env, 'PREFILL_GPUS') : 0;
  const decode = multinode ? intVariable(env, 'DECODE_GPUS') : 0;
  const expectedGpus = multinode
    ? prefill + decode
    : intVariable(env, 'TP') * intVariable(env, 'PP_SIZE', '1') * intVariable(env, 'PCP_SIZE', '1');
  return {
    row,
    raw,
    multinode,
    required: lenientBool(env.REQUIRE_POWER),
    expectedGpus,
    prefillGpus: prefill,
    decodeGpus: decode,
    gpuMetricsCsv: env.GPU_METRICS_CSV,
    artifactDir: env.POWER_ARTIFACT_DIR,
    resultRoot: env.POWER_RESULT_ROOT,
    producerSha: env.POWER_PRODUCER_SHA,
    rawName: perJobFile.raw(resultFilename),
    rowName: perJobFile.processed(resultFilename),
    sidecarName: perJobFile.powerSidecar(resultFilename),
  };
}

/** Throws a SweepkitError (the reference's message) when the environment or raw result is invalid. */
export function processResult(
  env: Env,
  raw: Record<string, unknown>,
  options: ProcessOptions,
): ProcessedResult {
  const base = buildThroughputRow(env, raw);
  const job = powerJob(env, base, options.rawTyped ?? typedFromPlain(raw));
  const outcome = measurePower(job, options.files, options.aggregate);
  const text = toPythonJson(outcome.row);
  const print = (sidecarError?: string) => {
    const lines = outcomeLines(outcome, outcome.sidecar.name, sidecarError);
    return {
      stdout: [...lines.stdoutPrefix, text].join('\n') + '\n',
      stderr: lines.stderr.map((line) => `${line}\n`).join(''),
      exitCode: lines.exitCode,
    };
  };
  return {
    row: outcome.row,
    output: { name: job.rowName, text },
    sidecar: { name: outcome.sidecar.name, text: toPythonJson(outcome.sidecar.content) },
    ...print(),
    afterSidecarFailure: (error) => print(error),
  };
}
