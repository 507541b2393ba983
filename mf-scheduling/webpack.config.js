const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_scheduling',
  dir: __dirname,
  exposes: { './MySchedulePage': './src/schedule/MySchedulePage.tsx' },
});
