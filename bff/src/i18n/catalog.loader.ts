// nestjs-i18n's loader for our catalogs: the JSON files are imported (tsc copies them into dist
// with the code), so no folder is read or watched at run time.
import { Injectable } from '@nestjs/common';
import { I18nLoader, type I18nTranslation } from 'nestjs-i18n';
import en from './catalog-en';
import es from './catalog-es';
import type { Language } from './language';

export const CATALOGS: Record<Language, I18nTranslation> = { en, es };

@Injectable()
export class CatalogLoader extends I18nLoader {
  languages(): Promise<string[]> {
    return Promise.resolve(Object.keys(CATALOGS));
  }

  load(): Promise<I18nTranslation> {
    return Promise.resolve(CATALOGS);
  }
}
