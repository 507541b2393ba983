// The page parameters of bounded lists (`limit`, `offset`), each one decorator carrying one message,
// so every list refuses a bad page the same way (a 400 naming the allowed range).
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Deep enough for a day of every shift or years of requests; deeper pages are a narrower filter's job. */
export const OFFSET_MAX = 100_000;

/** A query string's digits as a number; anything else (empty, repeated, words) left to fail IsInt. */
const toNumber = Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value));

function wholeNumber(name: string, min: number, max: number): PropertyDecorator {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return applyDecorators(IsOptional(), toNumber, IsInt({ message }), Min(min, { message }), Max(max, { message }));
}

/** Optional `limit`: how many rows a page holds, 1 to `max`. */
export const PageLimit = (max: number): PropertyDecorator => wholeNumber('limit', 1, max);

/** Optional `offset`: how many rows of the list's order to skip, 0 to OFFSET_MAX. */
export const PageOffset = (): PropertyDecorator => wholeNumber('offset', 0, OFFSET_MAX);
