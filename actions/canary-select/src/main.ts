import * as core from '@actions/core';
import { z } from 'zod';
import { CANARY_CANDIDATES, DEFAULT_CANARY_CANDIDATES } from '../../../shared/canary/names.js';
import { canaryOutputs, explainCanary } from '../../../shared/canary/format.js';
import { selectCanary } from '../../../shared/canary/select.js';
import { readInputs } from '../../_common/inputs.js';
import { runAction } from '../../_common/run.js';
import { PlanInputs, readPlan } from './plan-input.js';

const Inputs = z.object({
  ...PlanInputs,
  candidates: z._default(z.enum(CANARY_CANDIDATES), DEFAULT_CANARY_CANDIDATES),
});

export async function run(): Promise<void> {
  await runAction(async () => {
    const inputs = readInputs(Inputs);
    const selection = selectCanary(readPlan(inputs), inputs.candidates);
    for (const [name, value] of Object.entries(canaryOutputs(selection))) core.setOutput(name, value);
    core.summary.addHeading('canary-select', 3).addRaw(explainCanary(selection), true);
    const { canary } = selection;
    if (canary)
      core.summary.addTable([
        ['family', 'row', 'conc', 'candidates'].map((data) => ({ data, header: true })),
        [
          canary.family,
          `${canary.slot}[${canary.index}]`,
          JSON.stringify(canary.row.conc),
          String(canary.candidates),
        ],
      ]);
    await core.summary.write();
  });
}
