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
  reporters: ['default', '<rootDir>/test/helpers/closing-line-reporter.cjs'],
  testTimeout: 30000,
  // Most tests wait on spawned bundles; two workers keep both cores busy.
  maxWorkers: 2,
};
