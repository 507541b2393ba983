// defineMessages: a package's typed translate function. `t` takes only keys that exist in the
// package's English catalog (TypeScript refuses any other), so a missing text fails the build.
import { useTranslation } from 'react-i18next';

import { type Catalog, type CatalogLoader, i18n, isLanguage, loadCatalog, registerCatalogs } from './i18n';

// i18next's plural forms are separate keys (`shift_one`, `shift_other`) called as `t('shift', { count })`.
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/** Every text's key in a catalog, dotted: `{ inventory: { submit: '' } }` -> 'inventory.submit'. */
export type MessageKey<C, Prefix extends string = ''> = {
  [K in keyof C & string]: C[K] extends string ? WithoutPlural<`${Prefix}${K}`> : MessageKey<C[K], `${Prefix}${K}.`>;
}[keyof C & string];

/** Values for a text's {{placeholders}}, and `count` for plurals. */
export type MessageValues = Record<string, string | number | null | undefined>;

export type Translate<C> = (key: MessageKey<C>, values?: MessageValues) => string;

export interface Messages<C> {
  /** In a component: the translate function, re-rendering when the language changes. */
  useT(): { t: Translate<C>; language: string };
  /** Outside a component (a notice after a request, a column title built once per render). */
  t: Translate<C>;
}

export function defineMessages<C extends Catalog>(namespace: string, en: C, es: CatalogLoader): Messages<C> {
  registerCatalogs(namespace, en, { es });
  const fixed = i18n.getFixedT(null, namespace);
  const t = ((key: string, values?: MessageValues) => fixed(key, values ?? {})) as Translate<C>;

  function useT() {
    const { t: bound, i18n: instance } = useTranslation(namespace);
    const language = instance.language;
    // The first render in a language whose catalog is not here yet waits for it (Suspense)
    // rather than flashing English. The promise is thrown, not passed to `use`: React then renders
    // the component afresh once it settles, where `use` would replay this render and expect the
    // same call again, which a render with the catalog in no longer makes.
    if (isLanguage(language) && !instance.hasResourceBundle(language, namespace)) throw loadCatalog(language, namespace);
    return { t: ((key: string, values?: MessageValues) => bound(key, values ?? {})) as Translate<C>, language };
  }

  return { useT, t };
}
