// Wire shapes of /api/documents, and the document types with their labels and badge colours.

import type { ApiSchema } from 'shell/sdk';

import type { messages } from '../messages';

type Translate = typeof messages.t;

export type DocumentCategory = ApiSchema<'DocumentCategory'>;
/** The languages an HR document is kept in: English, the original, and Spanish versions. */
export type DocumentLanguage = ApiSchema<'DocumentLanguage'>;
export const ORIGINAL_LANGUAGE: DocumentLanguage = 'en';
export const DOCUMENT_LANGUAGES: readonly DocumentLanguage[] = ['en', 'es'];
/** Each language named in itself (the sdk's names, the language picker's). */
export { LANGUAGE_NAMES } from 'shell/sdk';
/** HR: content is sanitized HTML (the server strips anything that could run); financial: a JSON object. */
export type GroundworkDocument = ApiSchema<'DocumentJson'>;

export type NewDocument = ApiSchema<'CreateDocumentDto'>;
export type HrDocumentChanges = ApiSchema<'UpdateHrDocumentDto'>;
/** The types an HR document can have (the server refuses others). */
export type HrDocumentType = NonNullable<HrDocumentChanges['documentType']>;

/** The totals cards (revenue: every invoice not void; paid; pending: unpaid) as decimal strings, with the number of invoices behind them. */
export type FinancialTotals = ApiSchema<'InvoiceTotals'>;

/** A generated financial report's content, as the server computes and stores it. */
export type FinancialStatementContent = ApiSchema<'FinancialStatementContent'>;

/** The financial document types (the only ones the server accepts), in the select's order; labels from the catalog (`types.*`). */
export const FINANCIAL_DOCUMENT_TYPES = ['payroll', 'expense_report', 'invoice_report', 'financial_statement', 'tax_document'] as const;
type FinancialDocumentType = (typeof FINANCIAL_DOCUMENT_TYPES)[number];

export function financialTypeLabel(documentType: string, t: Translate): string {
  return (FINANCIAL_DOCUMENT_TYPES as readonly string[]).includes(documentType) ? t(`types.${documentType as FinancialDocumentType}`) : documentType;
}

/** The HR types' badges: policy blue, form green, notice amber, anything else grey. */
export const HR_DOCUMENT_TYPES = [
  { value: 'policy', color: 'blue' },
  { value: 'form', color: 'green' },
  { value: 'notice', color: 'gold' },
  { value: 'other', color: 'default' },
] as const;

export function hrTypeBadge(documentType: string, t: Translate): { label: string; color: string } {
  const known = HR_DOCUMENT_TYPES.find((type) => type.value === documentType);
  // A type the library does not know is shown as stored, capitalised.
  return known
    ? { label: t(`types.${known.value}`), color: known.color }
    : { label: documentType.charAt(0).toUpperCase() + documentType.slice(1), color: 'default' };
}

export function isFinancialStatement(content: unknown): content is FinancialStatementContent {
  if (typeof content !== 'object' || content === null) return false;
  const { summary, details } = content as Partial<FinancialStatementContent>;
  return typeof summary === 'object' && summary !== null && Array.isArray(details);
}
