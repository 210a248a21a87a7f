// ESM throughout (see README "Development"): swc strips types, tsc checks them separately.
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'es6' } },
    ],
  },
  setupFiles: ['<rootDir>/test/helpers/no-network.cjs'],
  // The environment of the workers and the processes tests start, and one line when a source is
  // newer than the bundles the contract tests spawn.
  globalSetup: '<rootDir>/test/helpers/global-setup.mjs',
  // On a fresh clone (no timings cached) the known-long files start first.
  testSequencer: '<rootDir>/test/helpers/sequencer.mjs',
  reporters: ['default', '<rootDir>/test/helpers/closing-line-reporter.cjs'],
  testTimeout: 30000,
  // Tests run the sources in-process and git does most of the waiting; two workers keep both
  // cores busy.
  maxWorkers: 2,
};
