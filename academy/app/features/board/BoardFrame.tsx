import { Link } from 'react-router';
import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import { COURSE_ACCESS_MESSAGES } from '@common/academy/messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { statusOf } from '~/lib/api';
import styles from './Board.module.css';

/** The way back: to the course (participants) or its builder (instructors), and the board. */
export function BoardCrumbs({
  courseId,
  staff,
  board = false,
}: {
  courseId: string;
  staff: boolean;
  board?: boolean;
}) {
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <Link
        to={staff ? ACADEMY_PATHS.instructorCourse(courseId) : ACADEMY_PATHS.learnCourse(courseId)}
      >
        {COPY.backToCourse}
      </Link>
      {board && (
        <>
          {' · '}
          <Link to={ACADEMY_PATHS.board(courseId)}>{COPY.backToBoard}</Link>
        </>
      )}
    </nav>
  );
}

/** A board that cannot be shown: not found (with a way out) or failed (with a retry). */
export function BoardRefusal({
  error,
  onRetry,
  notFound = COURSE_ACCESS_MESSAGES.courseNotFound,
}: {
  error: unknown;
  onRetry: () => void;
  notFound?: string;
}) {
  if (statusOf(error) === 404) {
    return (
      <div className={styles.refusal}>
        <h1 className={styles.title}>{notFound}</h1>
        <ButtonLink href={ACADEMY_PATHS.participantArea}>{COPY.backToCourses}</ButtonLink>
      </div>
    );
  }
  return <LoadFailed message={COPY.loadFailed} onRetry={onRetry} />;
}
