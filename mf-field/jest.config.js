// antd forms driven by user-event are slow on a shared 2-core machine: 30 s per test, 5 s per findBy.
const base = require('shell/jest/jest.base')(__dirname);

module.exports = { ...base, testTimeout: 30000, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'] };
