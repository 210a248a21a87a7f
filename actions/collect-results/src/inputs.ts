import { booleanString } from '../../../shared/inputs.js';
import { z } from 'zod';

/**
 * Each entry's inputs, read once (its action.yml documents each). The aggregation entries share
 * where the artifacts come from and how an unreadable file is treated.
 */
const fromArtifacts = {
  'results-dir': z.optional(z.string()),
  download: z._default(booleanString, true),
  strict: z._default(booleanString, false),
};

export const ThroughputInputs = z.object({
  'result-prefix': z._default(z.string(), ''),
  ...fromArtifacts,
  upload: z._default(booleanString, true),
});
export type ThroughputInputs = z.output<typeof ThroughputInputs>;

export const EvalsInputs = ThroughputInputs.extend({
  'sort-by': z._default(z.enum(['model_prefix', 'hw']), 'model_prefix'),
});
export type EvalsInputs = z.output<typeof EvalsInputs>;

export const CompareInputs = z.object({
  baselines: z.optional(z.string()),
  ...fromArtifacts,
});
export type CompareInputs = z.output<typeof CompareInputs>;

export const RunStatsInputs = z.object({
  'runners-file': z._default(z.string(), 'configs/runners.yaml'),
  'github-token': z.optional(z.string()),
  'run-id': z.optional(z.string()),
  upload: z._default(booleanString, true),
});
export type RunStatsInputs = z.output<typeof RunStatsInputs>;

export const ProcessResultInputs = z.object({
  multinode: z._default(booleanString, false),
});
export type ProcessResultInputs = z.output<typeof ProcessResultInputs>;
