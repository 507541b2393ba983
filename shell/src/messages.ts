// The shell's texts (login, sidebar, header, dashboard, 404, a section that failed to load), in the `shell` namespace.
import { defineMessages, type Translate } from './sdk';
import en from './locales/en.json';

export const shellMessages = defineMessages('shell', en, () => import('./locales/es.json'));
export const useT = shellMessages.useT;
export type ShellTranslate = Translate<typeof en>;
