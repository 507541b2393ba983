// This remote's texts, in the `field` namespace: English ships with the code, Spanish loads when first shown.
import { defineMessages } from 'shell/sdk';

import en from './locales/en.json';

export const messages = defineMessages('field', en, () => import('./locales/es.json'));
export const useT = messages.useT;
