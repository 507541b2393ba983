const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_client_portal',
  dir: __dirname,
  exposes: { './ClientHomePage': './src/home/ClientHomePage.tsx' },
});
