import { readInputs } from '../../_common/inputs.js';
import { runAction } from '../../_common/run.js';
import { z } from '../../../shared/zod.js';
import { MODES } from './modes/index.js';

const ModeInput = z.object({
  mode: z._default(z.enum(Object.keys(MODES) as [keyof typeof MODES, ...(keyof typeof MODES)[]]), 'ingest'),
});

export async function run(): Promise<void> {
  await runAction(async () => {
    const { mode } = readInputs(ModeInput);
    await MODES[mode]();
  });
}
