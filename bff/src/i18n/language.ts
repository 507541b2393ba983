// The languages the app speaks, and which one a request is answered in.
import type { FastifyRequest } from 'fastify';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The Intl locale of a language: US formats (dollars, month/day order) in both, as the crews live in the US. */
export function localeOf(language: Language): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/**
 * The language an Accept-Language header prefers among ours: the supported one with the highest
 * weight (the first on a tie), `es-MX` counting as `es`; English when it names none of ours.
 */
export function languageOfAcceptLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return DEFAULT_LANGUAGE;
  let best: Language | null = null;
  let bestWeight = 0;
  // Bounded: a header of hundreds of ranges is no browser's; the first 20 decide.
  for (const range of text.split(',', 20)) {
    const [tag, ...parameters] = range.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best ?? DEFAULT_LANGUAGE;
}

/**
 * The language a request is answered in: the logged-in person's stored choice (it follows them
 * to any device), else the browser's Accept-Language (before login), else English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'> & { user?: { language?: string } }): Language {
  const stored = request.user?.language;
  return isLanguage(stored) ? stored : languageOfAcceptLanguage(request.headers['accept-language']);
}
