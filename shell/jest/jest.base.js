// Jest config shared by the shell and every remote: swc transform, jsdom, the sdk mapped to source.
const path = require('node:path');

const SHELL_DIR = path.resolve(__dirname, '..');

module.exports = function jestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    setupFiles: [path.join(__dirname, 'setup-globals.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.ts')],
    transform: {
      '^.+\\.[jt]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    },
    moduleNameMapper: {
      '^shell/sdk$': path.join(SHELL_DIR, 'src/sdk/index.ts'),
      '^shell/sdk/ui$': path.join(SHELL_DIR, 'src/sdk/ui.ts'),
      '^shell/sdk/testing$': path.join(SHELL_DIR, 'src/sdk/testing.tsx'),
      // antd/es is ESM; jest runs the CommonJS build of the same components.
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    },
    testEnvironmentOptions: { customExportConditions: [''] },
    // antd + user-event under jsdom take seconds per test on a busy 2-core machine: no flaky 5 s limit.
    testTimeout: 30000,
  };
};
