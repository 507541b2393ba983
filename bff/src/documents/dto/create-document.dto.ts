import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { RequiredText } from '../../common/validators';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../document-types';
import { DocumentContent, IsJsonObject } from './document-content.validator';

export const CATEGORY_MESSAGE = 'category must be hr or financial';
export const DOCUMENT_TYPE_MESSAGE = 'Document type is required';
export const FILE_URL_MESSAGE = 'File URL must be a web address starting with http:// or https://';

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

  @RequiredText('Title is required', 200, 'Title')
  title: string;

  /** Checked against the category's types by the service. */
  @RequiredText(DOCUMENT_TYPE_MESSAGE, 40, 'Document type')
  documentType: string;

  @IsOptional()
  @optionalText
  // class-validator runs these bottom-up: the type first.
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  @IsString({ message: 'Description must be text' })
  description?: string | null;

  @DocumentContent()
  content?: string | Record<string, unknown> | null;

  @IsOptional()
  @optionalText
  // class-validator runs these bottom-up: the type first.
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: FILE_URL_MESSAGE })
  @MaxLength(2000, { message: 'File URL must be at most 2000 characters' })
  @IsString({ message: FILE_URL_MESSAGE })
  fileUrl?: string | null;

  @IsOptional()
  @IsJsonObject('Metadata must be a JSON object')
  metadata?: Record<string, unknown> | null;
}
