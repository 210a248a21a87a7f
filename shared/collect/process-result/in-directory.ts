/**
 * process-result as the benchmark templates run it: in the job's working directory, reading
 * `<RESULT_FILENAME>.json` and writing `agg_<RESULT_FILENAME>.json` plus the power sidecar; for
 * multi-node jobs, once per raw per-concurrency file. The only file I/O of process-result.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { SweepkitError } from '../../errors.js';
import { parsePythonJson } from '../json-text.js';
import { perJobFile } from '../names.js';
import { type Env, REQUIRED_BASE, requireVariables } from './env.js';
import { processResult } from './index.js';
import { planMultinodeRuns } from './multinode-loop.js';

export interface DirectoryRun {
  stdout: string;
  stderr: string;
  exitCode: 0 | 1;
  /** Files written, relative to the directory. */
  written: string[];
}

function readRaw(dir: string, name: string): Record<string, unknown> {
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
  return parsed.value as Record<string, unknown>;
}

/** One job's result in `dir`; nothing is written when validation fails. */
export function processResultInDirectory(dir: string, env: Env): DirectoryRun {
  requireVariables(env, REQUIRED_BASE);
  const raw = readRaw(dir, perJobFile.raw(env.RESULT_FILENAME!));
  const result = processResult(env, raw, {
    probe: { exists: (path) => existsSync(isAbsolute(path) ? path : join(dir, path)) },
  });
  writeFileSync(join(dir, result.output.name), result.output.text);
  writeFileSync(join(dir, result.sidecar.name), result.sidecar.text);
  return { ...result, written: [result.output.name, result.sidecar.name] };
}

/** The multi-node driver loop: every `<RESULT_FILENAME>_*.json` with a `_gpus_<G>` number. */
export function processMultinodeInDirectory(dir: string, env: Env): DirectoryRun {
  requireVariables(env, REQUIRED_BASE);
  const runs = planMultinodeRuns(env.RESULT_FILENAME!, readdirSync(dir));
  let producerSha = env.POWER_PRODUCER_SHA;
  if (!producerSha && existsSync(join(dir, 'power-producer-sha.txt')))
    producerSha = readFileSync(join(dir, 'power-producer-sha.txt'), 'utf8').trim();
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
