const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_chat',
  dir: __dirname,
  exposes: { './MessagesPage': './src/messages/MessagesPage.tsx' },
});
