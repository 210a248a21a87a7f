/**
 * The zod/mini functions and types sweepkit uses, re-exported by name. `shared/zod.ts` exposes
 * this module as the `z` namespace. Naming them (instead of re-exporting zod's own `z` object)
 * lets bundlers keep only these: zod's `z` object carries every locale and the JSON Schema
 * generator (~0.4 MB). A function missing here is a type error at its first use: add it.
 */
export {
  NEVER,
  _default,
  array,
  boolean,
  custom,
  discriminatedUnion,
  enum,
  extend,
  gt,
  int,
  literal,
  looseObject,
  lte,
  minLength,
  nonnegative,
  nullable,
  nullish,
  number,
  object,
  optional,
  partial,
  pipe,
  positive,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  superRefine,
  transform,
  union,
  unknown,
  url,
} from 'zod/mini';
export type { ZodMiniType, infer, output, input } from 'zod/mini';
export type * as core from 'zod/v4/core';
