// The rules every package's catalogs keep (each package's locales test runs this): the same texts
// in both languages, none left empty or untranslated, the same placeholders on both sides.
import type { Catalog } from './i18n';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g;

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') texts.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

function placeholders(text: string): string {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))].sort().join(', ');
}

/** A text's key without its plural form: languages have different plural forms, not different texts. */
const baseKey = (key: string) => key.replace(PLURAL, '');

export interface CatalogCheckOptions {
  /** Keys whose Spanish text is rightly the English one (a proper name, "OK", "PIN"). */
  sameInBoth?: readonly string[];
}

/** Every problem found, one line each; an empty list means the catalogs agree. */
export function checkCatalogs(en: Catalog, es: Catalog, { sameInBoth = [] }: CatalogCheckOptions = {}): string[] {
  const english = flatten(en);
  const spanish = flatten(es);
  const problems: string[] = [];
  const englishBases = new Set([...english.keys()].map(baseKey));
  const spanishBases = new Set([...spanish.keys()].map(baseKey));
  for (const key of englishBases) if (!spanishBases.has(key)) problems.push(`missing in es: ${key}`);
  for (const key of spanishBases) if (!englishBases.has(key)) problems.push(`only in es: ${key}`);
  for (const [key, text] of spanish) {
    if (text.trim() === '') problems.push(`empty in es: ${key}`);
    const original = english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? english.get(baseKey(key));
    if (original === undefined) continue;
    if (text === original && !sameInBoth.includes(key) && !sameInBoth.includes(baseKey(key))) problems.push(`not translated: ${key} (${text})`);
    if (placeholders(text) !== placeholders(original)) {
      // A Spanish singular may spell "one" out rather than show {{count}}; any other placeholder must match.
      const withoutCount = (list: string) =>
        list
          .split(', ')
          .filter((name) => name !== 'count' && name !== '')
          .join(', ');
      if (!PLURAL.test(key) || withoutCount(placeholders(text)) !== withoutCount(placeholders(original))) {
        problems.push(`placeholders differ: ${key} (en: ${placeholders(original) || 'none'}; es: ${placeholders(text) || 'none'})`);
      }
    }
  }
  return problems;
}
