// The one federation/build config every package's webpack.config.js uses (shell and all remotes),
// so the shared singletons, the sdk sharing and the loaders cannot drift between packages.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
// webpack 5.111 bundles its minimizer as `minimizer-webpack-plugin` (the renamed
// terser-webpack-plugin); resolve it through webpack so we use exactly the copy webpack ships.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', {
  paths: [path.dirname(require.resolve('webpack/package.json'))],
}));

const ROOT = path.resolve(__dirname, '..', '..');
const SHELL_DIR = path.resolve(__dirname, '..');
const SDK_SHARE_KEY = 'shell-sdk';
const SDK_UI_SHARE_KEY = 'shell-sdk-ui';

function versionOf(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [ROOT] })).version;
}

// A shared package is never tree-shaken, so only what must be one instance across packages is
// here. antd is shared per component (below: the whole of antd is ~450 KB gzip, STACK-NOTES).
// @reduxjs/toolkit is not shared: only the sdk (one copy, in the shell) uses it, so the shell's
// copy is tree-shaken; remotes add endpoints through the sdk's api. Nor is react-router-dom:
// remotes take its hooks and links from the sdk (the guard below enforces it).
const SINGLETONS = ['react', 'react-dom', 'react-redux', 'dayjs'];

/** Shared singletons, each pinned to the installed (workspace-hoisted) version. */
function sharedSingletons() {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // `react-dom/` (with the slash) shares react-dom/client and friends; without it they load twice
  // (the shell provides react-dom/client too: src/federation/host.ts).
  const reactDom = versionOf('react-dom');
  shared['react-dom/'] = { singleton: true, requiredVersion: `^${reactDom}`, version: reactDom };
  return shared;
}

/**
 * antd, one shared module per component (`antd/es/button`, `antd/es/table`...), read from the
 * installed antd's own index so a new component needs no edit here. Code imports components by
 * path (`import Button from 'antd/es/button'`; the import guard below refuses the barrel). The
 * shell provides every component (src/federation/host.ts), each in its own lazily loaded chunk, so a page downloads the
 * components it renders and nothing else; remotes consume them with `import: false` (no copy of
 * their own), so every remote renders with the shell's one antd: one ConfigProvider theme, one
 * App context for messages, one style cache.
 */
const ANTD_COMPONENTS = (() => {
  const index = fs.readFileSync(require.resolve('antd/es/index.js', { paths: [ROOT] }), 'utf8');
  const folders = [...index.matchAll(/from '\.\/([a-z-]+)'/g)].map((match) => match[1]);
  return [...new Set(folders)].filter((folder) => !folder.startsWith('_') && folder !== 'version').sort();
})();
const ANTD_COMPONENT_REQUEST = new RegExp(`^antd/es/(${ANTD_COMPONENTS.join('|')})$`);

const ANTD_CORE = new RegExp(
  [
    'antd/es/(_util|config-provider|style|theme|locale|version)/',
    'antd/es/[a-z-]+/locale/', // the en_US texts every component's locale pulls in
    '@ant-design/(cssinjs|cssinjs-utils|colors|fast-color)/',
    '@ant-design/icons/es/(components|utils)',
    '@rc-component/(util|motion|resize-observer|context|portal)/',
    '@rc-component/[a-z-]+/es/locale/',
    '@babel/runtime/', 'clsx/', 'classnames/', 'stylis/', '@emotion/', 'react-is/', 'is-mobile/',
  ]
    .map((part) => `[\\\\/]node_modules[\\\\/]${part.replace(/\//g, '[\\\\/]')}`)
    .join('|'),
);

/** What a remote consumes of antd: every component, from the shell (src/federation/host.ts). */
function antdComponentShares() {
  const version = versionOf('antd');
  const shared = {};
  for (const component of ANTD_COMPONENTS) {
    shared[`antd/es/${component}`] = { import: false, singleton: true, requiredVersion: `^${version}` };
  }
  return shared;
}

/**
 * Fails the build when a package's own code imports a library in a way that would bundle a
 * second, unshared copy of it. antd: one component by path only (the barrel `antd`, `antd/lib`
 * or a file inside a component would bring the whole library, or a copy with its own theme
 * context). Remotes: react-router-dom only through `shell/sdk` (it is not shared, so a remote's
 * copy would have no router). Type-only imports are erased by swc before webpack sees them.
 */
class ImportGuardPlugin {
  constructor({ remote }) {
    this.remote = remote;
  }

