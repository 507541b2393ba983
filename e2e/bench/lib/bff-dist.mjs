// @ts-check
// What the bench borrows from the built BFF (bff/dist), so the schema, the password hashing and
// the checklist are exactly the app's own, never a copy that drifts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIST = path.join(ROOT, 'bff/dist');
const require = createRequire(path.join(ROOT, 'bff/package.json'));

function load(/** @type {string} */ relative) {
  const file = path.join(DIST, relative);
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build -w bff\` first`);
  }
  return require(file);
}

/** Runs every migration of the app on `databaseUrl`, under the app's own advisory lock. */
export async function migrate(/** @type {string} */ databaseUrl) {
  const { dataSourceOptions, initializeWithMigrations } = load('database/data-source-options.js');
  const dataSource = await initializeWithMigrations({ ...dataSourceOptions(databaseUrl), logging: false });
  await dataSource.destroy();
}

/** The stored hash of `password`, made by the BFF's own hasher (argon2id, its parameters). */
export async function hashPassword(/** @type {string} */ password) {
  const { PasswordHasher } = load('auth/password-hasher.js');
  return new PasswordHasher().hash(password);
}

/** The daily checklist's item names, as the inventory module defines them. */
export function inventoryItems() {
  return /** @type {string[]} */ ([...load('inventory/inventory-items.js').INVENTORY_ITEMS]);
}
