// The one federation/build config every package's webpack.config.js uses (shell and all remotes),
// so the shared singletons, the sdk sharing and the loaders cannot drift between packages.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// webpack 5.111 bundles its minimizer as `minimizer-webpack-plugin` (the renamed
// terser-webpack-plugin); resolve it through webpack so we use exactly the copy webpack ships.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', {
  paths: [path.dirname(require.resolve('webpack/package.json'))],
}));

const ROOT = path.resolve(__dirname, '..', '..');
const SHELL_DIR = path.resolve(__dirname, '..');
const SDK_SHARE_KEY = 'shell-sdk';

function versionOf(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [ROOT] })).version;
}

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'antd', 'dayjs'];

/** Shared singletons, each pinned to the installed (workspace-hoisted) version. */
function sharedSingletons() {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // `react-dom/` (with the slash) shares react-dom/client and friends; without it they load twice.
  const reactDom = versionOf('react-dom');
  shared['react-dom/'] = { singleton: true, requiredVersion: `^${reactDom}`, version: reactDom };
  return shared;
}

const shellVersion = require(path.join(SHELL_DIR, 'package.json')).version;

/**
 * The sdk is shared, not exposed: the shell provides its sdk file as a singleton under
 * `shell-sdk`, remotes consume it with `import: false` (no fallback copy), so there is
 * exactly one Redux store and one RTK Query api at runtime (STACK-NOTES "two stores trap").
 */
const shellSdkShare = {
  './src/sdk': { singleton: true, shareKey: SDK_SHARE_KEY, version: shellVersion, requiredVersion: `^${shellVersion}` },
};
const remoteSdkShare = {
  'shell/sdk': { import: false, singleton: true, shareKey: SDK_SHARE_KEY, requiredVersion: `^${shellVersion}` },
};

const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

function baseConfig({ dir, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: { rules: [swcRule] },
    output: {
      path: path.join(dir, 'dist'),
      // [contenthash] in entry names breaks the federation runtime: hashes only in chunks.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    optimization: {
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const federationCommon = {
  shareStrategy: 'loaded-first', // lazy remotes: never fetch a remote just to compare versions
  dts: false, // the DTS plugin needs an absolute publicPath and silently emits nothing offline
};

/** A remote package: builds `<dir>/dist` with remoteEntry.js and mf-manifest.json. */
function remoteWebpackConfig({ name, exposes = {}, dir }) {
  return (_env, argv = {}) => {
    const config = baseConfig({ dir, mode: argv.mode });
    config.entry = {};
    config.output.publicPath = 'auto';
    config.output.uniqueName = name;
    config.plugins = [
      new ModuleFederationPlugin({
        ...federationCommon,
        name,
        filename: 'remoteEntry.js',
        exposes,
        manifest: true,
        shared: { ...sharedSingletons(), ...remoteSdkShare },
      }),
    ];
    return config;
  };
}

/** The host: index.html + main.js, no remotes compiled in (they come from /remotes.json). */
function shellWebpackConfig({ dir, plugins = [] }) {
  return (_env, argv = {}) => {
    const config = baseConfig({ dir, mode: argv.mode });
    config.entry = { main: './src/index.ts' };
    config.output.publicPath = '/';
    config.output.uniqueName = 'shell';
    config.plugins = [
      new ModuleFederationPlugin({
        ...federationCommon,
        name: 'shell',
        remotes: {},
        shared: { ...sharedSingletons(), ...shellSdkShare },
      }),
      ...plugins,
    ];
    return config;
  };
}

module.exports = {
  SDK_SHARE_KEY,
  SINGLETONS,
  sharedSingletons,
  swcRule,
  remoteWebpackConfig,
  shellWebpackConfig,
};
