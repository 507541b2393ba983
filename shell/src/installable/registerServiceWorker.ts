// Registers the service worker (/sw.js, built from src/serviceWorker/sw.ts) with workbox-window
// and hands it to the update rule (updatePrompt.ts). Its own chunk, loaded once the page has
// loaded (startInstallable.ts), so a first screen never waits for it.
import { Workbox } from 'workbox-window';

import { watchForUpdates } from './updatePrompt';

export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  watchForUpdates(workbox);
  await workbox.register();
}
