// `@Answers('JobSiteJson')` documents a handler's answer as one of ResponseTypes, and tsc checks
// that the handler returns that type (or JSON text from the answer cache, sent as it is).
import { HttpStatus, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ApiResponse } from '@nestjs/swagger';
import type { ResponseName, ResponseTypes } from './response-types';

/** What a handler documented as answering `T` may return. */
type Handler<T> = (...args: never[]) => T | Promise<T> | Promise<string>;
type TypedMethodDecorator<T> = <H extends Handler<T>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>) => void;

export const schemaRef = (name: ResponseName): { $ref: string } => ({ $ref: `#/components/schemas/${name}` });

/**
 * The status the route answers with: its @HttpCode, else 201 for a POST and 200 for the rest (as
 * Nest does). Written above the route decorators (`@Get`, `@HttpCode`), which run first.
 */
function routeStatus(handler: object, key: string | symbol): number {
  const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
  if (method === undefined) throw new Error(`@Answers on ${String(key)} must be written above its @Get/@Post/... decorator`);
  const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
  return code ?? (method === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK);
}

function documented(schema: object): MethodDecorator {
  return (target, key, descriptor) => {
    ApiResponse({ status: routeStatus(descriptor.value as object, key), schema })(target, key, descriptor);
  };
}

/** The handler answers one `name`. */
export function Answers<K extends ResponseName>(name: K): TypedMethodDecorator<ResponseTypes[K]> {
  return documented(schemaRef(name)) as TypedMethodDecorator<ResponseTypes[K]>;
}

/** The handler answers an array of `name`. */
export function AnswersList<K extends ResponseName>(name: K): TypedMethodDecorator<ResponseTypes[K][]> {
  return documented({ type: 'array', items: schemaRef(name) }) as TypedMethodDecorator<ResponseTypes[K][]>;
}

/** The handler answers a document as text of `mediaType`. */
function answersText(mediaType: string): TypedMethodDecorator<string> {
  return (target, key, descriptor) => {
    ApiResponse({ status: routeStatus(descriptor.value as object, key), content: { [mediaType]: { schema: { type: 'string' } } } })(target, key, descriptor);
  };
}

/** The handler answers a CSV document (text), as `text/csv`. */
export function AnswersCsv(): TypedMethodDecorator<string> {
  return answersText('text/csv');
}

/** The handler answers an iCalendar document (RFC 5545), as `text/calendar`. */
export function AnswersCalendar(): TypedMethodDecorator<string> {
  return answersText('text/calendar');
}
