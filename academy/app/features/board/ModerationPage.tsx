import { Link } from 'react-router';
import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import { ACADEMY_PATHS } from '@common/academy/routes';
import type { ModerationAnswer } from '@common/schemas/academy-board';
import { Button } from '~/components/ui/Button';
import { Skeleton } from '~/components/ui/Skeleton';
import { useCourseLive } from '@academy/lib/use-course-live';
import { boardCalls, boardKeys, useBoardWrite, useModeration } from './api';
import { BoardCrumbs, BoardRefusal } from './BoardFrame';
import { PostBody } from './PostBody';
import styles from './Board.module.css';

type Quoted = ModerationAnswer['pending'][number];

/**
 * /courses/:courseId/board/moderation, for the course's instructors: open reports (hide the
 * post or dismiss), posts waiting for approval (approve or reject) and muted participants
 * (unmute). New reports arrive live.
 */
export function ModerationPage({ courseId }: { courseId: string }) {
  const queue = useModeration(courseId);
  useCourseLive(courseId, [boardKeys.all(courseId)]);
  return (
    <div className={styles.page}>
      <BoardCrumbs courseId={courseId} staff board />
      <h1 className={styles.title}>{COPY.moderationHeading}</h1>
      {queue.isPending ? (
        <Skeleton label={COPY.loading} lines={5} />
      ) : queue.isError ? (
        <BoardRefusal error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <ModerationView courseId={courseId} queue={queue.data} />
      )}
    </div>
  );
}

function ModerationView({ courseId, queue }: { courseId: string; queue: ModerationAnswer }) {
  const calls = boardCalls(courseId);
  const act = useBoardWrite(courseId, calls.reportAction, COPY.actionFailed);
  const decide = useBoardWrite(courseId, calls.approval, COPY.actionFailed);
  const unmute = useBoardWrite(courseId, calls.unmute, COPY.actionFailed);
  const failure = [act, decide, unmute].find((write) => write.error)?.error;
  return (
    <>
      {failure && (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      )}
      <section aria-labelledby="reports-heading" className={styles.section}>
        <h2 id="reports-heading" className={styles.subheading}>
          {COPY.reportsHeading}
        </h2>
        {queue.reports.length === 0 ? (
          <p className={styles.muted}>{COPY.noReports}</p>
        ) : (
          <ul className={styles.replies}>
            {queue.reports.map((report) => (
              <li key={report.id} className={styles.panel}>
                <p className={styles.meta}>{COPY.reportedBy(report.reporter, report.createdAt)}</p>
                <p>{report.reason || COPY.noReason}</p>
                <QuotedPost courseId={courseId} post={report.post} />
                <div className={styles.postActions}>
                  <Button
                    size="sm"
                    onClick={() => act.mutate({ reportId: report.id, action: 'hide' })}
                  >
                    {COPY.hidePost}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => act.mutate({ reportId: report.id, action: 'dismiss' })}
                  >
                    {COPY.dismiss}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="pending-heading" className={styles.section}>
        <h2 id="pending-heading" className={styles.subheading}>
          {COPY.pendingHeading}
        </h2>
        {queue.pending.length === 0 ? (
          <p className={styles.muted}>{COPY.noPending}</p>
        ) : (
          <ul className={styles.replies}>
            {queue.pending.map((post) => (
              <li key={post.id} className={styles.panel}>
                <QuotedPost courseId={courseId} post={post} />
                <div className={styles.postActions}>
                  <Button
                    size="sm"
                    onClick={() => decide.mutate({ postId: post.id, decision: 'approve' })}
                  >
                    {COPY.approve}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => decide.mutate({ postId: post.id, decision: 'reject' })}
                  >
                    {COPY.reject}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="mutes-heading" className={styles.section}>
        <h2 id="mutes-heading" className={styles.subheading}>
          {COPY.mutesHeading}
        </h2>
        {queue.mutes.length === 0 ? (
          <p className={styles.muted}>{COPY.noMutes}</p>
        ) : (
          <ul className={styles.replies}>
            {queue.mutes.map((mute) => (
              <li key={mute.userId} className={styles.muteRow}>
                <span>
                  {mute.name} · {COPY.mutedUntil(mute.until)}
                </span>
                <Button size="sm" variant="secondary" onClick={() => unmute.mutate(mute.userId)}>
                  {COPY.unmute}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function QuotedPost({ courseId, post }: { courseId: string; post: Quoted }) {
  return (
    <div className={styles.quote}>
      <p className={styles.meta}>
        <span className={styles.author}>{post.author.name}</span>
        <Link to={ACADEMY_PATHS.boardThread(courseId, post.threadId ?? post.id)}>
          {COPY.inThread(post.threadTitle)}
        </Link>
        {post.hidden && <span className={styles.badge}>{COPY.hidden}</span>}
      </p>
      {post.gone ? (
        <p className={styles.goneText}>{COPY.gone[post.gone]}</p>
      ) : (
        <PostBody html={post.body} />
      )}
    </div>
  );
}
