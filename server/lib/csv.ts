/**
 * A cell as a spreadsheet reads it, safe from formula injection: a value starting with = + -
 * @ (or a tab or carriage return, which some spreadsheets skip first) is prefixed with an
 * apostrophe so it stays text (OWASP "CSV Injection"); a value with a comma, quote or line
 * break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows as a CSV file: a byte-order mark so spreadsheets read accented names as UTF-8, and
 * CRLF line ends as RFC 4180 says.
 */
export const csvFile = (rows: (string | number | null)[][]): string =>
  `\uFEFF${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
