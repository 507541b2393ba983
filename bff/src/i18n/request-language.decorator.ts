// @RequestLanguage(): a handler's parameter with the language to answer in (see requestLanguage).
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from '../common/request-user';
import { requestLanguage } from './language';

export const RequestLanguage = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  requestLanguage(context.switchToHttp().getRequest<FastifyRequest>()),
);
