// `webpack serve` only: a remote's exposed page is reached through a module that re-exports its
// default export and nothing else. React Fast Refresh updates a module in place only when all its
// exports are components; a page that also exports a constant or a helper would otherwise make
// every edit a full reload (its only importer is the federation container, which cannot accept
// updates). This wrapper is such a component-only module, so edits stop there and refresh.
'use strict';

const path = require('node:path');

module.exports = function exposedPageLoader() {
  return `export { default } from ${JSON.stringify(`./${path.basename(this.resourcePath)}`)};\n`;
};
