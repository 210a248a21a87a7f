/**
 * Master config entries (configs/*-master.yaml): one schema per entry kind, closed at every
 * level, with every cross-field rule of schemas.md 2.13 in the reference's order. A rule of
 * an object runs only when all of its fields are valid, and only its first failure is
 * reported (as pydantic does). The generator builds rows from the RAW parsed YAML; these
 * schemas only validate (defaults are not filled into the data).
 */
import { z } from 'zod';
import {
  KvOffloadBackendSchema,
  RouterSchema,
  WorkerSchema,
  concurrencyFields,
  concurrencyProblem,
  dcpDivides,
  hardwarePaired,
  int,
  kvOffloading,
  nonEmptyString,
  positiveInt,
  specDecoding,
  whenClean,
} from './components.js';

type Ctx = z.core.$RefinementCtx;

function fail(ctx: Ctx, message: string | null, input: unknown): boolean {
  if (message === null) return false;
  ctx.addIssue({ code: 'custom', message, input });
  return true;
}

// ---- fixed-seq-len --------------------------------------------------------------------

export const SingleNodeFixedEntrySchema = z
  .strictObject({
    tp: int,
    pp: positiveInt.optional(),
    'dcp-size': positiveInt.optional(),
    'pcp-size': positiveInt.optional(),
    ep: int.nullable().optional(),
    'dp-attn': z.boolean().nullable().optional(),
    'spec-decoding': specDecoding.optional(),
    router: RouterSchema.nullable().optional(),
    ...concurrencyFields,
  })
  .superRefine(
    (e, ctx) => void (fail(ctx, concurrencyProblem(e), e) || fail(ctx, dcpDivides(e), e)),
    whenClean,
  );

export const MultiNodeFixedEntrySchema = z
  .strictObject({
    'spec-decoding': specDecoding.optional(),
    prefill: WorkerSchema,
    decode: WorkerSchema,
    router: RouterSchema.nullable().optional(),
    'kv-p2p-transfer': nonEmptyString.nullable().optional(),
    ...concurrencyFields,
  })
  .superRefine(
    (e, ctx) => void (fail(ctx, concurrencyProblem(e), e) || fail(ctx, hardwarePaired(e), e)),
    whenClean,
  );

function fixedItem<E extends z.ZodType>(entry: E) {
  return z.strictObject({ isl: int, osl: int, 'search-space': z.array(entry) });
}

// ---- agentic-coding ---------------------------------------------------------------------

const SHAPE_KEYS = ['pp', 'dcp-size', 'pcp-size'] as const;

function agenticEntry(multinode: boolean) {
  return z
    .strictObject({
      tp: int.nullable().optional(),
      pp: positiveInt.optional(),
      'dcp-size': positiveInt.optional(),
      'pcp-size': positiveInt.optional(),
      ep: int.nullable().optional(),
      'dp-attn': z.boolean().nullable().optional(),
      'spec-decoding': specDecoding.optional(),
      prefill: WorkerSchema.nullable().optional(),
      decode: WorkerSchema.nullable().optional(),
      'kv-offloading': kvOffloading.nullable().optional(),
      'kv-offload-backend': KvOffloadBackendSchema.nullable().optional(),
      router: RouterSchema.nullable().optional(),
      'kv-p2p-transfer': nonEmptyString.nullable().optional(),
      ...concurrencyFields,
    })
    .superRefine((e, ctx) => {
      if (fail(ctx, concurrencyProblem(e), e)) return;
      if (fail(ctx, kvOffloadProblem(e), e)) return;
      const single = e.tp != null && e.prefill == null && e.decode == null;
      const multi = e.tp == null && e.prefill != null && e.decode != null;
      if (!single && !multi)
        return void fail(
          ctx,
          'Agentic search-space entries must specify either tp or both prefill and decode',
          e,
        );
      // QUIRK Q5 not kept: the reference accepts a shape that contradicts `multinode` and then
      // crashes while generating; we reject it here.
      if (multi !== multinode)
        return void fail(
          ctx,
          multinode
            ? 'multinode=true configs need multi-node agentic entries (prefill and decode, no tp)'
            : 'multinode=false configs need single-node agentic entries (tp, no prefill/decode)',
          e,
        );
      if (single) {
        if (e['kv-offloading'] == null)
          return void fail(ctx, 'Single-node agentic search-space entries must specify kv-offloading', e);
        fail(ctx, dcpDivides(e), e);
      } else {
        if (SHAPE_KEYS.some((k) => k in e))
          return void fail(
            ctx,
            "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'",
            e,
          );
        fail(ctx, hardwarePaired(e), e);
      }
    }, whenClean);
}

/** Rule R7 (agentic entries and agentic rows). */
export function kvOffloadProblem(e: {
  'kv-offloading'?: string | null;
  'kv-offload-backend'?: unknown;
}): string | null {
  const mode = e['kv-offloading'];
  const backend = e['kv-offload-backend'] != null;
  if (mode == null && backend) return 'kv-offload-backend requires kv-offloading';
  if (mode === 'none' && backend)
    return "kv-offload-backend can only be set when kv-offloading is not 'none'";
  if (mode === 'dram' && !backend) return "kv-offload-backend is required when kv-offloading is 'dram'";
  return null;
}

