// The sdk's own texts (its shared components), in the `sdk` namespace.
import { defineMessages } from './i18n';
import en from './locales/en.json';

export const sdkMessages = defineMessages('sdk', en, () => import('./locales/es.json'));
