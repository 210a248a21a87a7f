/**
 * process-result as the benchmark templates run it: in the job's working directory, reading
 * `<RESULT_FILENAME>.json` (and the power telemetry) and writing `agg_<RESULT_FILENAME>.json` plus
 * the power sidecar; for multi-node jobs, once per raw per-concurrency file. Files are written
 * through a temporary name and renamed, so a reader never sees half a row.
 */
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SweepkitError } from '../shared/errors.js';
import { parsePythonJson } from '../shared/collect/json-text.js';
import { perJobFile } from '../shared/collect/names.js';
import { type Env, REQUIRED_BASE, requireVariables } from '../shared/collect/process-result/env.js';
import { processResult } from '../shared/collect/process-result/process.js';
import { planMultinodeRuns } from '../shared/collect/process-result/multinode-loop.js';
import { parseJsonValue } from '../shared/collect/power/json-value.js';
import { powerFiles } from './power-files.js';

export interface DirectoryRun {
  stdout: string;
  stderr: string;
  exitCode: 0 | 1;
  /** Files written, relative to the directory. */
  written: string[];
}

function readRaw(dir: string, name: string): { plain: Record<string, unknown>; text: string } {
  const path = join(dir, name);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new SweepkitError({
      message: `raw benchmark result not found`,
      file: name,
      hint: 'run process-result in the directory where the benchmark wrote <RESULT_FILENAME>.json',
    });
  }
  const parsed = parsePythonJson(text);
  if (!parsed.ok)
    throw new SweepkitError({
      message: `invalid JSON: ${parsed.problem.message}`,
      file: name,
      line: parsed.problem.line,
    });
  if (!parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value))
    throw new SweepkitError({ message: 'the raw benchmark result must be a JSON object', file: name });
  return { plain: parsed.value as Record<string, unknown>, text };
}

function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** One job's result in `dir`; nothing is written when validation fails. */
export function processResultInDirectory(dir: string, env: Env): DirectoryRun {
  requireVariables(env, REQUIRED_BASE);
  const raw = readRaw(dir, perJobFile.raw(env.RESULT_FILENAME!));
  const result = processResult(env, raw.plain, {
    files: powerFiles(dir),
    rawTyped: parseJsonValue(raw.text),
  });
  writeAtomically(join(dir, result.output.name), result.output.text);
  try {
    writeAtomically(join(dir, result.sidecar.name), result.sidecar.text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...result.afterSidecarFailure(message), written: [result.output.name] };
  }
  return {
    stdout: result.stdout,
    stderr: result.stderr,
    exitCode: result.exitCode,
    written: [result.output.name, result.sidecar.name],
  };
}

/** The multi-node driver loop: every `<RESULT_FILENAME>_*.json` with a `_gpus_<G>` number. */
export function processMultinodeInDirectory(dir: string, env: Env): DirectoryRun {
  requireVariables(env, REQUIRED_BASE);
  const runs = planMultinodeRuns(env.RESULT_FILENAME!, readdirSync(dir));
  let producerSha = env.POWER_PRODUCER_SHA;
  // The launcher records the producer commit it pinned; the pin applies when none is configured.
  if (!producerSha && existsSync(join(dir, 'power-producer-sha.txt')))
    producerSha = readFileSync(join(dir, 'power-producer-sha.txt'), 'utf8').replace(/\n+$/, '');
  const total: DirectoryRun = { stdout: '', stderr: '', exitCode: 0, written: [] };
  for (const run of runs) {
    const one = processResultInDirectory(dir, {
      ...env,
      RESULT_FILENAME: run.resultFilename,
      IS_MULTINODE: 'true',
      PREFILL_GPUS: String(run.prefillGpus),
      DECODE_GPUS: String(run.decodeGpus),
      POWER_PRODUCER_SHA: producerSha,
    });
    total.stdout += one.stdout;
    total.stderr += one.stderr;
    total.written.push(...one.written);
    if (one.exitCode) total.exitCode = 1;
  }
  return total;
}
