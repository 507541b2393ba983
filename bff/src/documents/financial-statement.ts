// The generated financial report: what a financial_statement document's content holds (figures,
// no words), and that content as its reader reads it, in their language.
import type { Language } from '../i18n/language';
import type { MessageArgs, MessageKey } from '../i18n/message';
import { formatDate, formatDollars, formatNumber, type Translator } from '../i18n/translator';
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

/** A financial statement as its reader sees it: printable HTML in their language. */
export interface FinancialReportJson {
  /** The language it is written in (the reader's). */
  language: Language;
  title: string;
  /** The report's body (a fragment: summary and details tables), every stored value escaped. */
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * The statement's HTML in `language`: the labels from the catalog (reports.financialStatement),
 * money and dates by Intl for the language (en-US, es-US), the counts as numbers of that language.
 * A stored value (a client's name, a description) goes in as text, whatever it holds.
 */
export function financialStatementHtml(content: FinancialStatementContent, language: Language, translator: Translator): string {
  const t = (key: MessageKey, args?: MessageArgs) => escapeHtml(translator.t(language, key, args));
  const money = (amount: string) => escapeHtml(formatDollars(language, amount));
  const { summary, details } = content;
  const status = (line: InvoiceReportLine) => t(line.status === 'paid' ? 'reports.financialStatement.status.paid' : 'reports.financialStatement.status.unpaid');
  const rows = details
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.invoiceNumber)}</td><td>${escapeHtml(line.client)}</td><td>${escapeHtml(line.description)}</td>` +
        `<td>${escapeHtml(formatDate(language, line.dueDate, 'shortDay'))}</td><td>${status(line)}</td><td class="amount">${money(line.amount)}</td></tr>`,
    )
    .join('');
  const count = Number(summary.invoiceCount);
  const shown =
    details.length < count
      ? `<p>${t('reports.financialStatement.partial', { shown: formatNumber(language, details.length), total: formatNumber(language, count) })}</p>`
      : '';
  const heading = (key: MessageKey) => `<th>${t(key)}</th>`;
  return `<p>${t('reports.financialStatement.generated', { date: { $instant: content.generatedAt } })}</p>
<h2>${t('reports.financialStatement.summary')}</h2>
<table><tbody>
<tr><th scope="row">${t('reports.financialStatement.revenue')}</th><td class="amount">${money(summary.revenue)}</td></tr>
<tr><th scope="row">${t('reports.financialStatement.paid')}</th><td class="amount">${money(summary.paid)}</td></tr>
<tr><th scope="row">${t('reports.financialStatement.pending')}</th><td class="amount">${money(summary.pending)}</td></tr>
<tr><th scope="row">${t('reports.financialStatement.invoices')}</th><td class="amount">${escapeHtml(formatNumber(language, count))}</td></tr>
</tbody></table>
<h2>${t('reports.financialStatement.details')}</h2>
${
  details.length === 0
    ? `<p>${t('reports.financialStatement.noInvoices')}</p>`
    : `<table><thead><tr>${heading('reports.financialStatement.invoice')}${heading('reports.financialStatement.client')}${heading('reports.financialStatement.description')}` +
      `${heading('reports.financialStatement.due')}${heading('reports.financialStatement.statusHeading')}<th class="amount">${t('reports.financialStatement.amount')}</th></tr></thead><tbody>${rows}</tbody></table>`
}
${shown}`;
}
