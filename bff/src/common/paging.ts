// Server paging of the lists that grow with the business: the query string names a page (1-based)
// and its size; the body stays the list's array (the spec's shape), its total comes from the
// list's count endpoint. Every list has a default and a maximum page size, whatever is asked.
import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;
/** Far beyond any list's last page at the largest page size, so a typo cannot ask for OFFSET 10^20. */
export const PAGE_MAX = 100_000;
export const SEARCH_MAX = 100;

/** An optional whole number from 1 to max, read from the query string. */
export function QueryInt(name: string, max: number): PropertyDecorator {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return applyDecorators(IsOptional(), Type(() => Number), IsInt({ message }), Min(1, { message }), Max(max, { message }));
}

/** `?page=&limit=`: which page of a list, and how many rows (PAGE_SIZE_DEFAULT unless asked). */
export class PageQueryDto {
  @QueryInt('page', PAGE_MAX)
  page?: number;

  @QueryInt('limit', PAGE_SIZE_MAX)
  limit?: number;
}

/** LIMIT and OFFSET of a page. */
export function pageWindow(query: { page?: number; limit?: number }, defaultSize = PAGE_SIZE_DEFAULT): { limit: number; offset: number } {
  const limit = query.limit ?? defaultSize;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** Control characters (NUL included) and lone UTF-16 surrogates (in `u` mode a valid pair is one code point). */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;
const SEARCH_MESSAGE = `search must be one text of at most ${SEARCH_MAX} characters`;

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
      { message: 'search must not contain control characters' },
    ),
  );
}

/** An ILIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
