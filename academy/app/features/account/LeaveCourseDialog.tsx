import { ACCOUNT_PAGE as COPY } from '@common/academy/privacy-messages';
import type { AccountCourse } from '@common/schemas/academy-privacy';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { refusalOf, useLeaveCourse } from './api';
import styles from './Account.module.css';

/**
 * Asks before leaving a course, saying what happens to the person's work there: their
 * reflections and progress are deleted, their board posts follow the course's setting.
 */
export function LeaveCourseDialog({
  course,
  onClose,
  onLeft,
}: {
  course: AccountCourse | null;
  onClose: () => void;
  onLeft: (message: string) => void;
}) {
  const leave = useLeaveCourse();
  return (
    <ConfirmDialog
      open={course !== null}
      title={course ? COPY.leaveTitle(course.title) : ''}
      description={
        course && (
          <ul className={styles.list}>
            {COPY.leaveExplains.map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li>{COPY.boardPosts[course.formerPosts]}</li>
          </ul>
        )
      }
      confirmLabel={COPY.leaveConfirm}
      cancelLabel={COPY.cancel}
      onClose={onClose}
      onConfirm={async () => {
        if (!course) return null;
        try {
          await leave.mutateAsync(course.id);
        } catch (error) {
          return refusalOf(error, COPY.loadFailed);
        }
        onClose();
        onLeft(COPY.left(course.title));
        return null;
      }}
    />
  );
}
