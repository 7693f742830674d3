import { firstError } from '~/features/writing/utils/first-error';
import { VIDEO_COMPLETE_WATCHED } from '@common/academy/progress';
import { LESSON_PAGE } from '@common/copy/academy-learning';
import type { LessonAnswer } from '@common/schemas/academy-learning';
import { Button } from '~/components/ui/Button';
import { useSetCompleted } from './api';
import styles from './Learning.module.css';

/**
 * The lesson's completion: a Mark complete button for a lesson without a tracked video; for
 * one with, the rule (90 % watched), how much is watched so far, and its state. Saving shows "Saving…", failure a message.
 */
export function CompletionBar({ answer }: { answer: LessonAnswer }) {
  const { course, lesson, progress } = answer;
  const setCompleted = useSetCompleted(course.id, lesson.id);
  const done = progress.completed;
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
          lesson.blocks.some((block) => block.type === 'prompts') ? (
            LESSON_PAGE.completesByVideoAndReflection
          ) : (
            LESSON_PAGE.completesByVideo
          )
        ) : setCompleted.isPending ? (
          LESSON_PAGE.saving
        ) : (
          LESSON_PAGE.markHint
        )}
      </p>
      {watchedLine && (
        <p className={styles.watched} data-testid="video-watched">
          {watchedLine}
        </p>
      )}
      {(!lesson.completesByVideo || done) && (
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
