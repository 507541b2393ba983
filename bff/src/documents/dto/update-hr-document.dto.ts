import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, ValidateIf } from 'class-validator';
import { RequiredText } from '../../common/validators';
import { HR_DOCUMENT_TYPES, type HrDocumentType } from '../document-types';
import { DocumentContent } from './document-content.validator';
import { msg } from '../../i18n/message';

export const HR_TYPE_MESSAGE = msg('validation.documents.typeOneOf', { types: HR_DOCUMENT_TYPES.join(', ') });

/** Validated whenever sent, null included (these fields cannot be cleared). */
const whenSent = ValidateIf((_body: unknown, value: unknown) => value !== undefined);

/** PATCH /api/documents/{id}: an admin edits an HR document; only the fields sent change. */
export class UpdateHrDocumentDto {
  @whenSent
  @RequiredText(msg('validation.common.titleRequired'), 200, msg('validation.fields.title'))
  title?: string;

  @whenSent
  @IsIn(HR_DOCUMENT_TYPES, { message: HR_TYPE_MESSAGE })
  documentType?: HrDocumentType;

  /** '' clears the description. */
  @whenSent
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(2000, { message: msg('validation.common.descriptionTooLong') })
  @IsString({ message: msg('validation.common.descriptionText') })
  description?: string;

  @whenSent
  @DocumentContent('hr')
  content?: string;
}
