// The server's languages: nestjs-i18n with our catalogs and resolver, and the Translator every
// feature uses (global: errors, notifications, mails and documents all speak the reader's language).
import { Global, Module } from '@nestjs/common';
import { I18nModule } from 'nestjs-i18n';
import { CatalogLoader } from './catalog.loader';
import { DEFAULT_LANGUAGE } from './language';
import { RequestLanguageResolver } from './request-language.resolver';
import { Translator } from './translator';

@Global()
@Module({
  imports: [
    I18nModule.forRoot({
      fallbackLanguage: DEFAULT_LANGUAGE,
      loader: CatalogLoader,
      loaderOptions: {},
      resolvers: [RequestLanguageResolver],
      // Nest middleware on Fastify would load @fastify/middie for every request; the library's
      // interceptor sets the same context for the handlers, and the error filter, which also sees
      // what fails before a handler (401, 404, a malformed body), asks requestLanguage itself.
      disableMiddleware: true,
      // A key missing in Spanish falls back to English (catalog.spec.ts keeps there being none).
      logging: false,
    }),
  ],
  providers: [Translator],
  exports: [Translator],
})
export class AppI18nModule {}
