import { useParams } from 'react-router';
import { sanitizeLessonHtml, hasVisibleText } from '@common/academy/lesson-html';
import { JOIN_PAGE, PUBLIC_COURSE_PAGE } from '@common/copy/academy-sharing';
import { ACADEMY_JOIN_API } from '@common/schemas/academy-sharing';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { usePublicCourse } from './api';
import { CourseCover } from '@academy/features/catalogue/CourseCover';
import { CourseSummary } from './CourseSummary';
import { DeadEnd } from './DeadEnd';
import { JoinActions } from './JoinActions';
import styles from './JoinPage.module.css';

/**
 * /courses/:courseId: a published public course's page (the catalogue's cards lead here):
 * what it is, who teaches it, its chapters and lessons by title, and Join. Any other course
 * is "not available", exactly like one that does not exist.
 */
export function PublicCoursePage() {
  const courseId = useParams().courseId ?? '';
  const page = usePublicCourse(courseId);

  if (page.isPending) {
    return (
      <div className={styles.page}>
        <div className={`${styles.card} ${styles.wide}`}>
          <Skeleton label={PUBLIC_COURSE_PAGE.loading} lines={6} />
        </div>
      </div>
    );
  }
  if (page.isError) {
    if (statusOf(page.error) === 404) {
      return (
        <DeadEnd
          title={PUBLIC_COURSE_PAGE.notFoundTitle}
          message={PUBLIC_COURSE_PAGE.notFoundBody}
        />
      );
    }
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <LoadFailed message={JOIN_PAGE.loadFailed} onRetry={() => void page.refetch()} />
        </div>
      </div>
    );
  }
  const { course, signedIn, membership } = page.data;
  // Sanitised on save; again here, as the lesson page does, before it reaches the DOM.
  const description = sanitizeLessonHtml(course.description);
  return (
    <div className={styles.page}>
      <article className={`${styles.card} ${styles.wide}`} aria-labelledby="course-title">
        <CourseCover
          category={course.category}
          coverUrl={course.coverUrl}
          className={styles.cover}
        />
        <CourseSummary course={course} />
        <JoinActions
          course={course}
          signedIn={signedIn}
          membership={membership}
          joinPath={ACADEMY_JOIN_API.course(course.id)}
          queryKey={['academy', 'public-course', courseId]}
          asks={false}
        />
        {hasVisibleText(description) && (
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />
        )}
        <section aria-labelledby="outline-title">
          <h2 id="outline-title" className={styles.sectionTitle}>
            {PUBLIC_COURSE_PAGE.outline}
          </h2>
          {course.outline.length === 0 ? (
            <p className={styles.hint}>{PUBLIC_COURSE_PAGE.noOutline}</p>
          ) : (
            <ol className={styles.outline}>
              {course.outline.map((chapter, index) => (
                <li key={index}>
                  <h3>
                    {chapter.title}{' '}
                    <span className={styles.hint}>
                      ({PUBLIC_COURSE_PAGE.lessons(chapter.lessons.length)})
                    </span>
                  </h3>
                  <ol>
                    {chapter.lessons.map((lesson, position) => (
                      <li key={position}>{lesson.title}</li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          )}
        </section>
      </article>
    </div>
  );
}
