import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import { ACADEMY_PATHS } from '@common/academy/routes';
import type { BoardViewer, ThreadSummary } from '@common/schemas/academy-board';
import { Button, ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { Skeleton } from '~/components/ui/Skeleton';
import { useCourseLive } from '@academy/lib/use-course-live';
import { boardCalls, boardKeys, useBoardPage, useBoardWrite, useModeration } from './api';
import { BoardCrumbs, BoardRefusal } from './BoardFrame';
import { Composer } from './Composer';
import { PostLabels } from './PostLabels';
import styles from './Board.module.css';

/**
 * /courses/:courseId/board (issue 13, point 14): the course's threads, pinned first, then by
 * latest activity, 50 a page; a new thread; and, for instructors, the way to reports and
 * approvals. New posts appear live.
 */
export function BoardPage({ courseId }: { courseId: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const board = useBoardPage(courseId, page);
  useCourseLive(courseId, [boardKeys.all(courseId)]);

  return (
    <div className={styles.page}>
      <BoardCrumbs courseId={courseId} staff={board.data?.viewer.staff ?? false} />
      {board.isPending ? (
        <Skeleton label={COPY.loading} lines={6} />
      ) : board.isError ? (
        <BoardRefusal error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <>
          <header className={styles.header}>
            <div>
              <h1 className={styles.title}>{COPY.heading}</h1>
              <p className={styles.muted}>{board.data.courseTitle}</p>
            </div>
            {board.data.viewer.staff && <ModerationLink courseId={courseId} />}
          </header>
          <NewThread
            courseId={courseId}
            viewer={board.data.viewer}
            empty={board.data.total === 0}
            openAtStart={params.get('new') === '1'}
            lessonId={params.get('lesson')}
          />
          {board.data.threads.length > 0 && (
            <section aria-labelledby="threads-heading" className={styles.section}>
              <h2 id="threads-heading" className={styles.subheading}>
                {COPY.threadsHeading}
              </h2>
              <ThreadList courseId={courseId} threads={board.data.threads} />
              {board.data.pageCount > 1 && (
                <nav className={styles.paging} aria-label={COPY.pageOf(page, board.data.pageCount)}>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => setParams({ page: String(page - 1) })}
                  >
                    {COPY.previous}
                  </Button>
                  <span>{COPY.pageOf(page, board.data.pageCount)}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= board.data.pageCount}
                    onClick={() => setParams({ page: String(page + 1) })}
                  >
                    {COPY.next}
                  </Button>
                </nav>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}

function ModerationLink({ courseId }: { courseId: string }) {
  const queue = useModeration(courseId);
  const count = (queue.data?.reports.length ?? 0) + (queue.data?.pending.length ?? 0);
  return (
    <ButtonLink variant="secondary" href={ACADEMY_PATHS.boardModeration(courseId)}>
      {COPY.moderationLink(count)}
    </ButtonLink>
  );
}

/** The new-thread form, behind a button; on an empty board, the empty state teaches it. */
function NewThread({
  courseId,
  viewer,
  empty,
  openAtStart,
  lessonId,
}: {
  courseId: string;
  viewer: BoardViewer;
  empty: boolean;
  openAtStart: boolean;
  lessonId: string | null;
}) {
  const [open, setOpen] = useState(openAtStart);
  const navigate = useNavigate();
  const create = useBoardWrite(courseId, boardCalls(courseId).createThread, COPY.actionFailed);
  if (viewer.muted) {
    return (
      <p className={styles.notice} role="status">
        {viewer.mutedMessage}
      </p>
    );
  }
  if (viewer.archived) return null;
  if (!open) {
    return empty ? (
      <EmptyState
        title={COPY.emptyHeading}
        action={<Button onClick={() => setOpen(true)}>{COPY.startFirst}</Button>}
      >
        <p>{COPY.emptyBody}</p>
      </EmptyState>
    ) : (
      <div>
        <Button onClick={() => setOpen(true)}>{COPY.newThread}</Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="new-thread-heading" className={styles.panel}>
      <h2 id="new-thread-heading" className={styles.subheading}>
        {COPY.newThread}
      </h2>
      <Composer
        courseId={courseId}
        kind="thread"
        viewer={viewer}
        initial={{ lessonId }}
        submitLabel={COPY.post}
        onCancel={() => setOpen(false)}
        onSubmit={async (value) => {
          try {
            const posted = await create.mutateAsync(value);
            setOpen(false);
            void navigate(ACADEMY_PATHS.boardThread(courseId, posted.id));
            return null;
          } catch (error) {
            return error instanceof Error ? error.message : COPY.actionFailed;
          }
        }}
      />
    </section>
  );
}

export function ThreadList({ courseId, threads }: { courseId: string; threads: ThreadSummary[] }) {
  return (
    <ul className={styles.threads}>
      {threads.map((thread) => (
        <li
          key={thread.id}
          className={thread.hidden ? `${styles.thread} ${styles.hiddenPost}` : styles.thread}
        >
          <Link to={ACADEMY_PATHS.boardThread(courseId, thread.id)} className={styles.threadTitle}>
            {thread.title}
          </Link>
          <PostLabels
            pinned={thread.pinned}
            locked={thread.locked}
            hidden={thread.hidden}
            status={thread.status}
            postFirst={thread.postFirst}
          />
          <p className={styles.meta}>
            <span>{thread.author.name}</span>
            <span>{COPY.replyCount(thread.replyCount)}</span>
            <span>{COPY.lastActivity(thread.lastActivityAt)}</span>
            {thread.lesson && <span>{COPY.aboutLesson(thread.lesson.title)}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
