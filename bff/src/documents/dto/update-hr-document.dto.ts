import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, ValidateIf } from 'class-validator';
import { RequiredText } from '../../common/validators';
import { HR_DOCUMENT_TYPES, type HrDocumentType } from '../document-types';
import { DocumentContent } from './document-content.validator';

export const HR_TYPE_MESSAGE = `Document type must be one of ${HR_DOCUMENT_TYPES.join(', ')}`;

/** Validated whenever sent, null included (these fields cannot be cleared). */
const whenSent = ValidateIf((_body: unknown, value: unknown) => value !== undefined);

/** PATCH /api/documents/{id}: an admin edits an HR document; only the fields sent change. */
export class UpdateHrDocumentDto {
  @whenSent
  @RequiredText('Title is required', 200, 'Title')
  title?: string;

  @whenSent
  @IsIn(HR_DOCUMENT_TYPES, { message: HR_TYPE_MESSAGE })
  documentType?: HrDocumentType;

  /** '' clears the description. */
  @whenSent
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  @IsString({ message: 'Description must be text' })
  description?: string;

  @whenSent
  @DocumentContent('hr')
  content?: string;
}
