// The sdk's own texts (its shared components and the labels it hands to remotes), in the `sdk` namespace.
import { defineMessages, type MessageKey } from './i18n';
import en from './locales/en.json';

export const sdkMessages = defineMessages('sdk', en, () => import('./locales/es.json'));

export type SdkMessageKey = MessageKey<typeof en>;

/**
 * Labels the sdk hands out as an object (`ROLE_LABELS.admin`): each property reads its text when
 * read, so a label is always in the current language, wherever and whenever it is looked up.
 */
export function liveLabels<Name extends string>(keys: Record<Name, SdkMessageKey>): Readonly<Record<Name, string>> {
  const labels = {} as Record<Name, string>;
  for (const name of Object.keys(keys) as Name[]) {
    Object.defineProperty(labels, name, { enumerable: true, get: () => sdkMessages.t(keys[name]) });
  }
  return Object.freeze(labels);
}
