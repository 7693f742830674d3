import { Link } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { COURSE_HOME, MY_COURSES } from '@common/copy/academy-learning';
import type { CourseHome, OutlineLesson } from '@common/schemas/academy-learning';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useCourseHome } from './api';
import { PreviewBanner } from './PreviewBanner';
import { ProgressBar } from './ProgressBar';
import { lockedLabel, ruleLabel } from './release-labels';
import styles from './Learning.module.css';

/**
 * /learn/courses/:courseId: progress, "Continue where I left off", the next unlock date and
 * every chapter's checklist (issue 13, point 9). Staff see it as a preview.
 */
export function CourseHomePage({ courseId }: { courseId: string }) {
  const home = useCourseHome(courseId);
  const signingIn = useSignInWhenUnauthorized(home.error, ACADEMY_PATHS.participantSignIn);
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <Link to={ACADEMY_PATHS.participantArea}>{COURSE_HOME.backToMyCourses}</Link>
      </nav>
      {home.isPending || signingIn ? (
        <Skeleton label={COURSE_HOME.loading} lines={6} />
      ) : home.isError ? (
        statusOf(home.error) === 404 ? (
          <div className={styles.refusal}>
            <h1 className={styles.title}>{COURSE_HOME.notFound}</h1>
            <ButtonLink href={ACADEMY_PATHS.participantArea}>
              {COURSE_HOME.backToMyCourses}
            </ButtonLink>
          </div>
        ) : (
          <LoadFailed message={COURSE_HOME.loadFailed} onRetry={() => void home.refetch()} />
        )
      ) : (
        <CourseHomeView home={home.data} />
      )}
    </div>
  );
}

function CourseHomeView({ home }: { home: CourseHome }) {
  const { course } = home;
  const lessons = home.chapters.flatMap((chapter) => chapter.lessons);
  const titleBefore = (id: string) => {
    const index = lessons.findIndex((lesson) => lesson.id === id);
    return index > 0 ? lessons[index - 1]!.title : undefined;
  };
  // A chapter waits for the lesson before its first one.
  const titleBeforeChapter = (chapterIndex: number) =>
    home.chapters
      .slice(0, chapterIndex)
      .flatMap((chapter) => chapter.lessons)
      .at(-1)?.title;
  const continueLabel = home.completedLessons === 0 ? COURSE_HOME.start : COURSE_HOME.continue;

  return (
    <>
      {home.preview && <PreviewBanner />}
      <header className={styles.courseHeader}>
        <h1 className={styles.title}>{course.title}</h1>
        {course.subtitle && <p className={styles.subtitle}>{course.subtitle}</p>}
        <p className={styles.muted}>{COURSE_HOME.byInstructor(course.instructorName)}</p>
      </header>

      <section className={styles.summary} aria-label={COURSE_HOME.progressLabel}>
        {/* Staff previewing have no progress of their own to show. */}
        {!home.preview && (
          <>
            <p className={styles.bigPercent} data-testid="course-progress">
              {`${home.progressPercent}%`}
              <span className={styles.percentDetail}>
                {MY_COURSES.lessonsDone(home.completedLessons, home.totalLessons)}
              </span>
            </p>
            <ProgressBar percent={home.progressPercent} label={COURSE_HOME.progressLabel} />
          </>
        )}
        {home.continueLessonId ? (
          <ButtonLink href={ACADEMY_PATHS.learnLesson(course.id, home.continueLessonId)}>
            {continueLabel}
          </ButtonLink>
        ) : (
          home.totalLessons > 0 && <p>{COURSE_HOME.allDone}</p>
        )}
        {home.nextUnlockAt && (
          <p className={styles.muted} data-testid="next-unlock">
            {COURSE_HOME.nextUnlock(home.nextUnlockAt)}
          </p>
        )}
      </section>

      <section aria-labelledby="outline-heading" className={styles.section}>
        <h2 id="outline-heading" className={styles.sectionTitle}>
          {COURSE_HOME.outlineHeading}
        </h2>
        {home.chapters.length === 0 && <p className={styles.muted}>{COURSE_HOME.emptyCourse}</p>}
        <ol className={styles.chapters}>
          {home.chapters.map((chapter, chapterIndex) => {
            const rule = home.preview ? ruleLabel(chapter.rule) : null;
            const chapterLocked = chapter.state.open
              ? null
              : lockedLabel(chapter.state, titleBeforeChapter(chapterIndex));
            return (
              <li key={chapter.id} className={styles.chapter}>
                <h3 className={styles.chapterTitle}>{chapter.title}</h3>
                {chapterLocked && <p className={styles.locked}>{chapterLocked}</p>}
                {rule && <p className={styles.rule}>{rule}</p>}
                {chapter.lessons.length === 0 ? (
                  <p className={styles.muted}>{COURSE_HOME.emptyChapter}</p>
                ) : (
                  <ol className={styles.lessons}>
                    {chapter.lessons.map((lesson) => (
                      <LessonRow
                        key={lesson.id}
                        courseId={course.id}
                        lesson={lesson}
                        previousTitle={titleBefore(lesson.id)}
                        preview={home.preview}
                        chapterLocked={chapterLocked}
                      />
                    ))}
                  </ol>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}

function LessonRow({
  courseId,
  lesson,
  previousTitle,
  preview,
  chapterLocked,
}: {
  courseId: string;
  lesson: OutlineLesson;
  previousTitle: string | undefined;
  preview: boolean;
  /** The chapter's own "Opens …", not repeated under each of its lessons. */
  chapterLocked: string | null;
}) {
  const status = lesson.completed
    ? COURSE_HOME.completed
    : lesson.state.open
      ? COURSE_HOME.open
      : COURSE_HOME.locked;
  const rule = preview ? ruleLabel(lesson.rule) : null;

  return (
    <li
      className={styles.lesson}
      data-state={lesson.completed ? 'completed' : lesson.state.open ? 'open' : 'locked'}
    >
      <StateMark state={lesson.completed ? 'completed' : lesson.state.open ? 'open' : 'locked'} />
      <span className={styles.lessonText}>
        {lesson.state.open ? (
          <Link to={ACADEMY_PATHS.learnLesson(courseId, lesson.id)} className={styles.lessonLink}>
            {lesson.title}
          </Link>
        ) : (
          <span>{lesson.title}</span>
        )}
        <span className="visually-hidden">{`, ${status}`}</span>
        {!lesson.state.open && lockedLabel(lesson.state, previousTitle) !== chapterLocked && (
          <span className={styles.locked}>{lockedLabel(lesson.state, previousTitle)}</span>
        )}
        {rule && <span className={styles.rule}>{rule}</span>}
      </span>
    </li>
  );
}

/** A lesson's state at a glance (the words are beside it for screen readers). */
function StateMark({ state }: { state: 'completed' | 'open' | 'locked' }) {
  return (
    <span className={styles.mark} aria-hidden="true">
      <svg viewBox="0 0 20 20" width="18" height="18" focusable="false">
        {state === 'completed' ? (
          <path
            d="M4 10.5l4 4 8-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : state === 'open' ? (
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        ) : (
          <>
            <rect x="4.5" y="9" width="11" height="8" rx="1.5" fill="currentColor" />
            <path d="M7 9V6.5a3 3 0 016 0V9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </>
        )}
      </svg>
    </span>
  );
}
