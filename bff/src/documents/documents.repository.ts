// Documents' queries and their JSON: a category's list in its order, and the admin's writes.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Document } from './document.entity';
import type { DocumentCategory } from './document-types';

export interface DocumentJson {
  id: string;
  category: DocumentCategory;
  title: string;
  description: string | null;
  documentType: string;
  /** HR: sanitized HTML; financial: a JSON object (or null). */
  content: string | Record<string, unknown> | null;
  fileUrl: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a new document is made of: the content in its category's column. */
export type NewDocument = Pick<
  Document,
  'category' | 'title' | 'description' | 'documentType' | 'contentHtml' | 'contentJson' | 'fileUrl' | 'metadata' | 'createdById'
>;

/** What an HR document's edit may change. */
export type HrDocumentChanges = Partial<Pick<Document, 'title' | 'documentType' | 'description' | 'contentHtml'>>;

/** Documents returned by one list call (the newest financial ones; HR has a few dozen). */
export const LIST_LIMIT = 200;

function toDocumentJson(document: Document): DocumentJson {
  return {
    id: document.id,
    category: document.category,
    title: document.title,
    description: document.description,
    documentType: document.documentType,
    content: document.category === 'hr' ? document.contentHtml : document.contentJson,
    fileUrl: document.fileUrl,
    metadata: document.metadata,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

@Injectable()
export class DocumentsRepository {
  constructor(@InjectRepository(Document) private readonly documents: Repository<Document>) {}

  /** HR: notices first (the posters), then policies, forms, the rest, by title. Financial: newest first. */
  async list(category: DocumentCategory): Promise<DocumentJson[]> {
    const query = this.documents.createQueryBuilder('document').where('document.category = :category', { category }).limit(LIST_LIMIT);
    if (category === 'hr') {
      query
        .orderBy(`array_position(ARRAY['notice','policy','form']::varchar[], document.document_type)`, 'ASC', 'NULLS LAST')
        .addOrderBy('document.title', 'ASC');
    } else {
      query.orderBy('document.createdAt', 'DESC');
    }
    const found = await query.addOrderBy('document.id', 'ASC').getMany();
    return found.map(toDocumentJson);
  }

  async findById(id: string): Promise<DocumentJson | null> {
    const document = await this.documents.findOneBy({ id });
    return document ? toDocumentJson(document) : null;
  }

  async insert(fields: NewDocument): Promise<DocumentJson> {
    return toDocumentJson(await this.documents.save(this.documents.create(fields)));
  }

  /**
   * Applies the changes to the document: only the columns they change are written, and
   * updated_at moves only when one does. The document as it now is, or null when it is gone.
   */
  async update(id: string, changes: HrDocumentChanges): Promise<DocumentJson | null> {
    const document = await this.documents.findOneBy({ id });
    if (!document) return null;
    return toDocumentJson(await this.documents.save(Object.assign(document, changes)));
  }

  async delete(id: string): Promise<void> {
    await this.documents.delete({ id });
  }
}
