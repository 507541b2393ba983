// The server's catalogs, both languages, as one i18next instance: the JSON files are imported
// (tsc copies them into dist with the code), so no folder is read or watched at run time.
// i18next is the front end's library too: one way to say a message across the repository.
import { createInstance, type i18n } from 'i18next';
import en from './catalog-en';
import es from './catalog-es';
import { DEFAULT_LANGUAGE, type Language } from './language';

export const CATALOGS: Record<Language, typeof en> = { en, es };

/**
 * Ready when it returns (resources given, no backend). Placeholders are `{name}`; values are put
 * in as given (these texts are not HTML; whoever puts one in HTML escapes it there). A key
 * missing in Spanish falls back to English (catalog.spec.ts keeps there being none).
 */
export function createCatalogs(): i18n {
  const instance = createInstance();
  void instance.init({
    resources: { en: { translation: CATALOGS.en }, es: { translation: CATALOGS.es } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });
  return instance;
}
