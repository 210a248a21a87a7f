/**
 * Master config entries (configs/*-master.yaml): one schema per entry kind, closed at every
 * level, with every cross-field rule in the reference's order. A rule of
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

/** The single-node shape fields after `tp` (fixed and agentic entries; key order is issue order). */
const singleNodeShapeFields = {
  pp: z.optional(positiveInt),
  'dcp-size': z.optional(positiveInt),
  'pcp-size': z.optional(positiveInt),
  ep: z.optional(z.nullable(int)),
  'dp-attn': z.optional(z.nullable(z.boolean())),
  'spec-decoding': z.optional(specDecoding),
};

const SingleNodeFixedEntrySchema = z
  .strictObject({
    tp: int,
    ...singleNodeShapeFields,
    router: z.optional(z.nullable(RouterSchema)),
    ...concurrencyFields,
  })
  .check(
    z.superRefine(
      (e, ctx) => void (fail(ctx, concurrencyProblem(e), e) || fail(ctx, dcpDivides(e), e)),
      whenClean,
    ),
  );

const MultiNodeFixedEntrySchema = z
  .strictObject({
    'spec-decoding': z.optional(specDecoding),
    prefill: WorkerSchema,
    decode: WorkerSchema,
    router: z.optional(z.nullable(RouterSchema)),
    'kv-p2p-transfer': z.optional(z.nullable(nonEmptyString)),
    ...concurrencyFields,
  })
  .check(
    z.superRefine(
      (e, ctx) => void (fail(ctx, concurrencyProblem(e), e) || fail(ctx, hardwarePaired(e), e)),
      whenClean,
    ),
  );

function fixedItem<E extends z.core.$ZodType>(entry: E) {
  return z.strictObject({ isl: int, osl: int, 'search-space': z.array(entry) });
}

// ---- agentic-coding ---------------------------------------------------------------------

const SHAPE_KEYS = ['pp', 'dcp-size', 'pcp-size'] as const;

function agenticEntry(multinode: boolean) {
  return z
    .strictObject({
      tp: z.optional(z.nullable(int)),
      ...singleNodeShapeFields,
      prefill: z.optional(z.nullable(WorkerSchema)),
      decode: z.optional(z.nullable(WorkerSchema)),
      'kv-offloading': z.optional(z.nullable(kvOffloading)),
      'kv-offload-backend': z.optional(z.nullable(KvOffloadBackendSchema)),
      router: z.optional(z.nullable(RouterSchema)),
      'kv-p2p-transfer': z.optional(z.nullable(nonEmptyString)),
      ...concurrencyFields,
    })
    .check(
      z.superRefine((e, ctx) => {
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
        // Stricter than the reference, which accepts a shape that contradicts `multinode` and then
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
      }, whenClean),
    );
}

/** The KV-offload rules (agentic entries and agentic rows). */
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
      'dram-utilization': z.optional(z.nullable(z.number().check(z.gt(0), z.lte(1)))),
    })
    .check(
      z.superRefine((item, ctx) => {
        const dram = item['search-space'].some((e) => e['kv-offloading'] === 'dram');
        if (dram && item['dram-utilization'] == null)
          fail(ctx, "kv-offloading='dram' requires dram-utilization with runner hardware metadata", item);
      }, whenClean),
    );
}

// ---- scenarios and entries ----------------------------------------------------------------

function scenarios<F extends z.core.$ZodType, A extends z.core.$ZodType>(fixed: F, agentic: A) {
  return z
    .strictObject({
      'fixed-seq-len': z.optional(z.nullable(z.array(fixed))),
      'agentic-coding': z.optional(z.nullable(z.array(agentic))),
    })
    .check(
      z.superRefine((s, ctx) => {
        if (
          !(s['fixed-seq-len'] as unknown[] | null)?.length &&
          !(s['agentic-coding'] as unknown[] | null)?.length
        )
          fail(ctx, 'At least one scenario type must be specified', s);
      }, whenClean),
    );
}

/** Per-recipe power telemetry switch (new in sweepkit); rows of enabled recipes carry require-power. */
const TelemetrySchema = z.strictObject({ enabled: z.boolean() });

const common = {
  image: z.string(),
  model: z.string(),
  'model-prefix': z.string(),
  precision: z.string(),
  framework: z.string(),
  runner: z.string(),
  router: z.optional(z.nullable(RouterSchema)),
  telemetry: z.optional(TelemetrySchema),
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

/** The entry-level cross-field rules, in the reference's order; the first failure. */
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

const SingleNodeMasterEntrySchema = z
  .strictObject({
    ...common,
    multinode: z.literal(false, { error: 'Input should be False (single-node entry)' }),
    disagg: z.optional(
      z.literal(false, { error: 'Input should be False (single-node entries cannot be disaggregated)' }),
    ),
    scenarios: scenarios(fixedItem(SingleNodeFixedEntrySchema), agenticItem(false)),
  })
  .check(z.superRefine((e, ctx) => void fail(ctx, entryProblem(e as EntryLike, false), e), whenClean));

const MultiNodeMasterEntrySchema = z
  .strictObject({
    ...common,
    multinode: z.literal(true, { error: 'Input should be True (multi-node entry)' }),
    disagg: z.optional(z.boolean()),
    'kv-p2p-transfer': z.optional(z.nullable(nonEmptyString)),
    scenarios: scenarios(fixedItem(MultiNodeFixedEntrySchema), agenticItem(true)),
  })
  .check(z.superRefine((e, ctx) => void fail(ctx, entryProblem(e as EntryLike, true), e), whenClean));

/**
 * The schema an entry is validated with: chosen by the truthiness of `multinode`, as the
 * reference does (a missing `multinode` selects single-node and then fails "required").
 */
export function masterEntrySchemaFor(raw: Record<string, unknown>) {
  return raw.multinode ? MultiNodeMasterEntrySchema : SingleNodeMasterEntrySchema;
}
