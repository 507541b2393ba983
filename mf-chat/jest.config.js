module.exports = require('shell/jest/jest.base')(__dirname);
