// The one federation/build config every package's webpack.config.js uses (shell and all remotes),
// so the shared singletons, the sdk sharing and the loaders cannot drift between packages.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
// webpack 5.111 bundles its minimizer as `minimizer-webpack-plugin` (the renamed
// terser-webpack-plugin); resolve it through webpack so we use exactly the copy webpack ships.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', {
    paths: [path.dirname(require.resolve('webpack/package.json'))],
  }),
);

const ROOT = path.resolve(__dirname, '..', '..');
const SHELL_DIR = path.resolve(__dirname, '..');
const SDK_SHARE_KEY = 'shell-sdk';
const SDK_UI_SHARE_KEY = 'shell-sdk-ui';

function versionOf(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [ROOT] })).version;
}

// A shared package is never tree-shaken, so only what must be one instance across packages is
// here. antd is shared per component (below: the whole of antd is ~450 KB gzip).
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
  // The JSX runtime is the host's too: its development build calls into React's development
  // internals, so a remote's own copy must match the host's React build, and a remote served by
  // its dev server into a production app (REMOTES_MANIFEST) would fail on every element.
  const react = versionOf('react');
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: `^${react}`, version: react };
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
    '@babel/runtime/',
    'clsx/',
    'classnames/',
    'stylis/',
    '@emotion/',
    'react-is/',
    'is-mobile/',
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
    // A language's texts for antd (`antd/es/locale/es_ES`) are one small file, part of antd's core.
    if (/^antd(\/|$)/.test(request) && !ANTD_COMPONENT_REQUEST.test(request) && !/^antd\/es\/locale\/[a-z]{2}_[A-Z]{2}$/.test(request)) {
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
          new compiler.webpack.WebpackError(`${path.relative(ROOT, issuer)} imports '${data.request}': ${problem} (shell/federation/shared-config.js).`),
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
 * copy), so there is exactly one Redux store and one RTK Query api at runtime (a second copy of
 * the sdk would make a second store, whose cache and current user the shell never sees). The
 * sdk's antd components are apart (`shell-sdk-ui`), so that the shell's own screens, which load
 * the sdk, do not load them. The sdk's version is the shell package's: a
 * remote needs `^` the version it was built against, strictly (a remote built for another major
 * fails to load, with a message its page shows, instead of running on an sdk it does not know);
 * bump the shell's major (its minor while 0.x) when the sdk changes in a way that breaks remotes.
 */
const remoteSdkShare = {
  'shell/sdk': { import: false, singleton: true, strictVersion: true, shareKey: SDK_SHARE_KEY, requiredVersion: `^${shellVersion}` },
  'shell/sdk/ui': { import: false, singleton: true, strictVersion: true, shareKey: SDK_UI_SHARE_KEY, requiredVersion: `^${shellVersion}` },
};

/**
 * TypeScript and JSX through swc; with `refresh`, swc's React Fast Refresh transform too. JSX
 * always compiles to `react/jsx-runtime` (never the development `jsxDEV`, which the production
 * runtime lacks): that module is the host's, development or production as the host was built.
 */
function swcRuleFor({ refresh }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // development: false, or swc-loader turns it on in webpack's development mode.
          transform: { react: { runtime: 'automatic', development: false, ...(refresh ? { refresh: true } : {}) } },
          target: 'es2020',
        },
      },
    },
  };
}
const swcRule = swcRuleFor({ refresh: false });

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

/**
 * `serving` is `webpack serve` (webpack-cli sets env.WEBPACK_SERVE): development mode with hot
 * module replacement and React Fast Refresh (swc's transform + the refresh runtime plugin).
 */
