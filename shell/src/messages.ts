// The shell's texts (login, sidebar, header, dashboard, team pages), in the `shell` namespace.
import { defineMessages } from './sdk';
import en from './locales/en.json';

export const shellMessages = defineMessages('shell', en, () => import('./locales/es.json'));
export const useT = shellMessages.useT;
