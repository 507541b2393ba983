import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from './request-user';
import type { User } from '../users/user.entity';
import { UNAUTHORIZED_MESSAGE } from './messages';

/** The logged-in user (the AccessGuard has already refused anonymous callers). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().user;
  if (!user) throw new UnauthorizedException(UNAUTHORIZED_MESSAGE);
  return user;
});
