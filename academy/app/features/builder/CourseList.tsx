import { useState } from 'react';
import { Link } from 'react-router';
import { COURSE_CATEGORIES } from '@common/academy/courses';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { COURSE_LIST_COPY as COPY, VISIBILITY_COPY } from '@common/copy/academy-builder';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { formatDate } from '~/lib/format-date';
import { useTaughtCourses } from './api';
import { NewCourseModal } from './NewCourseModal';
import { StatusBadge } from './StatusBadge';
import styles from './builder.module.css';

/** "Your courses" (/instructor): every course the instructor teaches, and "New course". */
export function CourseList() {
  const courses = useTaughtCourses();
  const [creating, setCreating] = useState(false);
  const list = courses.data?.courses;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <div>
          <h1>{COPY.title}</h1>
          <p className={styles.intro}>{COPY.intro}</p>
        </div>
        {list && list.length > 0 && (
          <Button onClick={() => setCreating(true)}>{COPY.newCourse}</Button>
        )}
      </div>
      {courses.isPending ? (
        <Skeleton label={COPY.loading} lines={4} />
      ) : courses.isError ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void courses.refetch()} />
      ) : list && list.length > 0 ? (
        <ul className={styles.list} aria-label={COPY.title}>
          {list.map((course) => (
            <li key={course.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to={ACADEMY_PATHS.instructorCourse(course.id)}>{course.title}</Link>
              </h2>
              <p className={styles.meta}>
                <StatusBadge status={course.status} />
                <span>{VISIBILITY_COPY[course.visibility].label}</span>
                <span>{COURSE_CATEGORIES[course.category]}</span>
                {course.role === 'instructor' && <span>{COPY.coInstructor}</span>}
              </p>
              <p className={styles.meta}>
                <span>
                  {COPY.counts(course.chapterCount, course.lessonCount, course.participantCount)}
                </span>
                <span>{COPY.updated(formatDate(course.updatedAt))}</span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={COPY.emptyTitle}
          action={<Button onClick={() => setCreating(true)}>{COPY.emptyAction}</Button>}
        >
          <p>{COPY.emptyBody}</p>
        </EmptyState>
      )}
      {creating && <NewCourseModal open onClose={() => setCreating(false)} />}
    </div>
  );
}
