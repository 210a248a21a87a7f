// The environment every test and every process a test starts runs with. A test's own
// process.env is a copy (jest's sandbox): a variable a test or a setupFile sets reaches only the
// children it passes `env` to, so jest's globalSetup (test/helpers/global-setup.mjs) applies this
// to the real environment before the workers start, and test/helpers/no-network.cjs to each
// test's copy (the same values, for a caller that builds a child's env from process.env).

/** Sets the tests' values in `env` where they are not set already. */
function applyTestEnv(env) {
  // Git in the tests' throwaway repositories: no background maintenance or auto-gc after each
  // commit and fetch (dozens of extra processes per test file, nothing a test checks).
  if (env.GIT_CONFIG_COUNT === undefined) {
    Object.assign(env, {
      GIT_CONFIG_COUNT: '2',
      GIT_CONFIG_KEY_0: 'maintenance.auto',
      GIT_CONFIG_VALUE_0: 'false',
      GIT_CONFIG_KEY_1: 'gc.auto',
      GIT_CONFIG_VALUE_1: '0',
    });
  }
  // The GitHub client's backoff before a retry starts at 1 ms instead of 200 ms: fault tests that
  // answer 500 still see every retry (the count is unchanged), without waiting 1.4 s per faulted
  // request. test/reuse/client-faults.test.ts proves the default backoff with an injected clock.
  if (env.SWEEPKIT_GITHUB_RETRY_DELAY_MS === undefined) env.SWEEPKIT_GITHUB_RETRY_DELAY_MS = '1';
}

/**
 * Node reads the CA bundle NODE_EXTRA_CA_CERTS names at every start: on this kind of VM that is
 * ~0.1 s of a 0.2 s `node -e 0`, and the suite starts a hundred Node processes. The tests talk to
 * 127.0.0.1 only, so the variable is taken out of the environment and kept under this name for
 * the one step that may reach a registry (the package test's `npm install`).
 */
const KEPT_CA_CERTS = 'SWEEPKIT_TEST_NODE_EXTRA_CA_CERTS';

function withoutExtraCaCerts(env) {
  if (env.NODE_EXTRA_CA_CERTS === undefined) return;
  env[KEPT_CA_CERTS] = env.NODE_EXTRA_CA_CERTS;
  delete env.NODE_EXTRA_CA_CERTS;
}

module.exports = { applyTestEnv, withoutExtraCaCerts, KEPT_CA_CERTS };
