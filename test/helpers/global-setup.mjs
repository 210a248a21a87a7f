// jest globalSetup: runs in the jest process before it starts the workers, so the environment
// set here reaches every worker and every process a test starts (test/helpers/test-env.cjs).
import { createRequire } from 'node:module';
import bundlesFresh from './bundles-fresh.mjs';

const { applyTestEnv, withoutExtraCaCerts } = createRequire(import.meta.url)('./test-env.cjs');

export default function globalSetup() {
  applyTestEnv(process.env);
  withoutExtraCaCerts(process.env);
  bundlesFresh();
}
