// What the shell's webpack build defines or provides (shell/federation/shared-config.js).

/** The versions of the modules the shell shares with remotes, and the sdk's share keys. */
declare const SHARED_VERSIONS: {
  react: string;
  'react-dom': string;
  'react-redux': string;
  dayjs: string;
  antd: string;
  shell: string;
  sdkShareKey: string;
  sdkUiShareKey: string;
};

interface WebpackContext {
  keys(): string[];
  (request: string): Promise<unknown>;
}

interface ImportMeta {
  webpackContext(request: string, options: { recursive?: boolean; regExp?: RegExp; mode?: 'lazy' | 'sync' | 'eager' | 'weak' | 'lazy-once' }): WebpackContext;
}
