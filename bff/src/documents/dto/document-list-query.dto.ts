import { IsIn } from 'class-validator';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../document-types';
import { CATEGORY_MESSAGE } from './create-document.dto';
import { DocumentLanguageQueryDto } from './document-language-query.dto';

export class DocumentListQueryDto extends DocumentLanguageQueryDto {
  @IsIn(DOCUMENT_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: DocumentCategory;
}
