import { PROGRESS_LABELS, GRADEBOOK_CSV } from '../../../common/copy/overview';
import type { GradebookAnswer } from '../../../common/schemas/overview';
import { csvFile } from '../../lib/csv';

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
  return csvFile([header, ...rows]);
}
