// The app's one i18next instance, shared by the shell and every remote through `shell/sdk`.
// Each package owns a namespace and its catalogs (`src/locales/en.json`, `es.json`), registered
// with `defineMessages` when the package's code loads, so a remote's texts come with the remote.
// English is bundled with the code (it is the fallback and most readers' language); every other
// language is fetched as its own chunk the first time it is needed, before it is shown.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The languages a person can choose, as stored on their account (`users.language`). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Each language named in itself, whatever the page's language, as language pickers do: a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export type Catalog = { readonly [key: string]: string | Catalog };
export type CatalogLoader = () => Promise<{ default: Catalog }>;

/** Where a chosen language is kept in the browser before (and between) logins. */
export const LANGUAGE_STORAGE_KEY = 'groundwork.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The browser's preferred language among ours ('es-MX' -> 'es'), else English. */
export function browserLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked: the browser's language decides
  }
}

/** A choice made on this browser, else the browser's own language. A logged-in person's stored choice then wins. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [],
  // React escapes what it renders; escaping here too would show &amp; on screen.
  interpolation: { escapeValue: false },
  // Catalogs are added by defineMessages, never fetched by i18next itself.
  initAsync: false,
  react: { useSuspense: false },
});

const loaders = new Map<string, Partial<Record<Language, CatalogLoader>>>();
const loading = new Map<string, Promise<void>>();

/** Registers a package's catalogs: English now, the others when first needed. */
export function registerCatalogs(namespace: string, en: Catalog, others: Partial<Record<Exclude<Language, 'en'>, CatalogLoader>>): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, en);
  loaders.set(namespace, others);
}

/** Loads one namespace's catalog in `language` (once; later calls share the first promise). */
export function loadCatalog(language: Language, namespace: string): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  const id = `${language}|${namespace}`;
  let promise = loading.get(id);
  if (!promise) {
    const loader = loaders.get(namespace)?.[language];
    promise = loader
      ? loader().then((module) => {
          i18n.addResourceBundle(language, namespace, module.default);
        })
      : Promise.resolve(); // no catalog in that language: i18next falls back to English
    loading.set(id, promise);
  }
  return promise;
}

/** Loads every registered namespace in `language`: a language switch shows no mix of two languages. */
export function loadLanguage(language: Language): Promise<unknown> {
  return Promise.all([...loaders.keys()].map((namespace) => loadCatalog(language, namespace)));
}
