/**
 * process-result: one raw benchmark result + the job environment → the processed throughput row
 * (`agg_<RESULT_FILENAME>.json`), its power block and sidecar, and what to print.
 */
import { perJobFile } from '../names.js';
import { toPythonJson } from '../json-text.js';
import type { Env } from './env.js';
import { type PowerMeasurement, type TelemetryProbe, applyPowerBlock, measurePower } from './power.js';
import { type ThroughputRow, buildThroughputRow, isMultinode } from './row.js';

export { planMultinodeRuns, type MultinodeRun } from './multinode-loop.js';
export type { Env } from './env.js';
export type { ThroughputRow } from './row.js';

export interface ProcessedResult {
  row: ThroughputRow;
  /** `agg_<RESULT_FILENAME>.json` and its text (2-space JSON, no trailing newline). */
  output: { name: string; text: string };
  sidecar: { name: string; text: string };
  stdout: string;
  stderr: string;
  exitCode: 0 | 1;
}

export interface ProcessOptions {
  probe: TelemetryProbe;
  /** Replaces telemetry discovery (tests exercise the internal-error fallback with it). */
  measure?: () => PowerMeasurement;
}

/** Throws a SweepkitError (the reference's message) when the environment or raw result is invalid. */
export function processResult(
  env: Env,
  raw: Record<string, unknown>,
  options: ProcessOptions,
): ProcessedResult {
  const base = buildThroughputRow(env, raw);
  const multinode = isMultinode(env);
  const power = applyPowerBlock(
    base,
    env,
    options.measure ?? (() => measurePower(env, multinode, options.probe)),
  );
  const text = toPythonJson(power.row);
  return {
    row: power.row,
    output: { name: perJobFile.processed(env.RESULT_FILENAME ?? ''), text },
    sidecar: { name: power.sidecar.name, text: toPythonJson(power.sidecar.content) },
    stdout: [...power.stdoutPrefix, text].join('\n') + '\n',
    stderr: power.stderr.map((line) => `${line}\n`).join(''),
    exitCode: power.exitCode,
  };
}
