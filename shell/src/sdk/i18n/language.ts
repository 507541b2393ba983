// Switching language: every registered catalog, dayjs's month names and the page's `lang`
// change together, and the choice is remembered in this browser (and, logged in, on the account).
import dayjs from 'dayjs';

import { i18n, type Language, LANGUAGE_STORAGE_KEY, loadLanguage } from './i18n';

/** The BCP 47 tag Intl and dayjs format with: Spanish as written in the United States. */
export function localeTag(language: string = i18n.language): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

const dayjsLocales: Record<Language, () => Promise<unknown>> = {
  en: () => Promise.resolve(), // dayjs's built-in
  es: () => import('dayjs/locale/es'),
};

let latestRequested: Language | undefined;

/**
 * Shows the app in `language` once its texts are loaded (no screen mixes two languages).
 * `remember: false` when nobody chose it (the browser's language at start-up): a later change of
 * the browser's language then still counts.
 */
export async function applyLanguage(language: Language, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  latestRequested = language;
  await Promise.all([loadLanguage(language), dayjsLocales[language]()]);
  // Two switches can overlap (the account's stored language arriving while the person picks
  // another): whichever was asked for last wins, not whichever loaded last.
  if (latestRequested !== language) return;
  dayjs.locale(language);
  document.documentElement.lang = language;
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage blocked: the choice lasts for this page
    }
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
