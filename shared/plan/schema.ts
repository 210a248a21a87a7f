/**
 * The sweep plan ("search-space-config"): the rows the sweep fans out,
 * bucketed by node kind and sequence-length group, plus the changelog metadata that the
 * `changelog-metadata` artifact carries. Defined once; canary-select, priority annotation,
 * the CLI and the matrix-generate action all consume this type.
 */
import { z } from 'zod';
import { ChangelogEntry } from '../changelog/entry.js';

/**
 * A matrix row exactly as the generator emitted it (its own schema lives in shared/matrix);
 * kept open here because later steps append keys (`priority`, `queue-token`, ...) and the
 * plan must carry them through unchanged and in order.
 */
export const PlanRow = z.looseObject({});
export type PlanRow = z.output<typeof PlanRow>;

/** Group name (`1k1k`, `8k1k`, `agentic`, or `<isl>_<osl>`) → rows, groups in first-row order. */
export const PlanGroups = z.record(z.string(), z.array(PlanRow));
export type PlanGroups = z.output<typeof PlanGroups>;

/** Serialised entries are re-read as they are: the key order is already fixed. */
const SerializedEntry = z.looseObject({
  'config-keys': z.array(z.string()),
  description: z.array(z.string()),
  'pr-link': z.string(),
});

export const ChangelogMetadata = z.object({
  base_ref: z.string(),
  head_ref: z.string(),
  entries: z.array(SerializedEntry),
});
export type ChangelogMetadata = { base_ref: string; head_ref: string; entries: ChangelogEntry[] };

export const SearchSpaceConfig = z.object({
  single_node: PlanGroups,
  multi_node: PlanGroups,
  evals: z.array(PlanRow),
  agentic_evals: z.array(PlanRow),
  multinode_evals: z.array(PlanRow),
  multinode_agentic_evals: z.array(PlanRow),
  changelog_metadata: ChangelogMetadata,
});
export type SearchSpaceConfig = Omit<z.output<typeof SearchSpaceConfig>, 'changelog_metadata'> & {
  changelog_metadata: ChangelogMetadata;
};

/** Top-level keys, always all present, in this order. */
export const PLAN_KEYS = [
  'single_node',
  'multi_node',
  'evals',
  'agentic_evals',
  'multinode_evals',
  'multinode_agentic_evals',
  'changelog_metadata',
] as const;

/** The four eval lists, in output order. */
export const EVAL_LIST_KEYS = [
  'evals',
  'agentic_evals',
  'multinode_evals',
  'multinode_agentic_evals',
] as const;
