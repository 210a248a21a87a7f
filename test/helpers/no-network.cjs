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

// The tests' git settings and retry backoff in this test's copy of the environment too (jest's
// globalSetup set them in the real one: test/helpers/test-env.cjs).
require('./test-env.cjs').applyTestEnv(process.env);
