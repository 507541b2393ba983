// Documents' rules: a type of its category, HR content sanitized and required, a financial
// statement computed here (never taken from the browser), only HR documents edited or kept in
// other languages, and the other admins told of each change. The queries are DocumentsRepository's.
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InvoicesService, InvoiceTotals } from '../invoices/invoices.service';
import type { NotificationSubject } from '../notifications/notification-subject';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import { Document } from './document.entity';
import { sanitizeDocumentHtml } from './document-html';
import { type DocumentJson, DocumentsRepository, type HrDocumentChanges, type NewDocument, type TranslationFields } from './documents.repository';
import {
  DOCUMENT_TYPES_BY_CATEGORY,
  type DocumentCategory,
  type DocumentLanguage,
  isTranslation,
  isTypeOfCategory,
  ORIGINAL_LANGUAGE,
  type TranslationLanguage,
} from './document-types';
import { CreateDocumentDto } from './dto/create-document.dto';
import { UpdateHrDocumentDto } from './dto/update-hr-document.dto';
import { FinancialReportJson, financialStatementHtml, FinancialStatementContent, REPORT_DETAIL_LIMIT } from './financial-statement';
import type { Language } from '../i18n/language';
import { Translator } from '../i18n/translator';
import { msg } from '../i18n/message';

export const CONTENT_REQUIRED = msg('errors.documents.contentRequired');
export const STATEMENT_SHAPE_MESSAGE = msg('errors.documents.statementShape');
export const STATEMENT_CONTENT_MESSAGE = msg('errors.documents.statementContent');
export const HR_ONLY_LANGUAGES_MESSAGE = msg('errors.documents.onlyHrTranslated');
export const NEW_VERSION_MESSAGE = msg('errors.documents.newVersionNeedsText');

