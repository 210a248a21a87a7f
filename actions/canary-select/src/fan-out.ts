import * as core from '@actions/core';
import { z } from 'zod';
import { SweepkitError } from '../../../shared/errors.js';
import { jsonString } from '../../../shared/inputs.js';
import { FAN_OUT_OUTPUTS, fanOutMatrices, fanOutOutputs } from '../../../shared/canary/fan-out.js';
import { readInputs } from '../../_common/inputs.js';
import { runAction } from '../../_common/run.js';
import { PlanInputs, readPlan } from './plan-input.js';

const Inputs = z.object({
  ...PlanInputs,
  // canary-select's canary-config: '' when canary-select did not run or failed.
  'canary-config': z.optional(jsonString(z.array(z.looseObject({})))),
  'canary-succeeded': z._default(z.enum(['true', 'false']), 'false'),
});

export async function run(): Promise<void> {
  await runAction(async () => {
    const inputs = readInputs(Inputs);
    const canary = inputs['canary-config'] ?? [];
    if (canary.length > 1)
      throw new SweepkitError({
        message: `canary-config holds ${canary.length} rows; canary-select writes [] or one row`,
        hint: 'pass needs.canary-select.outputs.canary-config unchanged',
      });
    const succeeded = inputs['canary-succeeded'] === 'true';
    const fanOut = fanOutMatrices(readPlan(inputs), canary[0], succeeded);
    for (const [name, value] of Object.entries(fanOutOutputs(fanOut))) core.setOutput(name, value);
    const rows = Object.entries(FAN_OUT_OUTPUTS).map(([slot, output]) => [
      output,
      String(fanOut.matrices[slot as keyof typeof FAN_OUT_OUTPUTS].length),
    ]);
    const lead = fanOut.canaryRemoved
      ? 'The canary succeeded: its row is taken out of its family, every other row fans out.'
      : canary.length && succeeded
        ? 'The canary succeeded but its row is not in the plan: the whole plan fans out.'
        : 'No canary ran: the whole plan fans out.';
    core.summary
      .addHeading('fan-out', 3)
      .addRaw(lead, true)
      .addTable([
        [
          { data: 'job matrix', header: true },
          { data: 'legs', header: true },
        ],
        ...rows,
      ]);
    await core.summary.write();
  });
}
