import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useBoardPage } from './api';
import { ThreadList } from './BoardPage';
import styles from './Board.module.css';

/** The end of a lesson page: the board's threads about this lesson, and a way to start one. */
export function LessonDiscussion({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const threads = useBoardPage(courseId, 1, lessonId);
  // Someone who may not see the board (a stale link) simply sees no discussion.
  if (threads.isError && statusOf(threads.error) === 404) return null;
  return (
    <section aria-labelledby="lesson-discussion" className={`${styles.page} ${styles.section}`}>
      <h2 id="lesson-discussion" className={styles.subheading}>
        {COPY.lessonDiscussion}
      </h2>
      {threads.isPending ? (
        <Skeleton label={COPY.loading} lines={2} />
      ) : threads.isError ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void threads.refetch()} />
      ) : threads.data.threads.length === 0 ? (
        <p className={styles.muted}>{COPY.lessonNoThreads}</p>
      ) : (
        <ThreadList courseId={courseId} threads={threads.data.threads} />
      )}
      {threads.data && !threads.data.viewer.muted && !threads.data.viewer.archived && (
        <div>
          <ButtonLink variant="secondary" href={ACADEMY_PATHS.boardNewThread(courseId, lessonId)}>
            {COPY.lessonStart}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
