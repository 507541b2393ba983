const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_supplies',
  dir: __dirname,
  devPort: 3003, // npm run dev -w mf-supplies
  exposes: {
    './SuppliesPage': './src/supplies/SuppliesPage.tsx',
    './PaymentPage': './src/payment/PaymentPage.tsx',
  },
});
