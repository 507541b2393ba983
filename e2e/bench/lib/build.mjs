// @ts-check
// Builds what is stale before a bench run, with the launcher's own check (`npm start` builds the
// same way), so the bench always measures the production build of the current sources.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './bff-dist.mjs';

export async function buildStale() {
  const require = createRequire(path.join(ROOT, 'package.json'));
  /** @type {{ buildStalePackages: () => Promise<void> }} */
  const launcher = require(path.join(ROOT, 'bff/bin/start.js'));
  await launcher.buildStalePackages();
}
