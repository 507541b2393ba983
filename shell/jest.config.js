module.exports = require('./jest/jest.base')(__dirname);
