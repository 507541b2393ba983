const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_documents',
  dir: __dirname,
  devPort: 3004, // npm run dev -w mf-documents
  exposes: {
    './HrDocumentsPage': './src/hr/HrDocumentsPage.tsx',
    './FinancialDocumentsPage': './src/financial/FinancialDocumentsPage.tsx',
  },
});
