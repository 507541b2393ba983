// The generated financial report: what a financial_statement document's content holds.
import type { InvoiceReportLine, InvoiceTotals } from '../invoices/invoices.service';

export interface FinancialStatementContent {
  /** When the figures were read from the database (ISO instant). */
  generatedAt: string;
  /** revenue, paid, pending (decimal strings) and invoiceCount, over every invoice (void excluded). */
  summary: InvoiceTotals;
  /** One line per invoice, by due date; at most REPORT_DETAIL_LIMIT lines. */
  details: InvoiceReportLine[];
}

/** Lines in a report's details; the summary always covers every invoice. */
export const REPORT_DETAIL_LIMIT = 500;
