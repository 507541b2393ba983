const HtmlWebpackPlugin = require('html-webpack-plugin');

const { shellWebpackConfig } = require('./federation/shared-config');

module.exports = shellWebpackConfig({
  dir: __dirname,
  plugins: [new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' })],
});
