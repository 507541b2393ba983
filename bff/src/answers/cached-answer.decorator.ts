// The one declaration of a cached GET: what its answer depends on (`key`) and what it was read from
// (`tags`, named with answer-tags.ts). The handler stays one call returning its JSON value; the
// decorator keeps that value's JSON text in the answer cache (AnswersService) and sends it as it is.
//
//   @Allow('admin', 'worker')                    // permission first: the guard runs before any hit
//   @Get('my/week')
//   @CachedAnswer({
//     key: (user: User, query: ScheduleWeekDto) => [user.id, query.from],
//     tags: (week: ScheduleWeekJson, user: User) => [ANSWER_TAGS.schedules.worker.of(user.id), ...],
//   })
//   myWeek(@CurrentUser() user: User, @Query() query: ScheduleWeekDto): Promise<ScheduleWeekJson> {
//     return this.schedules.week(user.id, query.from);
//   }
//
// `key` gets the handler's arguments, validated, and names every input of the answer: the viewer's
// id when the answer is the viewer's (none when it is everyone's, e.g. a count every admin sees),
// the role when the shape differs by role, every query parameter (defaults applied), the calendar
// day when the service reads "today". Anything left out is served to whoever shares the rest, so
// the permission check must not depend on it either (@Allow runs before the handler: fine). The
// controller and method name the route. `tags` gets the answer, then the same arguments: a table's
// name covers any change to it; the narrower tags one row or group of rows (joined rows by what was
// actually read: the job sites, the people whose names are shown).
import { applyDecorators, Header, Inject } from '@nestjs/common';
import { AnswersService } from './answers.service';

/** The property of a controller through which its cached handlers reach the cache (injected). */
const ANSWERS = Symbol('answers');

export interface CachedAnswerOptions<A extends unknown[], T> {
  key: (...args: A) => ReadonlyArray<string | number | null | undefined>;
  tags: (answer: T, ...args: A) => Iterable<string>;
}

export function CachedAnswer<A extends unknown[], T>(options: CachedAnswerOptions<A, T>): MethodDecorator {
  const cache: MethodDecorator = (target, property, descriptor) => {
    Inject(AnswersService)(target, ANSWERS);
    const handler = descriptor.value as unknown as (...args: A) => Promise<T>;
    const route = `${target.constructor.name}.${String(property)}`;
    const cached = function (this: { [ANSWERS]: AnswersService }, ...args: A): Promise<string> {
      return this[ANSWERS].json(
        JSON.stringify([route, ...options.key(...args)]),
        () => handler.apply(this, args),
        (answer) => options.tags(answer, ...args),
      );
    };
    // Nest keeps a handler's route and parameter metadata on the function itself.
    for (const key of Reflect.getMetadataKeys(handler)) Reflect.defineMetadata(key, Reflect.getMetadata(key, handler), cached);
    Object.defineProperty(cached, 'name', { value: handler.name });
    descriptor.value = cached as unknown as typeof descriptor.value;
    return descriptor;
  };
  // The text is JSON: sent as it is (Fastify does not re-serialise a string).
  return applyDecorators(cache, Header('Content-Type', 'application/json; charset=utf-8'));
}
