// @ts-check
// The Node.js flags the BFF runs with wherever it is started as the production server: the
// `npm start` launcher, the bench and the fault tests (`node <flags> bff/dist/main.js`).
// V8 reads heap sizes when the process starts, so they cannot be set from main.ts.
'use strict';

/**
 * Semi-spaces of 64 MB instead of V8's 16 MB. Under load the BFF's garbage is one request's
 * objects, and 100 requests are in flight at a time: with 16 MB a scavenge ran every ~50 ms,
 * copied the live objects of every request in flight (7 ms on average, 20 ms at worst) and
 * promoted those that lived through two, which a full mark-compact then collected every 3.5 s.
 * With 64 MB most requests end between two scavenges (~1 ms each) and the old generation
 * hardly grows (My Schedule's week, 100 connections, one machine, back to back: scavenges took
 * 4.0 s of 40 s, 0.6 s with 64 MB; once warm, p99 28-62 ms, 18-29 ms). It costs up to 192 MB of
 * reserved young generation, used only under load.
 */
const BFF_NODE_FLAGS = ['--max-semi-space-size=64'];

module.exports = { BFF_NODE_FLAGS };
