// Wire shapes of /api/documents, and the document types with their labels and badge colours.

import type { ApiSchema } from 'shell/sdk';

export type DocumentCategory = ApiSchema<'DocumentCategory'>;
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

/** The financial document types (the only ones the server accepts), in the select's order. */
export const FINANCIAL_DOCUMENT_TYPES = [
  { value: 'payroll', label: 'Payroll Report' },
  { value: 'expense_report', label: 'Expense Report' },
  { value: 'invoice_report', label: 'Invoice Report' },
  { value: 'financial_statement', label: 'Financial Statement' },
  { value: 'tax_document', label: 'Tax Document' },
] as const;

export function financialTypeLabel(documentType: string): string {
  return FINANCIAL_DOCUMENT_TYPES.find((type) => type.value === documentType)?.label ?? documentType;
}

/** The HR types' badges: policy blue, form green, notice amber, anything else grey. */
export const HR_DOCUMENT_TYPES = [
  { value: 'policy', label: 'Policy', color: 'blue' },
  { value: 'form', label: 'Form', color: 'green' },
  { value: 'notice', label: 'Notice', color: 'gold' },
  { value: 'other', label: 'Other', color: 'default' },
] as const;

export function hrTypeBadge(documentType: string): { label: string; color: string } {
  const known = HR_DOCUMENT_TYPES.find((type) => type.value === documentType);
  return known ?? { label: documentType.charAt(0).toUpperCase() + documentType.slice(1), color: 'default' };
}

export function isFinancialStatement(content: unknown): content is FinancialStatementContent {
  if (typeof content !== 'object' || content === null) return false;
  const { summary, details } = content as Partial<FinancialStatementContent>;
  return typeof summary === 'object' && summary !== null && Array.isArray(details);
}
