/** The plan input both entries read: inline JSON, or a file for plans above the runner's per-input limit. */
import { z } from 'zod';
import { SweepkitError } from '../../../shared/errors.js';
import { jsonString } from '../../../shared/inputs.js';
import { readJsonFile } from '../../../io/read-file.js';

// The plan is validated (and kept in key order) by the canary functions themselves. A file path
// is the way around the runner's per-variable size limit (about 128 KB) for very large plans.
export const PlanInputs = {
  'search-space-config': z.optional(jsonString(z.unknown())),
  'search-space-config-file': z.optional(z.string()),
};

export function readPlan(inputs: {
  'search-space-config'?: unknown;
  'search-space-config-file'?: string;
}): unknown {
  const file = inputs['search-space-config-file'];
  if ((inputs['search-space-config'] === undefined) === (file === undefined)) {
    throw new SweepkitError({
      message: 'give exactly one of the inputs search-space-config and search-space-config-file',
      hint: "pass setup's search-space-config output, or a file holding it",
    });
  }
  if (file === undefined) return inputs['search-space-config'];
  return readJsonFile(file, {
    what: 'search-space-config file',
    expected: "write setup's search-space-config output to it (a JSON object)",
  });
}