@Injectable()
export class DocumentsService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly invoices: InvoicesService,
    private readonly notifications: NotificationsService,
    private readonly translator: Translator,
  ) {}

  /**
   * HR: notices first (the posters), then policies, forms, the rest, by title; each in `language`
   * where it has that version. Financial: newest first, only ever in their original.
   */
  list(category: DocumentCategory, language: DocumentLanguage = ORIGINAL_LANGUAGE): Promise<DocumentJson[]> {
    if (category !== 'hr' && language !== ORIGINAL_LANGUAGE) throw new BadRequestException(HR_ONLY_LANGUAGES_MESSAGE);
    return this.documents.list(category, language);
  }

  /** The totals over the invoices (revenue: not void; paid; pending: unpaid), for the Financial Documents cards. */
  financialTotals(): Promise<InvoiceTotals> {
    return this.invoices.totals();
  }

  async create(body: CreateDocumentDto, author: User): Promise<DocumentJson> {
    if (!isTypeOfCategory(body.category, body.documentType)) throw new BadRequestException(typeMessage(body.category));
    const document: NewDocument = {
      category: body.category,
      title: body.title,
      description: body.description ?? null,
      documentType: body.documentType,
      contentHtml: null,
      contentJson: null,
      fileUrl: body.fileUrl ?? null,
      metadata: body.metadata ?? null,
      createdById: author.id,
    };
    if (body.category === 'hr') {
      document.contentHtml = requiredHtml(body.content);
    } else if (body.documentType === 'financial_statement') {
      // Never trusted from the browser: the statement is computed here, from the invoices now.
      if (body.content !== undefined && body.content !== null) throw new BadRequestException(STATEMENT_CONTENT_MESSAGE);
      document.contentJson = { ...(await this.financialStatement()) };
    } else {
      // The report's shape is the server's alone: a statement look-alike could pass for one.
      if (looksLikeStatement(body.content)) throw new BadRequestException(STATEMENT_SHAPE_MESSAGE);
      document.contentJson = (body.content as Record<string, unknown> | undefined) ?? null;
    }
    const saved = await this.documents.insert(document);
    await this.tellOtherAdmins(
      author,
      msg('notifications.documents.created.title'),
      msg('notifications.documents.created.message', { name: `${author.firstName} ${author.lastName}`, title: saved.title }),
      subjectOf(saved, saved.id),
    );
    return saved;
  }

  /**
   * Edits an HR document in `language`: the English original, or its version in another language
   * (written the first time with at least a title and content). The type is the document's, shared
   * by its versions.
   */
  async updateHr(id: string, body: UpdateHrDocumentDto, editor: User, language: DocumentLanguage = ORIGINAL_LANGUAGE): Promise<DocumentJson> {
    const changes: HrDocumentChanges = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.documentType !== undefined) changes.documentType = body.documentType;
    if (body.description !== undefined) changes.description = body.description || null;
    if (body.content !== undefined) changes.contentHtml = requiredHtml(body.content);
    if (Object.keys(changes).length === 0) throw new BadRequestException(msg('errors.documents.nothingToUpdate'));

    const document = await this.documents.findById(id);
    if (!document) throw new NotFoundException(msg('errors.documents.notFound'));
    if (document.category !== 'hr') throw new BadRequestException(msg('errors.documents.onlyHrEditable'));
    if (isTranslation(language)) return this.updateTranslation(id, language, changes, editor);
    const saved = await this.documents.update(id, changes);
    if (!saved) throw new NotFoundException(msg('errors.documents.notFound'));
    await this.tellOtherAdmins(
      editor,
      msg('notifications.documents.updated.title'),
      msg('notifications.documents.updated.message', { name: `${editor.firstName} ${editor.lastName}`, title: saved.title }),
      subjectOf(saved, saved.id),
    );
    return saved;
  }

  private async updateTranslation(id: string, language: TranslationLanguage, changes: HrDocumentChanges, editor: User): Promise<DocumentJson> {
    const { documentType, title, description, contentHtml } = changes;
    const fields: Partial<TranslationFields> = {};
    if (title !== undefined) fields.title = title;
    if (description !== undefined) fields.description = description;
    if (contentHtml) fields.contentHtml = contentHtml;
    const hasVersion = (await this.documents.findTranslation(id, language)) !== null;
    if (!hasVersion && (fields.title === undefined || fields.contentHtml === undefined)) throw new BadRequestException(NEW_VERSION_MESSAGE);
    const saved = await this.documents.updateTranslation(id, language, fields, documentType === undefined ? {} : { documentType });
    if (!saved) throw new NotFoundException(msg('errors.documents.notFound'));
    await this.tellOtherAdmins(
      editor,
      msg('notifications.documents.updated.title'),
      msg(`notifications.documents.versionUpdated.${language}`, { name: `${editor.firstName} ${editor.lastName}`, title: saved.title }),
      subjectOf(saved, saved.id),
    );
    return saved;
  }

  async remove(id: string, admin: User): Promise<void> {
    const document = await this.documents.findById(id);
    if (!document) throw new NotFoundException(msg('errors.documents.notFound'));
    await this.documents.delete(id);
    await this.tellOtherAdmins(
      admin,
      msg('notifications.documents.deleted.title'),
      msg('notifications.documents.deleted.message', { name: `${admin.firstName} ${admin.lastName}`, title: document.title }),
      subjectOf(document, null),
    );
  }

  /** The financial report's content: generatedAt, the totals, one line per invoice (by due date, bounded). */
  async financialStatement(): Promise<FinancialStatementContent> {
    const [summary, details] = await Promise.all([this.invoices.totals(), this.invoices.reportLines(REPORT_DETAIL_LIMIT)]);
    return { generatedAt: new Date().toISOString(), summary, details };
  }

  /**
   * A generated financial statement as `language` reads it (printable HTML); 404 for a document
   * that is not one (its content would be no statement).
   */
  async financialReport(id: string, language: Language): Promise<FinancialReportJson> {
    const document = await this.documents.findById(id);
    if (!document) throw new NotFoundException(msg('errors.documents.notFound'));
    if (document.documentType !== 'financial_statement' || !looksLikeStatement(document.content)) {
      throw new NotFoundException(msg('errors.documents.notAStatement'));
    }
    const content = document.content as unknown as FinancialStatementContent;
    return {
      language,
      title: this.translator.t(language, 'reports.financialStatement.title'),
      html: financialStatementHtml(content, language, this.translator),
    };
  }

  /** Other admins' open document pages refresh through the notification's refresh tag. */
  private async tellOtherAdmins(actor: User, title: string, message: string, subject: NotificationSubject): Promise<void> {
    await this.notifications.notifyRole('admin', title, message, ['Document'], actor.id, subject);
  }
}

function typeMessage(category: DocumentCategory): string {
  return msg('validation.documents.typeOneOf', { types: DOCUMENT_TYPES_BY_CATEGORY[category].join(', ') });
}

/** Content with a statement's shape (a summary and invoice details), which only the server writes. */
function looksLikeStatement(content: unknown): boolean {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return false;
  return Object.prototype.hasOwnProperty.call(content, 'summary') && Object.prototype.hasOwnProperty.call(content, 'details');
}

/** HR content is required, and what is stored is the sanitized HTML. */
function requiredHtml(content: unknown): string {
  const html = typeof content === 'string' ? sanitizeDocumentHtml(content) : '';
  if (html === '') throw new BadRequestException(CONTENT_REQUIRED);
  return html;
}

/** What a document's notification links to: its category's page (a deleted one names no row). */
function subjectOf(document: Pick<Document, 'category'>, id: string | null): NotificationSubject {
  return { kind: document.category === 'hr' ? 'hr_document' : 'financial_document', id };
}