function agenticItem(multinode: boolean) {
  return z
    .strictObject({
      'search-space': z.array(agenticEntry(multinode)),
      'dram-utilization': z.number().gt(0).lte(1).nullable().optional(),
    })
    .superRefine((item, ctx) => {
      const dram = item['search-space'].some((e) => e['kv-offloading'] === 'dram');
      if (dram && item['dram-utilization'] == null)
        fail(ctx, "kv-offloading='dram' requires dram-utilization with runner hardware metadata", item);
    }, whenClean);
}

// ---- scenarios and entries ----------------------------------------------------------------

function scenarios<F extends z.ZodType, A extends z.ZodType>(fixed: F, agentic: A) {
  return z
    .strictObject({
      'fixed-seq-len': z.array(fixed).nullable().optional(),
      'agentic-coding': z.array(agentic).nullable().optional(),
    })
    .superRefine((s, ctx) => {
      if (
        !(s['fixed-seq-len'] as unknown[] | null)?.length &&
        !(s['agentic-coding'] as unknown[] | null)?.length
      )
        fail(ctx, 'At least one scenario type must be specified', s);
    }, whenClean);
}

/** TARGET (decisions.md 3): per-recipe power telemetry switch; rows of enabled recipes carry require-power. */
export const TelemetrySchema = z.strictObject({ enabled: z.boolean() });

const common = {
  image: z.string(),
  model: z.string(),
  'model-prefix': z.string(),
  precision: z.string(),
  framework: z.string(),
  runner: z.string(),
  router: RouterSchema.nullable().optional(),
  telemetry: TelemetrySchema.optional(),
};

interface SearchEntryLike {
  router?: unknown;
  'kv-p2p-transfer'?: unknown;
}
interface EntryLike {
  runner: string;
  router?: unknown;
  'kv-p2p-transfer'?: unknown;
  disagg?: boolean;
  scenarios: {
    'fixed-seq-len'?: { 'search-space': SearchEntryLike[] }[] | null;
    'agentic-coding'?: { 'search-space': SearchEntryLike[] }[] | null;
  };
}

function searchEntries(entry: EntryLike): SearchEntryLike[] {
  const items = [...(entry.scenarios['fixed-seq-len'] ?? []), ...(entry.scenarios['agentic-coding'] ?? [])];
  return items.flatMap((item) => item['search-space']);
}

/** Rules R10 to R13, in the reference's order; the first failure. */
function entryProblem(entry: EntryLike, multinode: boolean): string | null {
  if ((entry.scenarios['agentic-coding'] ?? []).length > 0 && !entry.runner.startsWith('cluster:'))
    return "Agentic master configs must use a 'cluster:<name>' runner so every point runs on one exact hardware fleet.";
  const all = searchEntries(entry);
  for (const field of ['router', 'kv-p2p-transfer'] as const) {
    if (entry[field] != null && all.some((e) => e[field] != null))
      return `${field} must be declared either at the top level or in search-space entries, not both`;
  }
  if (!multinode && all.some((e) => e['kv-p2p-transfer'] != null))
    return 'kv-p2p-transfer is only valid when multinode=true';
  if (multinode && entry.disagg === true && entry['kv-p2p-transfer'] == null) {
    if (all.length === 0 || all.some((e) => e['kv-p2p-transfer'] == null))
      return 'disagg=true requires kv-p2p-transfer at the top level or in every search-space entry';
  }
  return null;
}

export const SingleNodeMasterEntrySchema = z
  .strictObject({
    ...common,
    multinode: z.literal(false, { error: 'Input should be False (single-node entry)' }),
    disagg: z
      .literal(false, { error: 'Input should be False (single-node entries cannot be disaggregated)' })
      .optional(),
    scenarios: scenarios(fixedItem(SingleNodeFixedEntrySchema), agenticItem(false)),
  })
  .superRefine((e, ctx) => void fail(ctx, entryProblem(e as EntryLike, false), e), whenClean);
export type SingleNodeMasterEntry = z.infer<typeof SingleNodeMasterEntrySchema>;

export const MultiNodeMasterEntrySchema = z
  .strictObject({
    ...common,
    multinode: z.literal(true, { error: 'Input should be True (multi-node entry)' }),
    disagg: z.boolean().optional(),
    'kv-p2p-transfer': nonEmptyString.nullable().optional(),
    scenarios: scenarios(fixedItem(MultiNodeFixedEntrySchema), agenticItem(true)),
  })
  .superRefine((e, ctx) => void fail(ctx, entryProblem(e as EntryLike, true), e), whenClean);
export type MultiNodeMasterEntry = z.infer<typeof MultiNodeMasterEntrySchema>;

export type MasterEntry = SingleNodeMasterEntry | MultiNodeMasterEntry;

/**
 * The schema an entry is validated with: chosen by the truthiness of `multinode`, as the
 * reference does (a missing `multinode` selects single-node and then fails "required").
 */
export function masterEntrySchemaFor(raw: Record<string, unknown>) {
  return raw.multinode ? MultiNodeMasterEntrySchema : SingleNodeMasterEntrySchema;
}
