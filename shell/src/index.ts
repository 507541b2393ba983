// A small entry: it runs as soon as it arrives and starts the first screen's data and code
// (startup/firstScreen.ts) while the app's own chunks (react, react-dom, the sdk...), preloaded by
// index.html, still download.
import { startInstallable } from './installable/startInstallable';
import { startFirstScreen } from './startup/firstScreen';

startFirstScreen();
import('./bootstrap');
// The service worker (installable/), registered once the page has loaded.
startInstallable();
