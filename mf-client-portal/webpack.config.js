const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_client_portal',
  dir: __dirname,
  devPort: 3005, // npm run dev -w mf-client-portal
  exposes: { './ClientHomePage': './src/home/ClientHomePage.tsx' },
});
