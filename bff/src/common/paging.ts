// The query parameters of the lists that grow with the business, one decorator each so every list
// refuses a bad page or search the same way (a 400 naming the allowed range). A list's body stays
// its array (the spec's shape); its total, where a screen shows one, comes from a count endpoint.
// Every list has a default and a maximum page size, whatever is asked.
//
// Three ways to ask for the next rows, one per kind of screen: `page` for a numbered pager
// (issues, job sites), `offset` for "Show more" under a list that only grows at its end (a day's
// shifts, appointment requests), `after` (a row id, keyset) for name-ordered people lists that are
// searched and change while they are read (Team Management, chat contacts).
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { msg } from '../i18n/message';

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;
/** Far beyond any list's last page at the largest page size, so a typo cannot ask for OFFSET 10^20. */
export const PAGE_MAX = 100_000;
/** Deep enough for a day of every shift or years of requests; deeper pages are a narrower filter's job. */
export const OFFSET_MAX = 100_000;
export const SEARCH_MAX = 100;

/** A query string's digits as a number; anything else (empty, repeated, words) left to fail IsInt. */
const toNumber = Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value));

/** An optional whole number from min to max, read from the query string. */
export function QueryInt(name: string, max: number, min = 1): PropertyDecorator {
  const message = msg('validation.common.wholeNumber', { name, min, max });
  return applyDecorators(IsOptional(), toNumber, IsInt({ message }), Min(min, { message }), Max(max, { message }));
}

/** Optional `limit`: how many rows a page holds, 1 to `max`. */
export const PageLimit = (max: number = PAGE_SIZE_MAX): PropertyDecorator => QueryInt('limit', max);

/** Optional `offset`: how many rows of the list's order to skip, 0 to OFFSET_MAX. */
export const PageOffset = (): PropertyDecorator => QueryInt('offset', OFFSET_MAX, 0);

/** `?page=&limit=`: which page of a list, and how many rows (PAGE_SIZE_DEFAULT unless asked). */
export class PageQueryDto {
  @QueryInt('page', PAGE_MAX)
  page?: number;

  @PageLimit()
  limit?: number;
}

/** LIMIT and OFFSET of a page. */
export function pageWindow(query: { page?: number; limit?: number }, defaultSize = PAGE_SIZE_DEFAULT): { limit: number; offset: number } {
  const limit = query.limit ?? defaultSize;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** Control characters (NUL included) and lone UTF-16 surrogates (in `u` mode a valid pair is one code point). */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;
const SEARCH_MESSAGE = msg('validation.common.search', { max: SEARCH_MAX });

/**
 * `?search=`: trimmed, one value (a repeated parameter is refused), printable text only (a NUL or
 * a lone surrogate would make PostgreSQL refuse the statement); blank means no search.
 */
export function SearchText(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    IsString({ message: SEARCH_MESSAGE }),
    MaxLength(SEARCH_MAX, { message: SEARCH_MESSAGE }),
    ValidateBy(
      { name: 'printableText', validator: { validate: (value) => typeof value === 'string' && !UNPRINTABLE.test(value) } },
      { message: msg('validation.common.searchControlCharacters') },
    ),
  );
}

/** An ILIKE pattern matching `text` anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
