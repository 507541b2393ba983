// The two kinds of documents (HR and financial) and the types each category allows.

export const DOCUMENT_CATEGORIES = ['hr', 'financial'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** HR: the badges (policy, form, notice) plus `other` for anything else (a grey badge). */
export const HR_DOCUMENT_TYPES = ['policy', 'form', 'notice', 'other'] as const;
export const FINANCIAL_DOCUMENT_TYPES = ['payroll', 'expense_report', 'invoice_report', 'financial_statement', 'tax_document'] as const;

export type HrDocumentType = (typeof HR_DOCUMENT_TYPES)[number];
export type FinancialDocumentType = (typeof FINANCIAL_DOCUMENT_TYPES)[number];
export type DocumentType = HrDocumentType | FinancialDocumentType;

export const DOCUMENT_TYPES_BY_CATEGORY: Record<DocumentCategory, readonly string[]> = {
  hr: HR_DOCUMENT_TYPES,
  financial: FINANCIAL_DOCUMENT_TYPES,
};

export function isTypeOfCategory(category: DocumentCategory, documentType: string): boolean {
  return DOCUMENT_TYPES_BY_CATEGORY[category].includes(documentType);
}
