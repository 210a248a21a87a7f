// Tests reach only loopback: any other connection attempt from the test process throws.
const net = require('node:net');
const original = net.Socket.prototype.connect;
const loopback = (host) => !host || host === 'localhost' || host === '::1' || /^127\./.test(host);
net.Socket.prototype.connect = function connect(...args) {
  const options =
    typeof args[0] === 'object' && args[0] !== null ? args[0] : { port: args[0], host: args[1] };
  if (options.path === undefined && !loopback(options.host)) {
    throw new Error(`network access to ${options.host} is refused in tests (loopback only)`);
  }
  return original.apply(this, args);
};

// Git in the tests' throwaway repositories: no background maintenance or auto-gc after each
// commit and fetch (dozens of extra processes per test file, nothing a test checks).
if (process.env.GIT_CONFIG_COUNT === undefined) {
  Object.assign(process.env, {
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
if (process.env.SWEEPKIT_GITHUB_RETRY_DELAY_MS === undefined) {
  process.env.SWEEPKIT_GITHUB_RETRY_DELAY_MS = '1';
}