function baseConfig({ dir, mode, serving = false }) {
  const production = mode !== 'development' && !serving;
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // No eval in development either: a development bundle then runs under the production
    // Content-Security-Policy too (a remote's dev server loaded into `npm start`'s app).
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: production ? reactRouterProductionAliases() : {} },
    module: { rules: [serving ? swcRuleFor({ refresh: true }) : swcRule] },
    output: {
      path: path.join(dir, 'dist'),
      // [contenthash] in entry names breaks the federation runtime: hashes only in chunks (and
      // none under hot module replacement, which refuses them).
      filename: '[name].js',
      chunkFilename: serving ? '[name].js' : '[name].[contenthash:8].js',
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
    plugins: production
      ? [new PrecompressPlugin()]
      : serving
        ? // Its own modules, and a remote's exposed-page wrappers (below: exposed-page-loader.js).
          [new ReactRefreshPlugin({ overlay: false, include: /\.[jt]sx?(\?exposed-page)?$/i })]
        : [],
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

/**
 * Writes `precache.json` next to a remote's remoteEntry.js: the files the shell's service worker
 * keeps on the device for a person whose role uses this remote (shell/src/serviceWorker), each
 * with a revision (the hash already in its name, else its content's md5). The remote is a
 * deployment of its own, possibly on another origin, so it says which files are its code; the
 * shell cannot know. Left out: source maps and the compressed twins (the browser asks the plain
 * name), remoteEntry.js and mf-manifest.json (they change with every deploy under the same name:
 * the worker fetches them network-first instead), and precache.json itself.
 */
class RemotePrecacheListPlugin {
  apply(compiler) {
    const { createHash } = require('node:crypto');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemotePrecacheListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemotePrecacheListPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const files = Object.keys(assets)
          .filter((name) => !/\.(map|br|gz|txt)$/.test(name) && !['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'precache.json'].includes(name))
          .sort()
          .map((url) => ({ url, revision: createHash('md5').update(compilation.getAsset(url).source.buffer()).digest('hex').slice(0, 16) }));
        compilation.emitAsset('precache.json', new RawSource(JSON.stringify({ files })));
      });
    });
  }
}

const federationCommon = {
  shareStrategy: 'loaded-first', // lazy remotes: never fetch a remote just to compare versions
  dts: false, // the DTS plugin needs an absolute publicPath and silently emits nothing offline
};

/** The app's origin, which a remote's dev server lets read its files (CORS). */
const APP_ORIGIN = process.env.APP_ORIGIN || 'http://localhost:3000';
/** The dev servers' hot-update sockets: never `/ws`, which is the app's own socket. */
const HMR_PATH = '/hmr';

/**
 * `npm run dev -w <remote>`: this remote alone on `devPort` (DEV_SERVER_PORT overrides it), hot
 * updated, readable from the app's origin (APP_ORIGIN, CORS), for an app that loads it from
 * there (REMOTES_MANIFEST, or the development shell's per-browser override). Under `npm run dev`
 * it sits behind the app's dev server at DEV_PUBLIC_PATH (`/remotes/<folder>/`), so its
 * hot-update socket is reached there too, on the app's one origin.
 */
function remoteDevServer({ devPort }) {
  const port = Number(process.env.DEV_SERVER_PORT) || devPort;
  const publicPath = process.env.DEV_PUBLIC_PATH;
  return {
    port,
    hot: true,
    liveReload: false,
    allowedHosts: 'all',
    static: false,
    headers: { 'Access-Control-Allow-Origin': APP_ORIGIN, Vary: 'Origin' },
    client: {
      overlay: false,
      webSocketURL: publicPath ? `auto://0.0.0.0:0${publicPath.replace(/\/$/, '')}${HMR_PATH}` : `ws://localhost:${port}${HMR_PATH}`,
    },
    webSocketServer: { type: 'ws', options: { path: HMR_PATH } },
  };
}

/**
 * A remote package: builds `<dir>/dist` with remoteEntry.js and mf-manifest.json; `devPort` is
 * where `npm run dev` in the package serves it alone.
 */
