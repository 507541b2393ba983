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

/**
 * The languages an HR document is written in: English, the original every document has (its
 * `documents` row), and the versions in other languages (`document_translations`), which an admin
 * writes once the original exists. Financial documents have only their original.
 */
export const DOCUMENT_LANGUAGES = ['en', 'es'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
export const ORIGINAL_LANGUAGE = 'en' satisfies DocumentLanguage;
export type TranslationLanguage = Exclude<DocumentLanguage, typeof ORIGINAL_LANGUAGE>;

export function isTranslation(language: DocumentLanguage): language is TranslationLanguage {
  return language !== ORIGINAL_LANGUAGE;
}
