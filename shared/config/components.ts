/**
 * Building blocks shared by the master-config and matrix-row schemas: strict scalar types,
 * component metadata (router, KV offload backend), worker blocks and the concurrency rules.
 * Types are strict (no "8" for 8, no 8.0, no "yes" for true): real configs only use native
 * YAML types, so this changes no real output (the reference's lax coercion, which let the raw
 * value leak into rows, is not kept).
 */
import { z } from 'zod';

/** Runs a cross-field rule only when every field of the object (and below) is valid. */
export const whenClean = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

export const int = z.int();
/** `pp`, `dcp-size`, `pcp-size`: strict integers > 0. */
export const positiveInt = z.int().check(z.positive());
export const nonEmptyString = z.string().check(z.minLength(1));

const SPEC_DECODING = ['mtp', 'draft_model', 'none'] as const;
export const specDecoding = z.enum(SPEC_DECODING);
const KV_OFFLOADING = ['none', 'dram'] as const;
export const kvOffloading = z.enum(KV_OFFLOADING);

const IMAGE_VERSION =
  'component version must be a release, package version, or source commit, not an image reference';
/** A version must not be an image reference: a case-sensitive prefix test only, as in the reference. */
const componentVersion = nonEmptyString.check(z.refine((v) => !v.startsWith('image:'), IMAGE_VERSION));

export const RouterSchema = z.strictObject({ name: nonEmptyString, version: componentVersion });

export const KvOffloadBackendSchema = z.strictObject({
  name: nonEmptyString,
  version: z.optional(z.nullable(componentVersion)),
});

/** `dcp-size` must divide `tp`. */
export function dcpDivides(entry: { tp?: unknown; 'dcp-size'?: number }): string | null {
  const dcp = entry['dcp-size'] ?? 1;
  const tp = entry.tp;
  if (typeof tp === 'number' && tp % dcp !== 0)
    return `'tp' (${tp}) must be divisible by 'dcp-size' (${dcp})`;
  return null;
}

/**
 * A `prefill` / `decode` block: the same schema in master configs and in rows (dcp-size divides
 * tp). The rule runs only once every field is valid.
 */
export const WorkerSchema = z
  .strictObject({
    'num-worker': int,
    tp: int,
    pp: z.optional(positiveInt),
    'dcp-size': z.optional(positiveInt),
    'pcp-size': z.optional(positiveInt),
    ep: int,
    'dp-attn': z.boolean(),
    hardware: z.optional(z.nullable(nonEmptyString)),
    'additional-settings': z.optional(z.nullable(z.array(z.string()))),
  })
  .check(
    z.superRefine((worker, ctx) => {
      const problem = dcpDivides(worker);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: worker });
    }, whenClean),
  );
export type Worker = z.infer<typeof WorkerSchema>;

/** `hardware` on both workers or on neither (multi-node entries and rows). */
export function hardwarePaired(entry: { prefill?: Worker | null; decode?: Worker | null }): string | null {
  const p = entry.prefill?.hardware != null;
  const d = entry.decode?.hardware != null;
  return p === d ? null : "'hardware' must be specified for both 'prefill' and 'decode', or neither";
}

/** The concurrency fields every search-space entry has. */
export const concurrencyFields = {
  'conc-start': z.optional(z.nullable(int)),
  'conc-end': z.optional(z.nullable(int)),
  'conc-list': z.optional(z.nullable(z.array(int))),
};

export interface ConcurrencySpec {
  'conc-start'?: number | null;
  'conc-end'?: number | null;
  'conc-list'?: number[] | null;
}

/** The concurrency rules (list or range, not both; positive; start <= end); the first broken rule's message, or null. */
export function concurrencyProblem(entry: ConcurrencySpec): string | null {
  const start = entry['conc-start'];
  const end = entry['conc-end'];
  const list = entry['conc-list'];
  const hasRange = start != null && end != null;
  const hasList = list != null && list.length > 0;
  if (hasRange && hasList)
    return "Cannot specify both 'conc-list' list and 'conc-start'/'conc-end'. Use either a list or a range, not both.";
  if (!hasRange && !hasList)
    return "Must specify either 'conc-list' list or both 'conc-start' and 'conc-end'.";
  if (hasRange) {
    if (start <= 0 || end <= 0) return "Input 'conc-start' and 'conc-end' must be greater than 0.";
    if (start > end) return `'conc-start' (${start}) must be <= 'conc-end' (${end}).`;
  } else if (list!.some((c) => c <= 0)) return "Input 'conc-list' entries must be greater than 0.";
  return null;
}
