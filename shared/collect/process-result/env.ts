/**
 * The job environment process-result reads: which variables are required, how they
 * are parsed, and the reference's messages. A variable counts as present when it is set, even to ''.
 */
import { SweepkitError } from '../../errors.js';
import { PythonValueError, pyInt } from '../python-values.js';

export type Env = Record<string, string | undefined>;

export const REQUIRED_BASE = [
  'RUNNER_TYPE',
  'FRAMEWORK',
  'PRECISION',
  'SPEC_DECODING',
  'RESULT_FILENAME',
  'ISL',
  'OSL',
  'DISAGG',
  'MODEL_PREFIX',
  'IMAGE',
] as const;
export const REQUIRED_SINGLE_NODE = ['TP', 'EP_SIZE', 'DP_ATTENTION'] as const;
export const REQUIRED_MULTI_NODE = [
  'PREFILL_GPUS',
  'DECODE_GPUS',
  'PREFILL_NUM_WORKERS',
  'PREFILL_TP',
  'PREFILL_EP',
  'PREFILL_DP_ATTN',
  'DECODE_NUM_WORKERS',
  'DECODE_TP',
  'DECODE_EP',
  'DECODE_DP_ATTN',
] as const;

/** A process-result failure: the reference's message, what failed, and how to fix it. */
export function resultError(message: string, hint: string, entry?: string, value?: unknown): SweepkitError {
  return new SweepkitError({ message, hint, entry, value });
}

/** All absent names of `names`, reported together in declaration order. */
export function requireVariables(env: Env, names: readonly string[]): void {
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length)
    throw resultError(
      `Missing required environment variables: ${missing.join(', ')}`,
      'the benchmark template exports these into the job environment before process-result runs',
    );
}

/** Python `int(os.environ[name])` with the default used when the variable is absent. */
export function intVariable(env: Env, name: string, fallback?: string): number {
  const text = env[name] ?? fallback;
  try {
    return pyInt(text);
  } catch (error) {
    const message = error instanceof PythonValueError ? error.message : String(error);
    throw resultError(message, `set ${name} to a whole number`, name, text);
  }
}

/** DISAGG / IS_MULTINODE: true exactly when the lower-cased value is `true` (`yes`, `1` are false). */
export function strictBool(value: string | undefined): boolean {
  return (value ?? '').toLowerCase() === 'true';
}

/** REQUIRE_POWER: `1`, `true` or `yes`, case-insensitive. */
export function lenientBool(value: string | undefined): boolean {
  return ['1', 'true', 'yes'].includes((value ?? '').toLowerCase());
}

export interface RouterMetadata {
  name: string;
  version: string;
}

/** ROUTER_METADATA: absent when missing, '' or 'null'; else exactly {name, version}, both non-empty strings. */
export function routerMetadata(env: Env): RouterMetadata | undefined {
  const text = env.ROUTER_METADATA;
  if (text === undefined || text === '' || text === 'null') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw resultError(
      'ROUTER_METADATA must contain valid JSON',
      'e.g. {"name":"dynamo-router","version":"1.0"}',
      'ROUTER_METADATA',
      text,
    );
  }
  const keys =
    value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).sort() : undefined;
  if (!keys || keys.join(',') !== 'name,version')
    throw resultError(
      "ROUTER_METADATA must contain exactly 'name' and 'version'",
      'remove other keys; both are required',
      'ROUTER_METADATA',
      text,
    );
  const { name, version } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof version !== 'string' || name === '' || version === '')
    throw resultError(
      'ROUTER_METADATA name and version must be non-empty strings',
      'give both as non-empty JSON strings',
      'ROUTER_METADATA',
      text,
    );
  return { name, version };
}
