import { Link } from 'react-router';
import { GRADEBOOK_COPY as COPY, PROGRESS_LABELS } from '@common/copy/overview';
import { classWorkPath, reviewPath } from '@common/routes';
import type { GradebookAnswer, GradebookCell } from '@common/schemas/overview';
import { STATE_ICONS } from '../utils/state-icons';
import styles from './Overview.module.css';

export interface CellFilter {
  matches: (cell: GradebookCell | null) => boolean;
  active: boolean;
}

/**
 * The students × assignments grid. It scrolls inside its own region (the page never scrolls
 * sideways) with the names column and the header row sticky. Each cell says its state in
 * words with a shape, the rubric total and a Late tag; its colour only repeats that. A cell
 * is a link to the work: the review screen, or the class's live work before there is any.
 */
export function GradebookGrid({
  book,
  rows,
  filter,
}: {
  book: GradebookAnswer;
  rows: GradebookAnswer['rows'];
  filter: CellFilter;
}) {
  return (
    <div
      className={styles.gridRegion}
      role="region"
      aria-label={COPY.grid(book.classTitle)}
      tabIndex={0}
      data-testid="gradebook-region"
    >
      <table className={styles.grid} data-testid="gradebook">
        <thead>
          <tr>
            <th scope="col">{COPY.student}</th>
            {book.columns.map((column) => (
              <th key={column.activityId} scope="col">
                <span className={styles.columnTitle}>{column.title}</span>
                {column.dueDate && (
                  <span className={styles.columnMeta}>{COPY.due(column.dueDate)}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`;
            return (
              <tr key={row.studentId}>
                <th scope="row">{name}</th>
                {row.cells.map((cell, index) => {
                  const column = book.columns[index];
                  if (!column) return null;
                  return (
                    <td key={column.activityId}>
                      <Cell
                        cell={cell}
                        href={
                          cell?.projectId
                            ? reviewPath(cell.projectId)
                            : classWorkPath(book.classId, column.activityId)
                        }
                        maxPoints={column.maxPoints}
                        dim={filter.active && !filter.matches(cell)}
                        label={COPY.cellLabel(
                          name,
                          column.title,
                          cell ? PROGRESS_LABELS[cell.state] : COPY.notAssigned,
                        )}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Cell({
  cell,
  href,
  maxPoints,
  dim,
  label,
}: {
  cell: GradebookCell | null;
  href: string;
  maxPoints: number | null;
  dim: boolean;
  label: string;
}) {
  if (!cell) {
    return (
      <span className={`${styles.cell} ${styles.cellEmpty} ${dim ? styles.cellDim : ''}`}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{COPY.notAssigned}</span>
      </span>
    );
  }
  const classes = [styles.cell, styles[`cell_${cell.state}`], dim && styles.cellDim]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={href} className={classes} data-state={cell.state} title={label}>
      <span className={styles.cellLabel}>
        <span aria-hidden="true">{STATE_ICONS[cell.state]}</span>
        {PROGRESS_LABELS[cell.state]}
      </span>
      {cell.points !== null && (
        <span className={styles.cellPoints}>{COPY.points(cell.points, maxPoints)}</span>
      )}
      {cell.late && <span className={styles.tagLate}>{COPY.late}</span>}
    </Link>
  );
}
