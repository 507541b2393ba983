// nestjs-i18n's resolver: the request's language as requestLanguage decides it (the person's
// stored choice, else Accept-Language), so I18nContext and @I18nLang() agree with the error filter.
import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { I18nResolver } from 'nestjs-i18n';
import type { FastifyRequest } from '../common/request-user';
import { requestLanguage } from './language';

@Injectable()
export class RequestLanguageResolver implements I18nResolver {
  resolve(context: ExecutionContext): string | undefined {
    if (context.getType() !== 'http') return undefined;
    return requestLanguage(context.switchToHttp().getRequest<FastifyRequest>());
  }
}
