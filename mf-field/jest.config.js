// antd pages driven by user-event are slow when the shared 2-core machine is busy: one worker,
// 60 s per test, 5 s per findBy (jest.setup.ts).
const base = require('shell/jest/jest.base')(__dirname);

module.exports = {
  ...base,
  maxWorkers: 1,
  testTimeout: 60000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'],
};
