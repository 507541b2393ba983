// The service worker is a production build's only: `npm run dev` and `webpack --mode development`
// register none (webpack replaces process.env.NODE_ENV, so this is compiled out there), so a
// development tab never runs code a worker kept from another build, and hot updates stay as they are.
// In production it registers once the page has loaded: its install downloads the shell's build
// (its precache), which must not compete with the first screen's own downloads.
export function startInstallable(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => void import('./registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