  problemWith(request) {
    if (/^antd(\/|$)/.test(request) && !ANTD_COMPONENT_REQUEST.test(request)) {
      return "import antd one component by path, e.g. import Button from 'antd/es/button'";
    }
    if (this.remote && /^react-router(-dom)?(\/|$)/.test(request)) {
      return "import Link, Navigate, useNavigate... from 'shell/sdk' (the shell's one router)";
    }
    return null;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ImportGuardPlugin', (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap('ImportGuardPlugin', (data) => {
        const issuer = data.contextInfo.issuer || '';
        if (!issuer || issuer.includes(`${path.sep}node_modules${path.sep}`)) return;
        const problem = this.problemWith(data.request);
        if (!problem) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${path.relative(ROOT, issuer)} imports '${data.request}': ${problem} (shell/federation/shared-config.js).`,
          ),
        );
      });
    });
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every script, style, HTML and JSON file the build
 * emits, so the BFF serves them compressed (bff/src/static/front-end.ts) without compressing on
 * every request. Brotli at its best quality: this runs once per build, the bytes every visit.
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('node:zlib');
    const { promisify } = require('node:util');
    const brotli = promisify(zlib.brotliCompress);
    const gzip = promisify(zlib.gzip);
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const jobs = Object.keys(assets)
            .filter((name) => /\.(js|css|html|json)$/.test(name))
            .map(async (name) => {
              const input = compilation.getAsset(name).source.buffer();
              if (input.length < 1024) return; // smaller than the headers it would save
              const [br, gz] = await Promise.all([
                brotli(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length } }),
                gzip(input, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new RawSource(br));
              compilation.emitAsset(`${name}.gz`, new RawSource(gz));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

const shellVersion = require(path.join(SHELL_DIR, 'package.json')).version;

/**
 * The sdk is shared, not exposed: the shell provides its sdk file as a singleton under
 * `shell-sdk` (src/federation/host.ts), remotes consume it with `import: false` (no fallback
 * copy), so there is exactly one Redux store and one RTK Query api at runtime (STACK-NOTES "two
 * stores trap"). The sdk's antd components are apart (`shell-sdk-ui`), so that the shell's own
 * screens, which load the sdk, do not load them.
 */
const remoteSdkShare = {
  'shell/sdk': { import: false, singleton: true, shareKey: SDK_SHARE_KEY, requiredVersion: `^${shellVersion}` },
  'shell/sdk/ui': { import: false, singleton: true, shareKey: SDK_UI_SHARE_KEY, requiredVersion: `^${shellVersion}` },
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

/**
 * react-router's package exports point at its development build whatever the mode (warnings and
 * checks included); a production bundle takes its production build. Both of its entries, or its
 * two builds' chunks would both be bundled.
 */
function reactRouterProductionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router-dom/package.json', { paths: [ROOT] })), '..', 'react-router', 'dist', 'production');
  const index = path.join(dist, 'index.mjs');
  const dom = path.join(dist, 'dom-export.mjs');
  return fs.existsSync(index) && fs.existsSync(dom) ? { 'react-router$': index, 'react-router/dom$': dom } : {};
}

function baseConfig({ dir, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: production ? reactRouterProductionAliases() : {} },
    module: { rules: [swcRule] },
    output: {
      path: path.join(dir, 'dist'),
      // [contenthash] in entry names breaks the federation runtime: hashes only in chunks.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    optimization: {
      // Every antd component needs the same core (config provider, theme, style utilities,
      // css-in-js, rc-component utils): one chunk for it, instead of a copy of its small modules
      // inside each per-component chunk (splitChunks leaves groups under 20 KB duplicated).
      splitChunks: {
        cacheGroups: {
          antdCore: {
            test: ANTD_CORE,
            name: 'antd-core',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
    },
    plugins: production ? [new PrecompressPlugin()] : [],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Drops the manifest plugin's notice that a remote's publicPath is 'auto' (resolved from where its
 * remoteEntry.js was loaded): that is the design, so a remote can be served from any origin
 * (REMOTES_MANIFEST), and a newcomer reading `npm start` could do nothing about it. Every other
 * infrastructure message still shows.
 */
class QuietAutoPublicPathNotice {
  apply(compiler) {
    compiler.hooks.infrastructureLog.tap('QuietAutoPublicPathNotice', (origin, type, args) => {
      const text = args.map(String).join(' ');
      if (type === 'warn' && /Manifest Plugin/.test(origin) && text.includes("publicPath='auto'")) return true;
      return undefined;
    });
  }
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
      ...config.plugins,
      new ImportGuardPlugin({ remote: true }),
      new QuietAutoPublicPathNotice(),
      new ModuleFederationPlugin({
        ...federationCommon,
        name,
        filename: 'remoteEntry.js',
        exposes,
        manifest: true,
        shared: { ...sharedSingletons(), ...antdComponentShares(), ...remoteSdkShare },
      }),
    ];
    return config;
  };
}

/**
 * The versions src/federation/host.ts provides the shares at (the ones remotes consume, above),
 * and the sdk's share keys.
 */
function hostSharedVersions() {
  return {
    react: versionOf('react'),
    'react-dom': versionOf('react-dom'),
    'react-redux': versionOf('react-redux'),
    dayjs: versionOf('dayjs'),
    antd: versionOf('antd'),
    shell: shellVersion,
    sdkShareKey: SDK_SHARE_KEY,
    sdkUiShareKey: SDK_UI_SHARE_KEY,
  };
}

/**
 * The host: index.html + main.js, no remotes compiled in (they come from /remotes.json), and no
 * ModuleFederationPlugin: its runtime and share tables were most of main.js and of a slow phone's
 * main thread before the first screen (issue 9), which needs no remote. The federation runtime
 * and the shares come with src/federation/host.ts, on the first visit to a remote page.
 */
function shellWebpackConfig({ dir, plugins = [] }) {
  return (_env, argv = {}) => {
    const config = baseConfig({ dir, mode: argv.mode });
    config.entry = { main: './src/index.ts' };
    config.output.publicPath = '/';
    config.output.uniqueName = 'shell';
    config.plugins = [
      ...config.plugins,
      new ImportGuardPlugin({ remote: false }),
      new DefinePlugin({ SHARED_VERSIONS: JSON.stringify(hostSharedVersions()) }),
      ...plugins,
    ];
    return config;
  };
}

module.exports = {
  ANTD_COMPONENTS,
  SDK_SHARE_KEY,
  SDK_UI_SHARE_KEY,
  SINGLETONS,
  sharedSingletons,
  swcRule,
  remoteWebpackConfig,
  shellWebpackConfig,
};
