/** Test support for power validation: fixture folders seen through PowerFiles, with in-memory edits. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { powerFiles } from '../../io/power-files.js';
import type { PowerFiles } from '../../shared/collect/power/ports.js';
import { parseJsonValue } from '../../shared/collect/power/json-value.js';
import { processResult, type ProcessedResult } from '../../shared/collect/process-result/process.js';
import type { Env } from '../../shared/collect/process-result/env.js';
import { collectFixtures } from './helpers.js';

export const powerFixtures = join(collectFixtures, 'power');

/** A file's replacement text, `null` to remove it, or an Error to make reading it fail. */
export type Edit = string | null | Error;

/**
 * The fixture folder `base` as the job directory, with `edits` applied over it. `alias` maps a
 * path to a fixture file to read instead (the raw result is stored once, under a short name).
 */
export function layeredFiles(
  base: string,
  edits: Record<string, Edit> = {},
  alias: Record<string, string> = {},
): PowerFiles {
  const disk = powerFiles(base);
  const target = (path: string) => alias[path] ?? path;
  const edited = (path: string) => Object.hasOwn(edits, path);
  return {
    stat(path) {
      if (edited(path)) {
        const edit = edits[path];
        if (edit === null) return { kind: 'missing', size: 0 };
        return { kind: 'file', size: typeof edit === 'string' ? Buffer.byteLength(edit) : 1 };
      }
      // A folder that only edits create.
      if (Object.keys(edits).some((key) => key.startsWith(`${path}/`) && edits[key] !== null))
        return { kind: 'directory', size: 0 };
      return disk.stat(target(path));
    },
    isSymlink: (path) => (edited(path) ? false : disk.isSymlink(target(path))),
    readText(path) {
      if (edited(path)) {
        const edit = edits[path];
        if (edit === null || edit === undefined) throw new Error(`ENOENT: ${path}`);
        if (edit instanceof Error) throw edit;
        return edit;
      }
      return disk.readText(target(path));
    },
    readTextChunks(path) {
      if (!edited(path)) return disk.readTextChunks(target(path));
      // An edit is one piece; reading it (or failing) happens while iterating, as on disk.
      const read = () => this.readText(path);
      return (function* () {
        yield read();
      })();
    },
    list(dir) {
      const names = new Set<string>();
      try {
        for (const name of disk.list(dir)) names.add(name);
      } catch {
        // only edited entries
      }
      for (const [key, edit] of Object.entries(edits)) {
        if (!key.startsWith(`${dir}/`)) continue;
        const name = key.slice(dir.length + 1).split('/')[0]!;
        if (edit === null && key === `${dir}/${name}`) names.delete(name);
        else names.add(name);
      }
      return [...names];
    },
    resolvePath: (path) => disk.resolvePath(path),
  };
}

export const T0 = 1767312000;
export const SN_RF =
  'qwen3_1k1k_fp8_sglang_tp2-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc8_h100-x_01';
export const SN_ENV: Env = {
  RUNNER_TYPE: 'h100',
  FRAMEWORK: 'sglang',
  PRECISION: 'fp8',
  SPEC_DECODING: 'none',
  ISL: '1024',
  OSL: '1024',
  DISAGG: 'false',
  MODEL_PREFIX: 'qwen3',
  IMAGE: 'lmsysorg/sglang:v0.5',
  TP: '2',
  EP_SIZE: '1',
  DP_ATTENTION: 'false',
  RESULT_FILENAME: SN_RF,
};

export const MN_RF =
  'qwen3_4k512_fp8_dynamo-sglang_prefill-tp2-ep1-dpafalse-nw1_decode-tp2-ep1-dpafalse-nw1_disagg-true_spec-none_conc6_gb200-nv_0_sa-bench_isl_4096_osl_512_conc6_gpus_4_ctx_2_gen_2';
export const MN_ENV: Env = {
  RUNNER_TYPE: 'cluster:gb200-nv',
  FRAMEWORK: 'dynamo-sglang',
  PRECISION: 'fp8',
  SPEC_DECODING: 'none',
  ISL: '4096',
  OSL: '512',
  DISAGG: 'true',
  MODEL_PREFIX: 'qwen3',
  IMAGE: 'lmsysorg/sglang:v0.5',
  IS_MULTINODE: 'true',
  PREFILL_NUM_WORKERS: '1',
  PREFILL_TP: '2',
  PREFILL_EP: '1',
  PREFILL_DP_ATTN: 'false',
  DECODE_NUM_WORKERS: '1',
  DECODE_TP: '2',
  DECODE_EP: '1',
  DECODE_DP_ATTN: 'false',
  RESULT_FILENAME: MN_RF,
  PREFILL_GPUS: '2',
  DECODE_GPUS: '2',
  POWER_PRODUCER_SHA: 'b'.repeat(40),
};
const MN_STEM = 'results_concurrency_6_gpus_4_ctx_2_gen_2';
export const MN_PACKAGE = 'LOGS/power';
export const MN_WINDOW = `${MN_PACKAGE}/windows/${MN_STEM}.json`;
export const MN_RESULT = `LOGS/sa-bench_isl_4096_osl_512/${MN_STEM}.json`;

export function fixtureText(...parts: string[]): string {
  return readFileSync(join(powerFixtures, ...parts), 'utf8');
}

/** A JSON fixture file with `change` applied (for one-field edits of a package). */
export function editedJson(path: string, change: (value: Record<string, unknown>) => void): string {
  const value = JSON.parse(fixtureText(path)) as Record<string, unknown>;
  change(value);
  return JSON.stringify(value, null, 2);
}

export interface Job {
  env?: Env;
  multinode?: boolean;
  /** Raw result text (defaults to the fixture's raw.json). */
  raw?: string;
  edits?: Record<string, Edit>;
}

/** process-result on a fixture folder, in process. */
export function runJob(job: Job): ProcessedResult {
  const multinode = job.multinode ?? false;
  const env = job.env ?? (multinode ? MN_ENV : SN_ENV);
  const rawText = job.raw ?? fixtureText(multinode ? 'mn' : 'sn', 'raw.json');
  const rf = env.RESULT_FILENAME!;
  const files = layeredFiles(join(powerFixtures, multinode ? 'mn' : 'sn'), {
    [`${rf}.json`]: rawText,
    ...job.edits,
  });
  return processResult(env, JSON.parse(rawText) as Record<string, unknown>, {
    files,
    rawTyped: parseJsonValue(rawText),
  });
}
