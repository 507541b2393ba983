// A fresh folder for a test (an app's DATA_DIR, a static root), under one folder per jest run that
// test/global-teardown.js removes (the same `gw-test-run-<run id>` name), so runs leave nothing in /tmp.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function runTempDir(prefix: string): string {
  const parent = path.join(os.tmpdir(), `gw-test-run-${process.env.GW_TEST_RUN_ID}`);
  fs.mkdirSync(parent, { recursive: true });
  return fs.mkdtempSync(path.join(parent, prefix));
}
