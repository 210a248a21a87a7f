import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const fixturesDir = join(projectRoot, 'test', 'fixtures');
export const cliPath = join(projectRoot, 'bin', 'sweepkit.js');

/** The material beside the project (../shared); absent in a user's clone. */
export const sharedMaterialDir = join(projectRoot, '..', 'shared');
const hasSharedMaterial = existsSync(join(sharedMaterialDir, 'parity'));

/**
 * `describe` for suites that read ../shared: the title says so, and without the material the suite
 * is skipped. jest still runs a skipped describe's body to collect it, so such a body must not read
 * the material itself: every read belongs in `beforeAll` or `it`.
 */
export const describeWithSharedMaterial = (name: string, fn: () => void) =>
  (hasSharedMaterial ? describe : describe.skip)(`${name} (needs ../shared)`, fn);
