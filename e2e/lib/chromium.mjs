// @ts-check
// The one way the bench and the security run start a browser: Debian's Chromium (or
// CHROMIUM_PATH), headless, with the flags that keep it quiet on a closed network. The Playwright
// suite's config (TypeScript) carries the same list in its launchOptions.
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Flags for a quiet headless Chromium on a shared machine (no updates, sync or GPU). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
