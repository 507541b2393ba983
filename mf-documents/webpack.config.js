const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_documents',
  dir: __dirname,
  exposes: {
    './HrDocumentsPage': './src/hr/HrDocumentsPage.tsx',
    './FinancialDocumentsPage': './src/financial/FinancialDocumentsPage.tsx',
  },
});
