import * as core from '@actions/core';
import { z } from 'zod';
import { canaryOutputs, explainCanary, selectCanary } from '../../../shared/canary/index.js';
import { SweepkitError } from '../../../shared/errors.js';
import { jsonString } from '../../../shared/inputs.js';
import { readInputs } from '../../_common/inputs.js';
import { setOutputs } from '../../_common/outputs.js';
import { runAction } from '../../_common/run.js';
import { readJsonFile } from '../../../io/read-file.js';

// The plan is validated (and kept in key order) by selectCanary itself. A file path is the
// way around the runner's per-variable size limit (about 128 KB) for very large plans.
const Inputs = z.object({
  'search-space-config': z.optional(jsonString(z.unknown())),
  'search-space-config-file': z.optional(z.string()),
});

function readPlan(inputs: z.output<typeof Inputs>): unknown {
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

export async function run(): Promise<void> {
  await runAction(async () => {
    const inputs = readInputs(Inputs);
    const selection = selectCanary(readPlan(inputs));
    setOutputs(canaryOutputs(selection));
    const table = selection.canary
      ? [
          [
            { data: 'group', header: true },
            { data: 'index', header: true },
            { data: 'conc', header: true },
            { data: 'candidates', header: true },
          ],
          [
            `single_node.${selection.canary.group}`,
            String(selection.canary.index),
            JSON.stringify(selection.canary.row.conc),
            String(selection.canary.candidates),
          ],
        ]
      : undefined;
    core.summary.addHeading('canary-select', 3).addRaw(explainCanary(selection), true);
    if (table) core.summary.addTable(table);
    await core.summary.write();
  });
}
