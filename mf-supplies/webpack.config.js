const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_supplies',
  dir: __dirname,
  exposes: {
    './SuppliesPage': './src/supplies/SuppliesPage.tsx',
    './PaymentPage': './src/payment/PaymentPage.tsx',
  },
});
