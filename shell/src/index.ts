// A small entry: it runs as soon as it arrives and starts the first screen's data and code
// (startup/firstScreen.ts) while the app's own chunks (react, react-dom, the sdk...), preloaded by
// index.html, still download.
import { startFirstScreen } from './startup/firstScreen';

startFirstScreen();
import('./bootstrap');
