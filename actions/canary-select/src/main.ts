import * as core from '@actions/core';
import { z } from 'zod';
import { canaryOutputs, explainCanary, selectCanary } from '../../../shared/canary/index.js';
import { jsonString } from '../../../shared/inputs.js';
import { readInputs } from '../../_common/inputs.js';
import { setOutputs } from '../../_common/outputs.js';
import { runAction } from '../../_common/run.js';

// The plan is validated (and kept byte-for-byte in key order) by selectCanary itself.
const Inputs = z.object({ 'search-space-config': jsonString(z.unknown()) });

export async function run(): Promise<void> {
  await runAction(async () => {
    const inputs = readInputs(Inputs);
    const selection = selectCanary(inputs['search-space-config']);
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
