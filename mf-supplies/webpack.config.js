const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_supplies',
  dir: __dirname,
  exposes: { './api': './src/api.ts' },
});
