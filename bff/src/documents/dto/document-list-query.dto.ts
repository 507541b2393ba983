import { IsIn } from 'class-validator';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../document-types';
import { CATEGORY_MESSAGE } from './create-document.dto';

export class DocumentListQueryDto {
  @IsIn(DOCUMENT_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: DocumentCategory;
}
