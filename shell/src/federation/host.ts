// The federation host, made on the first visit to a remote page and never for the shell's own
// screens. The shell is not built with ModuleFederationPlugin: the plugin put its runtime and the
// share tables of ~80 modules into main.js (~140 KB, ~420 ms of a slow phone's main thread before
// the first render), on every first screen, though the shell's screens load no remote.
// Here the runtime comes in this chunk, with the same shares the plugin provided
// (shell/federation/shared-config.js says which, SHARED_VERSIONS their versions): each is the
// shell's own module instance, so a remote renders with the shell's one React, one store, one antd.
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as dayjs from 'dayjs';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactRedux from 'react-redux';

import * as sdk from '../sdk';

type ShareArgs = NonNullable<Parameters<typeof createInstance>[0]['shared']>[string];

function singleton(version: string, module: () => Promise<unknown>): ShareArgs {
  return {
    version,
    scope: 'default',
    shareConfig: { singleton: true, requiredVersion: `^${version}` },
    get: () => module().then((loaded) => () => loaded),
  };
}

/** Loaded now: the shell has them already. */
const loaded = (module: unknown) => () => Promise.resolve(module);

/**
 * Every antd component, each in its own chunk fetched only when a remote asks for it (a lazy
 * webpack context over antd's component folders: a new component needs no edit here). Remotes
 * consume them as `antd/es/<component>` with `import: false` (shared-config.js).
 */
const antdComponents = import.meta.webpackContext('antd/es', { recursive: true, regExp: /^\.\/[a-z-]+\/index\.js$/, mode: 'lazy' });

function antdShares(): Record<string, ShareArgs> {
  const shares: Record<string, ShareArgs> = {};
  for (const key of antdComponents.keys()) {
    const component = /^\.\/([a-z-]+)\/index\.js$/.exec(key)?.[1];
    if (component) shares[`antd/es/${component}`] = singleton(SHARED_VERSIONS.antd, () => antdComponents(key));
  }
  return shares;
}

function hostShares(): Record<string, ShareArgs> {
  return {
    react: singleton(SHARED_VERSIONS.react, loaded(React)),
    'react-dom': singleton(SHARED_VERSIONS['react-dom'], loaded(ReactDom)),
    'react-dom/client': singleton(SHARED_VERSIONS['react-dom'], loaded(ReactDomClient)),
    'react/jsx-runtime': singleton(SHARED_VERSIONS.react, loaded(ReactJsxRuntime)),
    'react-redux': singleton(SHARED_VERSIONS['react-redux'], loaded(ReactRedux)),
    dayjs: singleton(SHARED_VERSIONS.dayjs, loaded(dayjs)),
    [SHARED_VERSIONS.sdkShareKey]: singleton(SHARED_VERSIONS.shell, loaded(sdk)),
    // The sdk's antd components: only when a remote asks for them.
    [SHARED_VERSIONS.sdkUiShareKey]: singleton(SHARED_VERSIONS.shell, () => import('../sdk/ui')),
    ...antdShares(),
  };
}

export function createHost(plugins: ModuleFederationRuntimePlugin[]): ModuleFederation {
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: hostShares(),
    // Lazy remotes: never fetch a remote just to compare versions ('version-first' would download
    // every registered remote's entry up front).
    shareStrategy: 'loaded-first',
    // Remotes are built without a federation runtime of their own (`externalRuntime`,
    // shared-config.js): they run on this one, which the plugin hands them as a global. Each
    // remoteEntry.js was ~80 KB of which most was a second copy of the runtime, downloaded and run
    // on a remote first screen after the shell's.
    plugins: [injectExternalRuntimeCore(), ...plugins],
  });
}
