import { firstError } from '~/features/writing/utils/first-error';
import { VIDEO_COMPLETE_WATCHED } from '@common/academy/progress';
import { LESSON_PAGE } from '@common/copy/academy-learning';
import type { LessonAnswer } from '@common/schemas/academy-learning';
import { Button } from '~/components/ui/Button';
import { useSetCompleted } from './api';
import { useReflection } from './reflections/api';
import styles from './Learning.module.css';

/**
 * The lesson's completion: a Mark complete button for a lesson without a tracked video (once
 * its reflection, if it asks for one, is handed in: the server's rule); for one with, the rule
 * (90 % watched), how much is watched so far, and its state. Saving shows "Saving…", failure a
 * message.
 */
export function CompletionBar({ answer }: { answer: LessonAnswer }) {
  const { course, lesson, progress } = answer;
  const setCompleted = useSetCompleted(course.id, lesson.id);
  const done = progress.completed;
  const asksReflection = lesson.blocks.some((block) => block.type === 'prompts');
  // The same query as the reflection area's, so no second request: while it is a draft the
  // lesson cannot be marked complete, and the bar says what comes first instead.
  const reflection = useReflection(
    course.id,
    lesson.id,
    asksReflection && !answer.preview && !lesson.completesByVideo && !done,
  );
  const waitsForHandIn =
    !done && !lesson.completesByVideo && reflection.data?.reflection.status === 'draft';
  // How far the video is watched, while the lesson waits for it (or for the reflection).
  const watchedLine =
    done || !lesson.completesByVideo || progress.videoWatched <= 0
      ? null
      : progress.videoWatched >= VIDEO_COMPLETE_WATCHED
        ? LESSON_PAGE.videoWatchedHandIn
        : LESSON_PAGE.watched(Math.floor(progress.videoWatched / 10));
  return (
    <section
      className={styles.completion}
      aria-label={LESSON_PAGE.completionLabel}
      data-testid="completion"
    >
      <p className={styles.completionState} role="status">
        {done ? (
          <>
            <span aria-hidden="true">✓ </span>
            {LESSON_PAGE.completed}
          </>
        ) : lesson.completesByVideo ? (
          asksReflection ? (
            LESSON_PAGE.completesByVideoAndReflection
          ) : (
            LESSON_PAGE.completesByVideo
          )
        ) : setCompleted.isPending ? (
          LESSON_PAGE.saving
        ) : waitsForHandIn ? (
          LESSON_PAGE.handInThenMark
        ) : (
          LESSON_PAGE.markHint
        )}
      </p>
      {watchedLine && (
        <p className={styles.watched} data-testid="video-watched">
          {watchedLine}
        </p>
      )}
      {(done || (!lesson.completesByVideo && !waitsForHandIn)) && (
        <Button
          variant={done ? 'ghost' : 'primary'}
          disabled={setCompleted.isPending}
          onClick={() => setCompleted.mutate(!done)}
        >
          {setCompleted.isPending
            ? LESSON_PAGE.saving
            : done
              ? LESSON_PAGE.markNotComplete
              : LESSON_PAGE.markComplete}
        </Button>
      )}
      {setCompleted.isError && (
        <p role="alert" className={styles.error}>
          {firstError(setCompleted.error, LESSON_PAGE.saveFailed)}
        </p>
      )}
    </section>
  );
}
