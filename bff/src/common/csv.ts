// CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, lines ended with CRLF. A cell
// that starts with = + - or @ gets a leading ' so a spreadsheet shows it as text and never runs it
// as a formula (CSV injection); numbers the server writes are passed as they are.

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text: null is empty; text that a spreadsheet would run as a formula is defused. */
export function csvCell(value: CsvCell, { guard = true } = {}): string {
  const text = value === null ? '' : String(value);
  const safe = guard && typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A whole CSV document: a header row, then the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map((cell) => csvCell(cell)).join(',')).join('\r\n') + '\r\n';
}
