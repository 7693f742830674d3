import { PROGRESS_LABELS, GRADEBOOK_CSV } from '../../../common/copy/overview';
import type { GradebookAnswer } from '../../../common/schemas/overview';

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

/** The gradebook as CSV: a row per student, a status and a points column per assignment. */
export function gradebookCsv(book: GradebookAnswer): string {
  const header = [
    GRADEBOOK_CSV.lastName,
    GRADEBOOK_CSV.firstName,
    ...book.columns.flatMap((column) => [
      GRADEBOOK_CSV.status(column.title),
      GRADEBOOK_CSV.points(column.title),
    ]),
  ];
  const rows = book.rows.map((row) => [
    row.lastName,
    row.firstName,
    ...row.cells.flatMap((cell) => {
      if (!cell) return [GRADEBOOK_CSV.notAssigned, null];
      const status = PROGRESS_LABELS[cell.state];
      return [cell.late ? `${status} (${GRADEBOOK_CSV.late})` : status, cell.points];
    }),
  ]);
  // A byte-order mark so spreadsheets read accented names as UTF-8; CRLF as RFC 4180 says.
  return `\uFEFF${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
