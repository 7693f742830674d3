import { Link } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { LESSON_PAGE, MY_COURSES } from '@common/copy/academy-learning';
import type { LessonAnswer } from '@common/schemas/academy-learning';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { ApiError, statusOf } from '~/lib/api';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useKnownCourseTitle, useLesson, useProgressReported } from './api';
import { LessonBlocks } from './blocks/LessonBlocks';
import { ReflectionArea } from './reflections/ReflectionArea';
import { useAcademyAccount } from '@academy/features/auth/api';
import { CompletionBar } from './CompletionBar';
import styles from './Learning.module.css';

/**
 * /learn/courses/:courseId/lessons/:lessonId: the lesson's blocks, its completion and the way
 * to the lessons before and after (issue 13, point 10). A closed lesson says when it opens.
 */
export function LessonPage({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const lesson = useLesson(courseId, lessonId);
  const signingIn = useSignInWhenUnauthorized(lesson.error, ACADEMY_PATHS.participantSignIn);
  const status = statusOf(lesson.error);
  const knownTitle = useKnownCourseTitle(courseId);
  const courseTitle = lesson.data?.course.title ?? knownTitle ?? LESSON_PAGE.backToCourse;
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <Link to={ACADEMY_PATHS.participantArea}>{MY_COURSES.title}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={ACADEMY_PATHS.learnCourse(courseId)}>{courseTitle}</Link>
      </nav>
      {lesson.isPending || signingIn ? (
        <Skeleton label={LESSON_PAGE.loading} lines={8} />
      ) : lesson.isError ? (
        status === 403 || status === 404 ? (
          <div className={styles.refusal}>
            <h1 className={styles.title}>
              {status === 403 ? LESSON_PAGE.lockedTitle : LESSON_PAGE.notFound}
            </h1>
            {lesson.error instanceof ApiError && (
              <p data-testid="lesson-refusal">
                {lesson.error.body.errors?.lesson ?? lesson.error.body.errors?.course}
              </p>
            )}
            <ButtonLink href={ACADEMY_PATHS.learnCourse(courseId)}>
              {LESSON_PAGE.backToCourse}
            </ButtonLink>
          </div>
        ) : (
          <LoadFailed message={LESSON_PAGE.loadFailed} onRetry={() => void lesson.refetch()} />
        )
      ) : (
        <LessonView answer={lesson.data} />
      )}
    </div>
  );
}

function LessonView({ answer }: { answer: LessonAnswer }) {
  const { course, lesson } = answer;
  const reported = useProgressReported(course.id, lesson.id);
  const account = useAcademyAccount().data?.account;
  const prompts = lesson.blocks.flatMap((block) => (block.type === 'prompts' ? block.prompts : []));
  return (
    <article className={styles.lessonPage} aria-labelledby="lesson-title">
      {answer.preview && <p className={styles.previewNote}>{LESSON_PAGE.previewNote}</p>}
      <p className={styles.category}>{LESSON_PAGE.chapter(lesson.chapterTitle)}</p>
      <h1 id="lesson-title" className={styles.title}>
        {lesson.title}
      </h1>
      <LessonBlocks
        blocks={lesson.blocks}
        courseId={course.id}
        lessonId={lesson.id}
        startAt={answer.progress.videoPosition}
        track={!answer.preview}
        onReported={reported}
      />
      {prompts.length > 0 && account && (
        <ReflectionArea
          courseId={course.id}
          lessonId={lesson.id}
          prompts={prompts}
          userId={account.id}
          preview={answer.preview}
        />
      )}
      <CompletionBar answer={answer} />
      <nav className={styles.neighbours} aria-label="Lessons">
        {answer.previous ? (
          <Link
            to={ACADEMY_PATHS.learnLesson(course.id, answer.previous.id)}
            className={styles.neighbour}
            rel="prev"
          >
            <span className={styles.muted}>{LESSON_PAGE.previous}</span>
            <span>{answer.previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {answer.next &&
          (answer.next.state.open ? (
            <Link
              to={ACADEMY_PATHS.learnLesson(course.id, answer.next.id)}
              className={`${styles.neighbour} ${styles.neighbourNext}`}
              rel="next"
            >
              <span className={styles.muted}>{LESSON_PAGE.next}</span>
              <span>{answer.next.title}</span>
            </Link>
          ) : (
            <span className={`${styles.neighbour} ${styles.neighbourNext}`} data-state="locked">
              <span className={styles.muted}>{LESSON_PAGE.nextLocked}</span>
              <span>{answer.next.title}</span>
            </span>
          ))}
      </nav>
    </article>
  );
}
