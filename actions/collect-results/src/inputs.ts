import { COLLECT_MODES } from '../../../shared/collect/index.js';
import { booleanString } from '../../../shared/inputs.js';
import { z } from '../../../shared/zod.js';

/** The action's inputs, read once (action.yml documents each). */
export const Inputs = z.object({
  mode: z.enum(COLLECT_MODES),
  'result-prefix': z._default(z.string(), ''),
  'results-dir': z.optional(z.string()),
  download: z._default(booleanString, true),
  upload: z._default(booleanString, true),
  strict: z._default(booleanString, false),
  'sort-by': z._default(z.enum(['model_prefix', 'hw']), 'model_prefix'),
  'runners-file': z._default(z.string(), 'configs/runners.yaml'),
  'github-token': z.optional(z.string()),
  'run-id': z.optional(z.string()),
  baselines: z.optional(z.string()),
  multinode: z._default(booleanString, false),
});
export type Inputs = z.output<typeof Inputs>;
