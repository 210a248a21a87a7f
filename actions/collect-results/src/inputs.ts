import { z } from 'zod';
import { COLLECT_MODES } from '../../../shared/collect/index.js';
import { booleanString } from '../../../shared/inputs.js';

/** The action's inputs, read once (action.yml documents each). */
export const Inputs = z.object({
  mode: z.enum(COLLECT_MODES),
  'result-prefix': z.string().default(''),
  'results-dir': z.string().optional(),
  download: booleanString.default(true),
  upload: booleanString.default(true),
  strict: booleanString.default(false),
  'sort-by': z.enum(['model_prefix', 'hw']).default('model_prefix'),
  'runners-file': z.string().default('configs/runners.yaml'),
  'github-token': z.string().optional(),
  'run-id': z.string().optional(),
  baselines: z.string().optional(),
  multinode: booleanString.default(false),
});
export type Inputs = z.output<typeof Inputs>;
