// Adds to index.html what every first screen needs before anything can render, so the browser
// fetches it while it parses the page instead of one round trip after another, each of which a
// slow phone waited for before its first screen. Without it the chain was index.html -> main.js ->
// the bootstrap chunks (react, react-dom, the sdk...) -> GET /api/auth/user -> the logged-in or
// logged-out app.
//  - `<link rel=preload as=script>` for the chunks of `import('./bootstrap')` (found in webpack's
//    chunk graph at build time, so a new dependency needs no edit here);
//  - `<link rel=preload as=fetch>` for the GETs the entry starts at once (src/startup) or a first
//    screen waits for (/remotes.json, before a remote page's manifest), with the credentials mode
//    of their fetch, or the browser would not reuse the preloaded answer.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class CriticalPreloadPlugin {
  /**
   * @param {{ entryModule: string, asyncEntryRequest: string, fetches: string[] }} options
   *   entryModule: the entry file (absolute path); asyncEntryRequest: what it import()s;
   *   fetches: same-origin URLs the entry fetches with `credentials: 'include'`.
   */
  constructor(options) {
    this.options = options;
  }

  /** The chunks of `import(asyncEntryRequest)` in the entry (its lazy import()s are not followed). */
  criticalChunks(compilation) {
    const { chunkGraph } = compilation;
    // Minified builds concatenate the entry's modules: the file is then the concatenation's root.
    const entry = [...compilation.modules].map((module) => module.rootModule ?? module).find((module) => module.resource === this.options.entryModule);
    if (!entry) throw new Error(`CriticalPreloadPlugin: ${this.options.entryModule} is not in the build`);
    const start = entry.blocks.find((block) => block.dependencies.some((dependency) => dependency.request === this.options.asyncEntryRequest));
    if (!start) throw new Error(`CriticalPreloadPlugin: ${this.options.entryModule} does not import('${this.options.asyncEntryRequest}')`);
    const chunks = chunkGraph.getBlockChunkGroup(start)?.chunks ?? [];
    return chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('CriticalPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('CriticalPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const fetchLinks = this.options.fetches.map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'fetch', href, crossorigin: 'use-credentials' }),
        );
        const scriptLinks = this.criticalChunks(compilation)
          .sort()
          .map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        // After main.js (needed first; a deferred script has a low priority otherwise), the API
        // call (it waits on the server, not on bytes), then the chunks.
        data.headTags.push(...fetchLinks, ...scriptLinks);
        return data;
      });
    });
  }
}

module.exports = { CriticalPreloadPlugin };
