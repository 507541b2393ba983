// This remote's texts, in the `clientPortal` namespace: English ships with the code, Spanish loads when first shown.
import { defineMessages, type Translate as TranslateOf } from 'shell/sdk';

import en from './locales/en.json';

export const messages = defineMessages('clientPortal', en, () => import('./locales/es.json'));
export const useT = messages.useT;
/** This remote's translate function, for helpers that build texts outside a component. */
export type Translate = TranslateOf<typeof en>;
