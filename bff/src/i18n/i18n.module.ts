// The server's languages: the Translator every feature uses (global: errors, notifications, mails
// and documents all speak the reader's language, which the caller gives it).
import { Global, Module } from '@nestjs/common';
import { Translator } from './translator';

@Global()
@Module({
  providers: [Translator],
  exports: [Translator],
})
export class AppI18nModule {}
