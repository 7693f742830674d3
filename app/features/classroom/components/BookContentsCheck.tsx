import { useId } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { Button } from '~/components/ui/Button';
import { useBookContents } from '../api/get-book-contents';
import styles from './BookContents.module.css';

const COPY = CLASSROOM_SCREENS.books;

export interface PieceRef {
  studentId: string;
  activityId: string;
}

/**
 * The teacher's check of a book before it is made (issue 12, point 5): each chosen student's
 * pieces as the server would print them, a tick to leave one out, and a warning for each
 * student left with nothing.
 */
export function BookContentsCheck({
  classId,
  activityIds,
  studentIds,
  contents,
  excluded,
  onToggle,
}: {
  classId: string;
  activityIds: string[];
  studentIds: string[];
  contents: 'approved' | 'written';
  excluded: PieceRef[];
  onToggle: (piece: PieceRef) => void;
}) {
  const id = useId();
  const ready = activityIds.length > 0 && studentIds.length > 0;
  const query = useBookContents(
    classId,
    { activityIds, studentIds, contents, excludedPieces: excluded },
    ready,
  );
  const answer = query.data;
  const printing = answer ? answer.students.filter((student) => !student.leftOut).length : 0;

  return (
    <section className={styles.check} aria-labelledby={`${id}-title`} aria-busy={query.isFetching}>
      <h3 id={`${id}-title`} className={styles.title}>
        {COPY.check}
      </h3>
      {!ready && <p className={styles.hint}>{COPY.checkHint}</p>}
      {ready && query.isPending && (
        <div className={styles.skeleton}>
          <span className={styles.visuallyHidden}>{COPY.checking}</span>
          <span className={styles.bar} />
          <span className={styles.bar} />
          <span className={styles.bar} />
        </div>
      )}
      {ready && query.isError && (
        <div className={styles.failed} role="alert">
          <p>{COPY.checkFailed}</p>
          <Button size="sm" variant="ghost" onClick={() => void query.refetch()}>
            {COPY.tryAgain}
          </Button>
        </div>
      )}
      {ready && answer && (
        <>
          {answer.warnings.length > 0 && (
            <ul className={styles.warnings} aria-label="Warnings" data-testid="book-warnings">
              {answer.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
          <p className={styles.totals} aria-live="polite">
            {COPY.totals(answer.pieceCount, printing)}
          </p>
          <ul className={styles.students}>
            {answer.students.map((student) => {
              const firstName = student.name.split(' ')[0] ?? student.name;
              const count = student.pieces.filter((piece) => piece.included).length;
              return (
                <li
                  key={student.studentId}
                  className={student.leftOut ? styles.leftOut : styles.student}
                  data-student={student.name}
                >
                  <div className={styles.studentHead}>
                    <strong>{student.name}</strong>
                    <span className={student.leftOut ? styles.badgeOut : styles.badge}>
                      {student.leftOut ? COPY.leftOut : COPY.included(count)}
                    </span>
                  </div>
                  {student.pieces.length > 0 && (
                    <ul className={styles.pieces}>
                      {student.pieces.map((piece) => (
                        <li key={piece.activityId}>
                          <label className={piece.eligible ? undefined : styles.disabled}>
                            <input
                              type="checkbox"
                              // The tick answers at once; the server's answer follows.
                              checked={
                                piece.eligible &&
                                !excluded.some(
                                  (entry) =>
                                    entry.studentId === student.studentId &&
                                    entry.activityId === piece.activityId,
                                )
                              }
                              disabled={!piece.eligible}
                              onChange={() =>
                                onToggle({
                                  studentId: student.studentId,
                                  activityId: piece.activityId,
                                })
                              }
                            />{' '}
                            {COPY.pieceLabel(piece.title, firstName)}
                          </label>
                          {!piece.eligible && (
                            <span className={styles.note}> · {COPY.notApproved}</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
