const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_chat',
  dir: __dirname,
  devPort: 3006, // npm run dev -w mf-chat
  exposes: { './MessagesPage': './src/messages/MessagesPage.tsx' },
});
