export { browserLanguage, DEFAULT_LANGUAGE, i18n, initialLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, loadCatalog, loadLanguage } from './i18n';
export type { Catalog, Language } from './i18n';
export { applyLanguage, localeTag } from './language';
export { defineMessages } from './messages';
export type { MessageKey, Messages, MessageValues, Translate } from './messages';
