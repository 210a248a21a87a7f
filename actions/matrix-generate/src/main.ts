/**
 * matrix-generate: one action, several modes. Each mode reads its own inputs once, calls the
 * pure core and writes outputs + job summary. To add a mode, import its runner and add one
 * line to MODES (the changelog plan: `changelog: runChangelogMode` from './changelog-mode.js').
 */
import { z } from '../../../shared/zod.js';
import { readInputs } from '../../_common/inputs.js';
import { runAction } from '../../_common/run.js';
import { runChangelogMode } from './changelog-mode.js';
import { runFamiliesMode } from './families-mode.js';
import { runMatrixMode } from './matrix-mode.js';
import type { ModeName } from './names.js';

const MODES: Partial<Record<ModeName, () => Promise<void>>> = {
  matrix: runMatrixMode,
  families: runFamiliesMode,
  changelog: runChangelogMode,
};

const ModeInput = z.object({
  mode: z._default(z.string(), 'matrix').check(
    z.refine((mode) => Object.hasOwn(MODES, mode), {
      message: `expected one of: ${Object.keys(MODES).join(', ')}`,
    }),
  ),
});

export async function run(): Promise<void> {
  await runAction(async () => {
    const { mode } = readInputs(ModeInput);
    await MODES[mode as ModeName]!();
  });
}
