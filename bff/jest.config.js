// Jest for the BFF: real PostgreSQL (embedded or DATABASE_URL), one database per test file.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  globalSetup: '<rootDir>/test/global-setup.js',
  globalTeardown: '<rootDir>/test/global-teardown.js',
  testTimeout: 60000,
  maxWorkers: 2,
  // Test files always run in a worker, never in jest's own process (which it does for a single
  // file otherwise): a worker's Node starts with the NODE_EXTRA_CA_CERTS the global setup sets
  // (the local push service's certificate), which Node reads only at its start. Far above what
  // a worker holds, so no worker is ever restarted for its memory.
  workerIdleMemoryLimit: '4GB',
};
