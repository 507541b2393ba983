// Print and Download for documents: one styled standalone page (title, description, content,
// a footer with the company name and the date), printed from a new window or saved as a file.
import dayjs from 'dayjs';

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
`;

export interface PrintablePage {
  title: string;
  description: string | null;
  /** Safe HTML: the server-sanitized HR content, or a report built with escapeHtml. */
  bodyHtml: string;
  companyName: string;
  /** The footer's date; today by default. */
  printedAt?: Date;
}

/** The standalone, styled HTML page of a document. */
export function documentPageHtml({ title, description, bodyHtml, companyName, printedAt = new Date() }: PrintablePage): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${description ? `<p class="description">${escapeHtml(description)}</p>` : ''}
<main>${bodyHtml}</main>
<footer><span>${escapeHtml(companyName)}</span><span>Printed ${escapeHtml(dayjs(printedAt).format('MMM D, YYYY'))}</span></footer>
</body>
</html>`;
}

/**
 * Opens the page in a new window and prints it after PRINT_DELAY_MS (250 ms). A blocked pop-up
 * (no window) does nothing. Returns whether a window opened.
 */
export function printPage(page: PrintablePage): boolean {
  const printWindow = window.open('', '_blank');
  if (!printWindow) return false;
  printWindow.document.open();
  printWindow.document.write(documentPageHtml(page));
  printWindow.document.close();
  window.setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
  return true;
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

/** An HR document's file name: non-alphanumerics become underscores, lowercased, `.html`. */
export function hrFileName(title: string): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, '_').toLowerCase()}.html`;
}

/** A financial document's file name: spaces become underscores, `.json`. */
export function financialFileName(title: string): string {
  return `${title.replace(/ /g, '_')}.json`;
}
