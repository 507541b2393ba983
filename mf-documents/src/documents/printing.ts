// Print and Download for documents: one styled standalone page (title, description, content,
// a footer with the company name and the date), printed from a new window or saved as a file; and
// the bilingual page of an HR document, its English and Spanish versions side by side on paper and
// stacked on a phone, for the crews who read Spanish first.
import { localeTag } from 'shell/sdk';

import { tIn } from '../messages';
import type { DocumentLanguage } from './documentTypes';

export const PRINT_DELAY_MS = 250;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const PAGE_STYLE = `
  body { font-family: -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #1c1917; line-height: 1.55; max-width: 820px; margin: 32px auto; padding: 0 24px; }
  h1 { font-size: 26px; margin: 0 0 4px; }
  .description { color: #57534e; margin: 0 0 24px; }
  h2, h3 { margin: 20px 0 8px; }
  table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; }
  th, td { border: 1px solid #d6d3d1; padding: 6px 10px; text-align: left; vertical-align: top; }
  th { background: #f5f5f4; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  footer { margin-top: 40px; padding-top: 12px; border-top: 1px solid #d6d3d1; color: #78716c; font-size: 12px; display: flex; justify-content: space-between; gap: 16px; }
  @media print { body { margin: 0; } a { color: inherit; } }
  body.bilingual { max-width: 1200px; }
  .versions { display: grid; gap: 16px 20px; }
  .versions > article { min-width: 0; overflow-wrap: anywhere; }
  @media print, (min-width: 720px) {
    .versions { grid-template-columns: 1fr 1fr; }
    .versions > article + article { border-left: 1px solid #d6d3d1; padding-left: 20px; }
  }
  @media (max-width: 719px) { .versions > article + article { border-top: 1px solid #d6d3d1; padding-top: 8px; } }
  @media print { body.bilingual { font-size: 10.5pt; } body.bilingual h1 { font-size: 18pt; } }
`;

/**
 * The printed page's own words are in the language of the version printed, not of the person
 * printing: a Spanish notice posted on site reads Spanish throughout.
 */
function printedLabel(language: DocumentLanguage, printedAt: Date): string {
  const date = new Intl.DateTimeFormat(localeTag(language), { month: 'short', day: 'numeric', year: 'numeric' }).format(printedAt);
  return tIn(language, 'print.printed', { date });
}

export interface PrintablePage {
  title: string;
  description: string | null;
  /** Safe HTML: the server-sanitized HR content, or a report built with escapeHtml. */
  bodyHtml: string;
  companyName: string;
  /** The footer's date; today by default. */
  printedAt?: Date;
  /** The language the page is written in, which its own words follow; English by default. */
  language?: DocumentLanguage;
}

/** One version of a document on the bilingual page. */
export interface PrintableVersion {
  language: DocumentLanguage;
  title: string;
  description: string | null;
  /** The server-sanitized HTML of this version. */
  bodyHtml: string;
}

function pageHtml(language: DocumentLanguage, title: string, bodyClass: string | null, body: string): string {
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body${bodyClass ? ` class="${bodyClass}"` : ''}>
${body}
</body>
</html>`;
}

const descriptionHtml = (description: string | null) => (description ? `<p class="description">${escapeHtml(description)}</p>` : '');

/** The standalone, styled HTML page of a document. */
export function documentPageHtml({ title, description, bodyHtml, companyName, printedAt = new Date(), language = 'en' }: PrintablePage): string {
  return pageHtml(
    language,
    title,
    null,
    `<h1>${escapeHtml(title)}</h1>
${descriptionHtml(description)}
<main>${bodyHtml}</main>
<footer><span>${escapeHtml(companyName)}</span><span>${escapeHtml(printedLabel(language, printedAt))}</span></footer>`,
  );
}

/**
 * The page of a document in two languages: each version with its own heading, marked with its
 * `lang` (screen readers and hyphenation follow it), the footer's date in both.
 */
export function bilingualPageHtml(versions: readonly [PrintableVersion, PrintableVersion], companyName: string, printedAt: Date = new Date()): string {
  const articles = versions
    .map(
      (version) => `<article lang="${version.language}">
<h1>${escapeHtml(version.title)}</h1>
${descriptionHtml(version.description)}
${version.bodyHtml}
</article>`,
    )
    .join('\n');
  const printed = versions.map((version) => printedLabel(version.language, printedAt)).join(' · ');
  return pageHtml(
    versions[0].language,
    versions.map((version) => version.title).join(' / '),
    'bilingual',
    `<main class="versions">
${articles}
</main>
<footer><span>${escapeHtml(companyName)}</span><span>${escapeHtml(printed)}</span></footer>`,
  );
}

/**
 * Opens the page in a new window and prints it after PRINT_DELAY_MS (250 ms). A blocked pop-up
 * (no window) does nothing. Returns whether a window opened.
 */
export function printHtml(html: string): boolean {
  const printWindow = window.open('', '_blank');
  if (!printWindow) return false;
  printWindow.document.open();
  printWindow.document.write(html);
  printWindow.document.close();
  window.setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
  return true;
}

/** Prints a document's page (see printHtml). */
export function printPage(page: PrintablePage): boolean {
  return printHtml(documentPageHtml(page));
}

/** Saves text as a file through a temporary object URL. */
export function downloadFile(fileName: string, contents: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * An HR document's file name: accents dropped (a Spanish title keeps its letters: "según" is
 * "segun"), other non-alphanumerics become underscores, lowercased, `.html`.
 */
export function hrFileName(title: string): string {
  const unaccented = title.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return `${unaccented.replace(/[^a-zA-Z0-9]/g, '_').toLowerCase()}.html`;
}

/** A financial document's file name: spaces become underscores, `.json`. */
export function financialFileName(title: string): string {
  return `${title.replace(/ /g, '_')}.json`;
}
