const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

const { CriticalPreloadPlugin } = require('./federation/critical-preload-plugin');
const { shellWebpackConfig } = require('./federation/shared-config');

module.exports = shellWebpackConfig({
  dir: __dirname,
  // The service worker (src/serviceWorker/sw.ts), with the list of this build's files to precache;
  // production builds only: a development build registers none (src/installable).
  productionPlugins: [
    new InjectManifest({
      swSrc: './src/serviceWorker/sw.ts',
      swDest: 'sw.js',
      // The browser asks for the plain names (the server picks a compressed twin); maps are for debugging.
      exclude: [/\.map$/, /\.(br|gz)$/, /\.LICENSE\.txt$/],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  ],
  plugins: [
    // The home-screen icons the web app manifest names (the BFF serves it: bff/src/static/front-end.ts),
    // rendered once from icons/icon.svg and icon-maskable.svg (see shell/README.md, Installable).
    new CopyPlugin({ patterns: [{ from: 'public/icons/*.png', to: 'icons/[name][ext]' }] }),
    new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
    // CURRENT_USER_URL of src/startup/firstScreen.ts, started by the entry.
    new CriticalPreloadPlugin({
      entryModule: path.join(__dirname, 'src/index.ts'),
      asyncEntryRequest: './bootstrap',
      fetches: ['/api/auth/user', '/remotes.json'],
    }),
  ],
});
