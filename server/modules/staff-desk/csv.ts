import { csvCell } from '../../lib/csv';

/** One CSV line (RFC 4180: CRLF), every cell safe from formula injection (csvCell). */
export const csvLine = (cells: (string | number | null)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** A byte-order mark so spreadsheets read accented names as UTF-8. */
export const CSV_BOM = '\uFEFF';
