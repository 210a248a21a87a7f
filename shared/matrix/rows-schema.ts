/**
 * Matrix rows: the four row kinds the generator emits, closed objects.
 * Every multi-node row carries `node-count`, a required positive integer (the node-slot
 * scheduler needs the demand); single-node rows never do. Rows of a recipe with telemetry enabled
 * carry `require-power: true`.
 */
import { z } from 'zod';
import {
  KvOffloadBackendSchema,
  RouterSchema,
  WorkerSchema,
  dcpDivides,
  hardwarePaired,
  int,
  kvOffloading,
  nonEmptyString,
  positiveInt,
  specDecoding,
  whenClean,
} from '../config/components.js';
import { kvOffloadProblem } from '../config/master-schema.js';

import type { RowKind } from './row-kinds.js';

export { type RowKind, rowKind } from './row-kinds.js';

const recipeFingerprint = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters'));

const identity = {
  image: z.string(),
  model: z.string(),
  'model-prefix': z.string(),
  precision: z.string(),
  framework: z.string(),
  runner: z.string(),
};

const optionalRow = {
  router: z.optional(RouterSchema),
  'recipe-fingerprint': z.optional(recipeFingerprint),
  'require-power': z.optional(z.literal(true)),
};

function rule(check: (row: never) => string | null) {
  return (row: unknown, ctx: z.core.$RefinementCtx) => {
    const message = check(row as never);
    if (message) ctx.addIssue({ code: 'custom', message, input: row });
  };
}

/** A disaggregated row names its KV transfer. */
function disaggNeedsTransfer(row: { disagg: boolean; 'kv-p2p-transfer'?: string }): string | null {
  return row.disagg && row['kv-p2p-transfer'] == null ? 'disagg=true requires kv-p2p-transfer' : null;
}

/**
 * The four row schemas. `when` gates the cross-field rules: a rule runs only once every field is
 * valid, so it never judges a bad value.
 */
function rowSchemas(): Record<RowKind, z.ZodType> {
  const when = whenClean;
  const Worker = WorkerSchema;
  const SingleNodeFixedRowSchema = z
    .strictObject({
      ...identity,
      isl: int,
      osl: int,
      tp: int,
      pp: positiveInt,
      'dcp-size': positiveInt,
      'pcp-size': positiveInt,
      conc: z.union([int, z.array(int)]),
      'max-model-len': int,
      ep: int,
      'dp-attn': z.boolean(),
      'spec-decoding': specDecoding,
      'exp-name': z.string(),
      disagg: z.literal(false),
      'run-eval': z.boolean(),
      'eval-only': z.optional(z.boolean()),
      ...optionalRow,
    })
    .check(z.superRefine(rule(dcpDivides), when));

  const MultiNodeFixedRowSchema = z
    .strictObject({
      ...identity,
      isl: int,
      osl: int,
      'spec-decoding': specDecoding,
      prefill: Worker,
      decode: Worker,
      conc: z.array(int),
      'max-model-len': int,
      'exp-name': z.string(),
      disagg: z.boolean(),
      'run-eval': z.boolean(),
      'kv-p2p-transfer': z.optional(nonEmptyString),
      'node-count': positiveInt,
      'eval-conc': z.optional(int),
      'eval-all-concs': z.optional(z.boolean()),
      'eval-only': z.optional(z.boolean()),
      ...optionalRow,
    })
    .check(
      z.superRefine(
        rule((r) => hardwarePaired(r) ?? disaggNeedsTransfer(r)),
        when,
      ),
    );

  const SingleNodeAgenticRowSchema = z
    .strictObject({
      ...identity,
      tp: int,
      pp: positiveInt,
      'dcp-size': positiveInt,
      'pcp-size': positiveInt,
      ep: int,
      'dp-attn': z.boolean(),
      'spec-decoding': z.optional(specDecoding),
      conc: int,
      'kv-offloading': kvOffloading,
      'kv-offload-backend': z.optional(KvOffloadBackendSchema),
      'total-cpu-dram-gb': int.check(z.nonnegative()),
      duration: int,
      'exp-name': z.string(),
      'scenario-type': z.string(),
      'run-eval': z.optional(z.boolean()),
      'eval-only': z.optional(z.boolean()),
      ...optionalRow,
    })
    .check(
      z.superRefine(
        rule((r) => kvOffloadProblem(r) ?? dcpDivides(r)),
        when,
      ),
    );

  const MultiNodeAgenticRowSchema = z
    .strictObject({
      ...identity,
      'spec-decoding': specDecoding,
      prefill: Worker,
      decode: Worker,
      conc: z.array(int),
      'kv-offloading': kvOffloading,
      'kv-offload-backend': z.optional(KvOffloadBackendSchema),
      'kv-p2p-transfer': z.optional(nonEmptyString),
      'total-cpu-dram-gb': int.check(z.nonnegative()),
      duration: int,
      'exp-name': z.string(),
      disagg: z.boolean(),
      'scenario-type': z.string(),
      'node-count': positiveInt,
      'run-eval': z.optional(z.boolean()),
      'eval-conc': z.optional(int),
      'eval-only': z.optional(z.boolean()),
      ...optionalRow,
    })
    .check(
      z.superRefine(
        rule((r) => hardwarePaired(r) ?? kvOffloadProblem(r) ?? disaggNeedsTransfer(r)),
        when,
      ),
    );

  return {
    'single-node-fixed': SingleNodeFixedRowSchema,
    'multi-node-fixed': MultiNodeFixedRowSchema,
    'single-node-agentic': SingleNodeAgenticRowSchema,
    'multi-node-agentic': MultiNodeAgenticRowSchema,
  };
}

export const ROW_SCHEMAS: Record<RowKind, z.ZodType> = rowSchemas();
