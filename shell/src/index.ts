// Async boundary: shared singletons (react, antd, the sdk...) are negotiated before the app runs.
// The first screen's data and code start loading meanwhile (startup/firstScreen.ts).
import { startFirstScreen } from './startup/firstScreen';

startFirstScreen();
import('./bootstrap');
