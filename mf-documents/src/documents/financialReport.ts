// A financial document's JSON content as a readable report (tables, not raw JSON), for printing.
import { formatDate, formatMoney } from 'shell/sdk';

import { messages } from '../messages';
import { escapeHtml } from './printing';
import { isFinancialStatement, type FinancialStatementContent } from './documentTypes';

// The report's own words are in the reader's language (the person printing or downloading).
const { t } = messages;

const statusLabel = (status: string): string => (status === 'paid' ? t('report.paid') : status === 'unpaid' ? t('report.pending') : status);

/** Every stored value goes into the page as text, whatever type it was stored with. */
const text = (value: unknown): string => escapeHtml(String(value ?? ''));

function statementHtml(statement: FinancialStatementContent): string {
  const { summary, details } = statement;
  const rows = details
    .map(
      (line) =>
        `<tr><td>${text(line.invoiceNumber)}</td><td>${text(line.client)}</td><td>${text(line.description)}</td>` +
        `<td>${text(formatDate(line.dueDate))}</td><td>${text(statusLabel(line.status))}</td>` +
        `<td class="amount">${text(formatMoney(line.amount))}</td></tr>`,
    )
    .join('');
  const shown =
    details.length < Number(summary.invoiceCount)
      ? `<p>${text(t('report.showingFirst', { shown: details.length, total: String(summary.invoiceCount) }))}</p>`
      : '';
  const head = [t('report.invoice'), t('report.client'), t('report.description'), t('report.due'), t('report.status')]
    .map((name) => `<th>${text(name)}</th>`)
    .join('');
  return `<p>${text(t('report.generated', { date: formatDate(statement.generatedAt) }))}</p>
<h2>${text(t('report.summary'))}</h2>
<table><tbody>
<tr><th scope="row">${text(t('report.totalRevenue'))}</th><td class="amount">${text(formatMoney(summary.revenue))}</td></tr>
<tr><th scope="row">${text(t('report.totalPaid'))}</th><td class="amount">${text(formatMoney(summary.paid))}</td></tr>
<tr><th scope="row">${text(t('report.totalPending'))}</th><td class="amount">${text(formatMoney(summary.pending))}</td></tr>
<tr><th scope="row">${text(t('report.invoices'))}</th><td class="amount">${text(summary.invoiceCount)}</td></tr>
</tbody></table>
<h2>${text(t('report.details'))}</h2>
${details.length === 0 ? `<p>${text(t('report.noInvoices'))}</p>` : `<table><thead><tr>${head}<th class="amount">${text(t('report.amount'))}</th></tr></thead><tbody>${rows}</tbody></table>`}
${shown}`;
}

const label = (key: string) =>
  escapeHtml(
    key
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/^./, (c) => c.toUpperCase()),
  );

/** Any other JSON: objects as two-column tables, arrays of objects as tables, nested as needed. */
function valueHtml(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    if (value.length === 0) return `<em>${text(t('report.none'))}</em>`;
    const objects = value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));
    if (objects && depth < 6) {
      const keys = [...new Set(value.flatMap((item) => Object.keys(item as object)))];
      const head = keys.map((key) => `<th>${label(key)}</th>`).join('');
      const body = value
        .map((item) => `<tr>${keys.map((key) => `<td>${valueHtml((item as Record<string, unknown>)[key], depth + 1)}</td>`).join('')}</tr>`)
        .join('');
      return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
    }
    return `<ul>${value.map((item) => `<li>${valueHtml(item, depth + 1)}</li>`).join('')}</ul>`;
  }
  if (typeof value === 'object' && depth < 6) {
    const rows = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `<tr><th scope="row">${label(key)}</th><td>${valueHtml(item, depth + 1)}</td></tr>`)
      .join('');
    return `<table><tbody>${rows}</tbody></table>`;
  }
  return escapeHtml(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/**
 * The printable body of a financial document. Only a financial statement (whose content the
 * server generates) is drawn as the report; any other type's content as plain tables.
 */
export function financialReportHtml(content: unknown, fileUrl: string | null, documentType: string): string {
  const file = fileUrl ? `<p>${text(t('report.file', { url: fileUrl }))}</p>` : '';
  if (documentType === 'financial_statement' && isFinancialStatement(content)) return statementHtml(content) + file;
  if (content === null || content === undefined || (typeof content === 'object' && Object.keys(content).length === 0)) {
    return `<p>${text(t('report.noContent'))}</p>${file}`;
  }
  return valueHtml(content) + file;
}
