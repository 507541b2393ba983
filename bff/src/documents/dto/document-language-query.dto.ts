import { IsIn, IsOptional } from 'class-validator';
import { msg } from '../../i18n/message';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../document-types';

export const LANGUAGE_MESSAGE = msg('validation.documents.language');

/** `?language=en|es`: the version of a document read or edited; English (the original) when left out. */
export class DocumentLanguageQueryDto {
  @IsOptional()
  @IsIn(DOCUMENT_LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: DocumentLanguage;
}
