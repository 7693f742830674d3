import { useId } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import type { BookContentsAnswer } from '@common/schemas/publishing';
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
  excludedRoomPieces,
  onToggleRoomPiece,
}: {
  classId: string;
  activityIds: string[];
  studentIds: string[];
  contents: 'approved' | 'written';
  excluded: PieceRef[];
  onToggle: (piece: PieceRef) => void;
  /** Writing rooms' co-authored pieces unticked (issue 18, point 10), by id. */
  excludedRoomPieces: string[];
  onToggleRoomPiece: (pieceId: string) => void;
}) {
  const id = useId();
  const ready = activityIds.length > 0 && studentIds.length > 0;
  const query = useBookContents(
    classId,
    { activityIds, studentIds, contents, excludedPieces: excluded, excludedRoomPieces },
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
              const count =
                student.pieces.filter((piece) => piece.included).length +
                answer.roomPieces.filter(
                  (piece) =>
                    piece.included &&
                    piece.authors.some((author) => author.studentId === student.studentId),
                ).length;
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
          {answer.roomPieces.length > 0 && (
            <RoomPieces
              pieces={answer.roomPieces}
              excluded={excludedRoomPieces}
              onToggle={onToggleRoomPiece}
            />
          )}
        </>
      )}
    </section>
  );
}

/**
 * The writing rooms published into the class book: one co-authored piece each, ticked unless
 * the teacher unticks it. A piece whose authors are not all chosen cannot print (a student
 * left out of the book is never named in it), and says whom to add.
 */
function RoomPieces({
  pieces,
  excluded,
  onToggle,
}: {
  pieces: BookContentsAnswer['roomPieces'];
  excluded: string[];
  onToggle: (pieceId: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.together}>
      <h4 id={`${id}-title`} className={styles.togetherTitle}>
        {COPY.together}
      </h4>
      <ul className={styles.pieces} aria-labelledby={`${id}-title`}>
        {pieces.map((piece) => {
          const printable = piece.eligible && piece.missingAuthors.length === 0;
          const firstNames = piece.authors.map(
            (author) => author.name.split(' ')[0] ?? author.name,
          );
          return (
            <li key={piece.pieceId}>
              <label className={printable ? undefined : styles.disabled}>
                <input
                  type="checkbox"
                  checked={printable && !excluded.includes(piece.pieceId)}
                  disabled={!printable}
                  onChange={() => onToggle(piece.pieceId)}
                />{' '}
                {COPY.roomPieceLabel(piece.title, firstNames)}
              </label>
              {!piece.eligible && <span className={styles.note}> · {COPY.notApproved}</span>}
              {piece.eligible && piece.missingAuthors.length > 0 && (
                <span className={styles.note}> · {COPY.missingAuthors(piece.missingAuthors)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
