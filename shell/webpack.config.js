const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const { CriticalPreloadPlugin } = require('./federation/critical-preload-plugin');
const { shellWebpackConfig } = require('./federation/shared-config');

module.exports = shellWebpackConfig({
  dir: __dirname,
  plugins: [
    new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
    // CURRENT_USER_URL of src/startup/firstScreen.ts, started by the entry.
    new CriticalPreloadPlugin({
      entryModule: path.join(__dirname, 'src/index.ts'),
      asyncEntryRequest: './bootstrap',
      fetches: ['/api/auth/user', '/remotes.json'],
    }),
  ],
});
