import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import { BOARD_MESSAGES } from '@common/academy/board-messages';
import type { ThreadAnswer } from '@common/schemas/academy-board';
import { Link } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { Button } from '~/components/ui/Button';
import { Skeleton } from '~/components/ui/Skeleton';
import { useCourseLive } from '@academy/lib/use-course-live';
import { boardCalls, boardKeys, useBoardWrite, useThread } from './api';
import { BoardCrumbs, BoardRefusal } from './BoardFrame';
import { Composer } from './Composer';
import { PostCard } from './PostCard';
import { PostLabels } from './PostLabels';
import styles from './Board.module.css';

/**
 * /courses/:courseId/board/:threadId: the thread, its replies oldest first, and the reply box
 * (or why there is none: locked, muted, archived). Replies and changes appear live.
 */
export function ThreadPage({ courseId, threadId }: { courseId: string; threadId: string }) {
  const thread = useThread(courseId, threadId);
  useCourseLive(courseId, [boardKeys.all(courseId)]);
  return (
    <div className={styles.page}>
      <BoardCrumbs courseId={courseId} staff={thread.data?.viewer.staff ?? false} board />
      {thread.isPending ? (
        <Skeleton label={COPY.threadLoading} lines={6} />
      ) : thread.isError ? (
        <BoardRefusal
          error={thread.error}
          notFound={BOARD_MESSAGES.threadNotFound}
          onRetry={() => void thread.refetch()}
        />
      ) : (
        <ThreadView courseId={courseId} answer={thread.data} />
      )}
    </div>
  );
}

function ThreadView({ courseId, answer }: { courseId: string; answer: ThreadAnswer }) {
  const { thread, viewer, replies } = answer;
  const calls = boardCalls(courseId);
  const settings = useBoardWrite(courseId, calls.settings, COPY.actionFailed);
  const reply = useBoardWrite(courseId, calls.reply, COPY.actionFailed);
  const heading = (
    <h1 className={styles.title} id="thread-title">
      {thread.title}
    </h1>
  );
  return (
    <>
      <PostCard
        courseId={courseId}
        viewer={viewer}
        title={thread.gone ? undefined : thread.title}
        heading={heading}
        post={{ ...thread, threadId: null }}
        extra={
          <PostLabels
            pinned={thread.pinned}
            locked={thread.locked}
            postFirst={thread.postFirst}
            hidden={false}
            status="published"
          />
        }
      />
      {thread.lesson && (
        <p className={styles.muted}>
          <Link to={ACADEMY_PATHS.learnLesson(courseId, thread.lesson.id)}>
            {COPY.aboutLesson(thread.lesson.title)}
          </Link>
        </p>
      )}
      {viewer.staff && (
        <div className={styles.postActions}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => settings.mutate({ threadId: thread.id, pinned: !thread.pinned })}
          >
            {thread.pinned ? COPY.unpin : COPY.pin}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => settings.mutate({ threadId: thread.id, locked: !thread.locked })}
          >
            {thread.locked ? COPY.unlock : COPY.lock}
          </Button>
        </div>
      )}

      <section aria-labelledby="replies-heading" className={styles.section}>
        <h2 id="replies-heading" className={styles.subheading}>
          {COPY.repliesHeading(answer.repliesWaiting ?? replies.length)}
        </h2>
        {answer.repliesWaiting !== null ? (
          <p className={styles.notice}>{COPY.postFirstNote(answer.repliesWaiting)}</p>
        ) : replies.length === 0 ? (
          <p className={styles.muted}>{COPY.noReplies}</p>
        ) : (
          <ol className={styles.replies}>
            {replies.map((post) => (
              <li key={post.id}>
                <PostCard courseId={courseId} post={post} viewer={viewer} />
              </li>
            ))}
          </ol>
        )}
      </section>

      {thread.locked ? (
        <p className={styles.notice}>{COPY.lockedNote}</p>
      ) : viewer.muted ? (
        <p className={styles.notice} role="status">
          {viewer.mutedMessage}
        </p>
      ) : viewer.archived || thread.status !== 'published' ? null : (
        <section aria-label={COPY.replyHeading} className={styles.panel}>
          <Composer
            courseId={courseId}
            kind="reply"
            viewer={viewer}
            submitLabel={COPY.reply}
            onSubmit={async (value) => {
              try {
                await reply.mutateAsync({
                  threadId: thread.id,
                  clientId: value.clientId,
                  body: value.body,
                });
                return null;
              } catch (error) {
                return error instanceof Error ? error.message : COPY.actionFailed;
              }
            }}
          />
        </section>
      )}
    </>
  );
}
