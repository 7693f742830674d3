import { ACADEMY_PATHS } from '@common/academy/routes';
import { COURSE_CATEGORIES } from '@common/academy/courses';
import { MY_COURSES } from '@common/copy/academy-learning';
import type { MyCourse } from '@common/schemas/academy-learning';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { CourseCover } from '@academy/features/catalogue/CourseCover';
import { useMyCourses } from './api';
import { ProgressBar } from './ProgressBar';
import styles from './Learning.module.css';

/** /learn: the participant's courses with progress and Continue, and joins awaiting approval. */
export function MyCoursesPage() {
  const courses = useMyCourses();
  const signingIn = useSignInWhenUnauthorized(courses.error, ACADEMY_PATHS.participantSignIn);
  const active = courses.data?.courses.filter((course) => course.status === 'active') ?? [];
  const pending = courses.data?.courses.filter((course) => course.status === 'pending') ?? [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{MY_COURSES.title}</h1>
      {courses.isPending || signingIn ? (
        <Skeleton label={MY_COURSES.loading} lines={4} />
      ) : courses.isError ? (
        <LoadFailed message={MY_COURSES.loadFailed} onRetry={() => void courses.refetch()} />
      ) : (
        <>
          {active.length === 0 && pending.length === 0 ? (
            <EmptyState
              title={MY_COURSES.emptyTitle}
              action={
                <ButtonLink href={ACADEMY_PATHS.home} variant="secondary">
                  {MY_COURSES.browse}
                </ButtonLink>
              }
            >
              <p>{MY_COURSES.emptyBody}</p>
            </EmptyState>
          ) : (
            <ul className={styles.cards}>
              {active.map((course) => (
                <li key={course.id}>
                  <CourseProgressCard course={course} />
                </li>
              ))}
            </ul>
          )}
          {pending.length > 0 && (
            <section className={styles.section} aria-labelledby="pending-heading">
              <h2 id="pending-heading" className={styles.sectionTitle}>
                {MY_COURSES.pendingHeading}
              </h2>
              <p className={styles.muted}>{MY_COURSES.pendingBody}</p>
              <ul className={styles.plainList}>
                {pending.map((course) => (
                  <li key={course.id} className={styles.pending}>
                    <strong>{course.title}</strong>
                    <span className={styles.muted}>{course.instructorName}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

function CourseProgressCard({ course }: { course: MyCourse }) {
  const headingId = `course-${course.id}`;
  const next = course.continueLessonId
    ? ACADEMY_PATHS.learnLesson(course.id, course.continueLessonId)
    : ACADEMY_PATHS.learnCourse(course.id);
  const label = !course.continueLessonId
    ? MY_COURSES.review
    : course.completedLessons === 0
      ? MY_COURSES.start
      : MY_COURSES.continue;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="my-course">
      <CourseCover
        category={course.category}
        coverUrl={course.coverUrl}
        className={styles.cardCover}
      />
      <p className={styles.category}>{COURSE_CATEGORIES[course.category]}</p>
      <h2 id={headingId} className={styles.cardTitle}>
        <Link to={ACADEMY_PATHS.learnCourse(course.id)} className={styles.cardLink}>
          {course.title}
        </Link>
      </h2>
      <p className={styles.muted}>{course.instructorName}</p>
      <ProgressBar
        percent={course.progressPercent}
        label={`${course.title}: ${MY_COURSES.progress(course.progressPercent)}`}
      />
      <p className={styles.progressText}>
        {MY_COURSES.progress(course.progressPercent)} ·{' '}
        {MY_COURSES.lessonsDone(course.completedLessons, course.totalLessons)}
      </p>
      <ButtonLink href={next} size="sm" aria-label={`${label}: ${course.title}`}>
        {label}
      </ButtonLink>
    </article>
  );
}
