// Documents' queries and their JSON: a category's list in its order, in the language asked for,
// and the admin's writes of the original and of its versions in other languages.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Document } from './document.entity';
import { DocumentTranslation } from './document-translation.entity';
import { type DocumentCategory, type DocumentLanguage, isTranslation, ORIGINAL_LANGUAGE, type TranslationLanguage } from './document-types';

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
  /** When this language's version last changed. */
  updatedAt: Date;
  /**
   * The language of title, description and content: the one asked for, or 'en' (the original)
   * when the document has no version in that language yet.
   */
  language: DocumentLanguage;
}

/** What a new document is made of: the content in its category's column. */
export type NewDocument = Pick<
  Document,
  'category' | 'title' | 'description' | 'documentType' | 'contentHtml' | 'contentJson' | 'fileUrl' | 'metadata' | 'createdById'
>;

/** What an HR document's edit may change. */
export type HrDocumentChanges = Partial<Pick<Document, 'title' | 'documentType' | 'description' | 'contentHtml'>>;

/** A version in another language: what it is made of (its description may be empty). */
export type TranslationFields = Pick<DocumentTranslation, 'title' | 'description' | 'contentHtml'>;

/** Documents returned by one list call (the newest financial ones; HR has a few dozen). */
export const LIST_LIMIT = 200;

/** The document's JSON in the translation's language, or in the original's without one. */
function toDocumentJson(document: Document, translation?: DocumentTranslation | null): DocumentJson {
  return {
    id: document.id,
    category: document.category,
    title: translation?.title ?? document.title,
    description: translation ? translation.description : document.description,
    documentType: document.documentType,
    content: translation ? translation.contentHtml : document.category === 'hr' ? document.contentHtml : document.contentJson,
    fileUrl: document.fileUrl,
    metadata: document.metadata,
    createdAt: document.createdAt,
    updatedAt: translation?.updatedAt ?? document.updatedAt,
    language: translation?.language ?? ORIGINAL_LANGUAGE,
  };
}

@Injectable()
export class DocumentsRepository {
  constructor(
    @InjectRepository(Document) private readonly documents: Repository<Document>,
    @InjectRepository(DocumentTranslation) private readonly translations: Repository<DocumentTranslation>,
  ) {}

  /**
   * HR: notices first (the posters), then policies, forms, the rest, by the original's title.
   * Financial: newest first. Each in `language` where it has that version, else in the original.
   */
  async list(category: DocumentCategory, language: DocumentLanguage = ORIGINAL_LANGUAGE): Promise<DocumentJson[]> {
    const query = this.documents.createQueryBuilder('document').where('document.category = :category', { category }).limit(LIST_LIMIT);
    if (category === 'hr') {
      query
        .orderBy(`array_position(ARRAY['notice','policy','form']::varchar[], document.document_type)`, 'ASC', 'NULLS LAST')
        .addOrderBy('document.title', 'ASC');
    } else {
      query.orderBy('document.createdAt', 'DESC');
    }
    const found = await query.addOrderBy('document.id', 'ASC').getMany();
    if (!isTranslation(language) || found.length === 0) return found.map((document) => toDocumentJson(document));
    const versions = await this.translations.findBy({ documentId: In(found.map(({ id }) => id)), language });
    const byDocument = new Map(versions.map((version) => [version.documentId, version]));
    // In the same order of types, by the titles the reader reads (Spanish alphabetical order).
    const typeRank = new Map<string, number>();
    found.forEach((document, index) => typeRank.set(document.documentType, typeRank.get(document.documentType) ?? index));
    return found
      .map((document) => toDocumentJson(document, byDocument.get(document.id)))
      .sort((a, b) => typeRank.get(a.documentType)! - typeRank.get(b.documentType)! || a.title.localeCompare(b.title, language));
  }

  /** The document in `language` where it has that version, else in the original. */
  async findById(id: string, language: DocumentLanguage = ORIGINAL_LANGUAGE): Promise<DocumentJson | null> {
    const document = await this.documents.findOneBy({ id });
    if (!document) return null;
    return toDocumentJson(document, isTranslation(language) ? await this.findTranslation(id, language) : null);
  }

  findTranslation(id: string, language: TranslationLanguage): Promise<DocumentTranslation | null> {
    return this.translations.findOneBy({ documentId: id, language });
  }

  /**
   * Writes the version in `language` (created when missing, else only the fields given change)
   * and the changes to the document itself (its type, shared by every version), in one
   * transaction. The document in that language as it now is, or null when it is gone.
   */
  async updateTranslation(
    id: string,
    language: TranslationLanguage,
    fields: Partial<TranslationFields>,
    documentChanges: Pick<HrDocumentChanges, 'documentType'>,
  ): Promise<DocumentJson | null> {
    return this.documents.manager.transaction(async (manager) => {
      const document = await manager.findOneBy(Document, { id });
      if (!document) return null;
      if (Object.keys(documentChanges).length > 0) await manager.save(Object.assign(document, documentChanges));
      const existing = await manager.findOneBy(DocumentTranslation, { documentId: id, language });
      const version = existing ?? manager.create(DocumentTranslation, { documentId: id, language, description: null });
      const saved = Object.keys(fields).length > 0 || !existing ? await manager.save(Object.assign(version, fields)) : version;
      return toDocumentJson(document, saved);
    });
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
