import { z } from 'zod';
import { readInputs } from '../../_common/inputs.js';
import { notImplemented, runAction } from '../../_common/run.js';

const Inputs = z.object({ mode: z.string().optional() });

export async function run(): Promise<void> {
  await runAction(async () => {
    readInputs(Inputs);
    notImplemented('matrix-generate');
  });
}
