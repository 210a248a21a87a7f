import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const fixturesDir = join(projectRoot, 'test', 'fixtures');
export const cliPath = join(projectRoot, 'bin', 'sweepkit.js');

/** The material beside the project (../shared); absent in a user's clone. */
export const sharedMaterialDir = join(projectRoot, '..', 'shared');
export const hasSharedMaterial = existsSync(join(sharedMaterialDir, 'parity'));

/** `describe` that skips cleanly (with the reason in its title) when ../shared is absent. */
export const describeWithSharedMaterial = hasSharedMaterial
  ? describe
  : (name: string, fn: () => void) => describe.skip(`${name} (skipped: ../shared is not present)`, fn);
