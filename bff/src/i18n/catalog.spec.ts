// The catalogs' checks: a message added in one language only, left in English in Spanish, or
// missing a placeholder fails here, and so does code naming a key no catalog has.
import fs from 'node:fs';
import path from 'node:path';
import en from './catalog-en';
import es from './catalog-es';

/**
 * Spanish texts that are rightly the same as the English ones: nothing to translate in them.
 * Each is a key, with why.
 */
const SAME_IN_SPANISH: Record<string, string> = {
  // Only a placeholder: the sentences inside are translated one by one.
  'notifications.supplyOrders.reorder.message': 'a list of other messages',
};

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(full, value);
    else for (const [nested, text] of flatten(value, full)) entries.set(nested, text);
  }
  return entries;
}

/** The placeholders of a text ({name}), as the Translator's i18next reads them. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
}

const english = flatten(en as unknown as Tree);
const spanish = flatten(es as unknown as Tree);

describe('the message catalogs', () => {
  it('have the same keys in English and Spanish', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have a Spanish text for every key, not empty and not the English one (but the listed words)', () => {
    const untranslated = [...english].filter(([key, text]) => {
      const translated = spanish.get(key) ?? '';
      return translated.trim() === '' || (translated === text && !(key in SAME_IN_SPANISH));
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
    // The list holds only texts that really are the same.
    for (const key of Object.keys(SAME_IN_SPANISH)) expect(spanish.get(key)).toBe(english.get(key));
  });

  it('put in the same placeholders in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(spanish.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('have every key the code names (msg, ref, the translator, keys written in SQL)', () => {
    const root = path.join(__dirname, '..');
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'));
    const namespaces = Object.keys(en).join('|');
    // A quoted key, possibly followed by ${...} (a key made from a value: its known prefix is checked).
    const quoted = new RegExp(`['\`]((?:${namespaces})\\.[A-Za-z0-9_.]+?)(\\$\\{|['\`|])`, 'g');
    const unknown: string[] = [];
    let seen = 0;
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [, key, end] of source.matchAll(quoted)) {
        seen += 1;
        const known = end === '${' ? [...english.keys()].some((k) => k.startsWith(key)) : english.has(key);
        if (!known) unknown.push(`${file}: ${key}`);
      }
    }
    expect(unknown).toEqual([]);
    expect(seen).toBeGreaterThan(300);
  });
});
