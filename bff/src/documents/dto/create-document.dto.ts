import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { RequiredText } from '../../common/validators';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../document-types';
import { DocumentContent, IsJsonObject } from './document-content.validator';
import { msg } from '../../i18n/message';

export const CATEGORY_MESSAGE = msg('validation.documents.category');
export const DOCUMENT_TYPE_MESSAGE = msg('validation.documents.documentType');
export const FILE_URL_MESSAGE = msg('validation.documents.fileUrl');

/** Optional text: trimmed, and an empty string counts as not given. */
const optionalText = Transform(({ value }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
});

/** POST /api/documents: the new document's fields. */
export class CreateDocumentDto {
  @IsIn(DOCUMENT_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: DocumentCategory;

  @RequiredText(msg('validation.common.titleRequired'), 200, msg('validation.fields.title'))
  title: string;

  /** Checked against the category's types by the service. */
  @RequiredText(DOCUMENT_TYPE_MESSAGE, 40, msg('validation.fields.documentType'))
  documentType: string;

  @IsOptional()
  @optionalText
  // class-validator runs these bottom-up: the type first.
  @MaxLength(2000, { message: msg('validation.common.descriptionTooLong') })
  @IsString({ message: msg('validation.common.descriptionText') })
  description?: string | null;

  @DocumentContent()
  content?: string | Record<string, unknown> | null;

  @IsOptional()
  @optionalText
  // class-validator runs these bottom-up: the type first.
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: FILE_URL_MESSAGE })
  @MaxLength(2000, { message: msg('validation.documents.fileUrlTooLong') })
  @IsString({ message: FILE_URL_MESSAGE })
  fileUrl?: string | null;

  @IsOptional()
  @IsJsonObject(msg('validation.documents.metadata'))
  metadata?: Record<string, unknown> | null;
}
