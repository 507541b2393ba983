// @ts-check
// The Node.js flags the BFF runs with wherever it is started as the production server: the
// `npm start` launcher, the bench and the fault tests (`node <flags> bff/dist/main.js`).
// V8 reads heap sizes when the process starts, so they cannot be set from main.ts.
'use strict';

/**
 * Semi-spaces of 64 MB instead of V8's 16 MB: under load most requests' objects then die between
 * two scavenges instead of being copied and promoted by each (measured: bff/README.md,
 * Decisions). Up to 192 MB of young generation, used only under load.
 */
const BFF_NODE_FLAGS = ['--max-semi-space-size=64'];

module.exports = { BFF_NODE_FLAGS };
