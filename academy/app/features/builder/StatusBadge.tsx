import type { CourseStatus } from '@common/academy/courses';
import { COURSE_STATUS_LABELS } from '@common/copy/academy-builder';
import styles from './builder.module.css';

/** A course's status as a pill: Draft, Published or Archived. */
export function StatusBadge({ status }: { status: CourseStatus }) {
  return (
    <span className={styles.badge} data-status={status} data-testid="course-status">
      {COURSE_STATUS_LABELS[status]}
    </span>
  );
}