function remoteWebpackConfig({ name, exposes = {}, dir, devPort }) {
  return (env = {}, argv = {}) => {
    const serving = Boolean(env.WEBPACK_SERVE);
    const config = baseConfig({ dir, mode: argv.mode, serving });
    if (serving) {
      config.devServer = remoteDevServer({ devPort });
      config.module.rules.push({ resourceQuery: /exposed-page/, enforce: 'pre', loader: require.resolve('./exposed-page-loader') });
    }
    const exposed = serving ? Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, `${file}?exposed-page`])) : exposes;
    config.entry = {};
    config.output.publicPath = 'auto';
    config.output.uniqueName = name;
    config.plugins = [
      ...config.plugins,
      new ImportGuardPlugin({ remote: true }),
      new QuietAutoPublicPathNotice(),
      ...(serving ? [] : [new RemotePrecacheListPlugin()]),
      new ModuleFederationPlugin({
        ...federationCommon,
        name,
        filename: 'remoteEntry.js',
        exposes: exposed,
        // The sdk version this remote is built against, in its mf-manifest.json: the shell reads
        // it before loading the remote and refuses one it cannot serve (src/federation/sdkVersion.ts).
        manifest: {
          additionalData: ({ stats }) => {
            stats.metaData.sdkVersion = shellVersion;
            return stats;
          },
        },
        shared: { ...sharedSingletons(), ...antdComponentShares(), ...remoteSdkShare },
        // No runtime of its own in remoteEntry.js: the shell's (src/federation/host.ts provides it),
        // which is the only host a remote is ever loaded by, its dev server's included.
        experiments: { externalRuntime: true },
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

/** The dev server's /sw.js (shellDevServer): unregisters a production build's worker. */
const RETIRING_SERVICE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;

/**
 * `npm run dev -w shell`: the shell hot updated on DEV_SERVER_PORT (3010), in front of a BFF at
 * BFF_URL (`npm start`'s http://localhost:3000 by default), which answers /api, /ws, /remotes.json
 * and the built remotes; REMOTE_DEV_SERVERS (JSON, folder -> dev server URL, set by `npm run dev`)
 * sends a remote's path, hot-update socket included, to its dev server instead. Proxied with the
 * browser's Host and Origin (no changeOrigin), so the BFF sees its own origin as in production.
 */
function shellDevServer() {
  const bff = process.env.BFF_URL || 'http://localhost:3000';
  const remotes = JSON.parse(process.env.REMOTE_DEV_SERVERS || '{}');
  return {
    port: Number(process.env.DEV_SERVER_PORT) || 3010,
    hot: true,
    liveReload: false,
    allowedHosts: 'all',
    static: false,
    historyApiFallback: true,
    // A browser that ran a production build on this origin (`npm start` on the same port) still
    // has its service worker, which would answer every page with that build's index.html. The
    // browser asks /sw.js again at each navigation: here it gets a worker that removes itself,
    // its caches, and reloads the open tabs onto the dev server.
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/sw.js', (_request, response) => {
        response.set({ 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' }).send(RETIRING_SERVICE_WORKER);
      });
      return middlewares;
    },
    client: { overlay: false, webSocketURL: `auto://0.0.0.0:0${HMR_PATH}` },
    webSocketServer: { type: 'ws', options: { path: HMR_PATH } },
    proxy: [
      ...Object.entries(remotes).map(([folder, target]) => ({
        context: [`/remotes/${folder}/`],
        target,
        pathRewrite: { [`^/remotes/${folder}`]: '' },
        ws: true,
      })),
      // Only /ws upgrades go to the BFF: a remote's hot-update socket is its dev server's.
      { context: ['/api', '/remotes', '/manifest.webmanifest'], target: bff },
      { context: ['/ws'], target: bff, ws: true },
    ],
  };
}

/**
 * The host: index.html + main.js, no remotes compiled in (they come from /remotes.json), and no
 * ModuleFederationPlugin: its runtime and share tables were most of main.js and of a slow phone's
 * main thread before the first screen, which needs no remote. The federation runtime
 * and the shares come with src/federation/host.ts, on the first visit to a remote page.
 */
function shellWebpackConfig({ dir, plugins = [], productionPlugins = [] }) {
  return (env = {}, argv = {}) => {
    const serving = Boolean(env.WEBPACK_SERVE);
    const production = argv.mode !== 'development' && !serving;
    const config = baseConfig({ dir, mode: argv.mode, serving });
    if (serving) config.devServer = shellDevServer();
    config.entry = { main: serving ? ['./src/federation/refreshRenderers.ts', './src/index.ts'] : './src/index.ts' };
    config.output.publicPath = '/';
    config.output.uniqueName = 'shell';
    config.plugins = [
      ...config.plugins,
      new ImportGuardPlugin({ remote: false }),
      new DefinePlugin({ SHARED_VERSIONS: JSON.stringify(hostSharedVersions()) }),
      ...plugins,
      ...(production ? productionPlugins : []),
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
