// antd pages driven by user-event are slow when the shared 2-core machine is busy: one worker,
// 60 s per test (findBy's 5 s is the shell's jest setup, for every package).
const base = require('shell/jest/jest.base')(__dirname);

module.exports = {
  ...base,
  maxWorkers: 1,
  testTimeout: 60000,
};
