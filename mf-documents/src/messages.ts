// This remote's texts, in the `documents` namespace: English ships with the code, Spanish loads when first shown.
import { defineMessages, i18n, type Language, loadCatalog, type MessageKey, type MessageValues } from 'shell/sdk';

import en from './locales/en.json';

const NAMESPACE = 'documents';

export const messages = defineMessages(NAMESPACE, en, () => import('./locales/es.json'));
export const useT = messages.useT;

/**
 * A text in a given language, whatever the reader's: a printed Spanish notice reads Spanish
 * throughout, even printed by an admin who reads English. The page that prints loads the
 * catalogs first (loadPrintLanguages).
 */
export function tIn(language: Language, key: MessageKey<typeof en>, values?: MessageValues): string {
  return i18n.getFixedT(language, NAMESPACE)(key, values ?? {});
}

/** Loads this remote's texts in every language a document is printed in. */
export function loadPrintLanguages(languages: readonly Language[]): Promise<unknown> {
  return Promise.all(languages.map((language) => loadCatalog(language, NAMESPACE)));
}
