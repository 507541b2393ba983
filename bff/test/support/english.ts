// The app's own rendering of stored msg() strings (notification titles and messages) in English,
// for tests that read the notifications table directly.
import { Test } from '@nestjs/testing';
import { AppI18nModule } from '../../src/i18n/i18n.module';
import { Translator } from '../../src/i18n/translator';

let translator: Promise<Translator> | null = null;

async function load(): Promise<Translator> {
  const moduleRef = await Test.createTestingModule({ imports: [AppI18nModule] }).compile();
  await moduleRef.init();
  return moduleRef.get(Translator);
}

/** `text` (a msg() string, or plain text) as an English reader sees it. */
export async function inEnglish(text: string): Promise<string> {
  translator ??= load();
  return (await translator).text('en', text);
}
