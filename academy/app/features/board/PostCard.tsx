import { useState, type ReactNode } from 'react';
import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import { formatBoardTime } from '@common/academy/board-messages';
import type { BoardPost, BoardViewer } from '@common/schemas/academy-board';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { boardCalls, useBoardWrite } from './api';
import { Composer } from './Composer';
import { PostBody } from './PostBody';
import { MuteDialog, ReportDialog } from './PostDialogs';
import { PostLabels } from './PostLabels';
import styles from './Board.module.css';

const failureOf = (error: unknown) => (error instanceof Error ? error.message : COPY.actionFailed);

/** Runs a write and answers its error message, or null: what dialogs and forms show. */
async function attempt(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return failureOf(error);
  }
}

/**
 * One post (a thread's opening post or a reply): its author, time and "Edited", its states,
 * its words (or "This post was deleted"), and what the caller may do with it: the author edits
 * or deletes (asked first); others report; instructors hide, mute the author, approve.
 */
export function PostCard({
  courseId,
  post,
  viewer,
  title,
  heading,
  extra,
}: {
  courseId: string;
  post: BoardPost;
  viewer: BoardViewer;
  /** A thread's title (editable with the post); undefined for a reply. */
  title?: string;
  /** The heading the post sits under (the thread's h1), shown above its meta. */
  heading?: ReactNode;
  /** More labels or actions from the thread (pinned, locked…). */
  extra?: ReactNode;
}) {
  const calls = boardCalls(courseId);
  const edit = useBoardWrite(courseId, calls.edit, COPY.actionFailed);
  const remove = useBoardWrite(courseId, calls.remove, COPY.actionFailed);
  const report = useBoardWrite(courseId, calls.report, COPY.actionFailed);
  const visibility = useBoardWrite(courseId, calls.visibility, COPY.actionFailed);
  const approval = useBoardWrite(courseId, calls.approval, COPY.actionFailed);
  const mute = useBoardWrite(courseId, calls.mute, COPY.actionFailed);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [muting, setMuting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const mayWrite = !viewer.archived && !viewer.muted;
  const run = (action: () => Promise<unknown>) =>
    void attempt(action).then((failure) => setActionError(failure));

  const className = [
    styles.post,
    post.hidden ? styles.hiddenPost : '',
    post.gone ? styles.gonePost : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <article
      className={className}
      aria-label={title ?? COPY.postedBy(post.author.name, post.createdAt)}
    >
      {heading}
      <p className={styles.meta}>
        <span className={styles.author}>{post.author.name}</span>
        {(post.author.role === 'owner' || post.author.role === 'instructor') && (
          <span className={styles.badge}>{COPY.instructor}</span>
        )}
        <time dateTime={post.createdAt}>{formatBoardTime(post.createdAt)}</time>
        {post.editedAt && !post.gone && (
          <span className={styles.edited}>{COPY.edited(post.editedAt)}</span>
        )}
        <PostLabels hidden={post.hidden} status={post.status} />
        {extra}
      </p>
      {post.gone ? (
        <p className={styles.goneText}>{COPY.gone[post.gone]}</p>
      ) : editing ? (
        <Composer
          courseId={courseId}
          kind={title === undefined ? 'editReply' : 'editThread'}
          viewer={viewer}
          initial={{ title, body: post.body }}
          submitLabel={COPY.save}
          onCancel={() => setEditing(false)}
          onSubmit={(value) =>
            attempt(async () => {
              await edit.mutateAsync({
                postId: post.id,
                body: value.body,
                ...(title === undefined ? {} : { title: value.title }),
              });
              setEditing(false);
            })
          }
        />
      ) : (
        <PostBody html={post.body} />
      )}

      {!post.gone && !editing && (
        <div className={styles.postActions}>
          {post.mine && mayWrite && (
            <>
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                {COPY.edit}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
                {COPY.delete}
              </Button>
            </>
          )}
          {!post.mine &&
            !viewer.staff &&
            (post.reportedByMe || notice ? (
              <span className={styles.muted} role="status">
                {notice ?? COPY.reported}
              </span>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setReporting(true)}>
                {COPY.report}
              </Button>
            ))}
          {viewer.staff && (
            <>
              {post.status === 'pending' && (
                <>
                  <Button
                    size="sm"
                    onClick={() =>
                      run(() => approval.mutateAsync({ postId: post.id, decision: 'approve' }))
                    }
                  >
                    {COPY.approve}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      run(() => approval.mutateAsync({ postId: post.id, decision: 'reject' }))
                    }
                  >
                    {COPY.reject}
                  </Button>
                </>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  run(() => visibility.mutateAsync({ postId: post.id, hidden: !post.hidden }))
                }
              >
                {post.hidden ? COPY.unhide : COPY.hide}
              </Button>
              {post.author.role === 'participant' && post.author.id && (
                <Button size="sm" variant="ghost" onClick={() => setMuting(true)}>
                  {COPY.mute}
                </Button>
              )}
            </>
          )}
        </div>
      )}
      {actionError && (
        <p className={styles.error} role="alert">
          {actionError}
        </p>
      )}

      <ConfirmDialog
        open={deleting}
        title={COPY.deleteTitle}
        description={COPY.deleteBody}
        confirmLabel={COPY.deleteConfirm}
        cancelLabel={COPY.cancel}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          attempt(async () => {
            await remove.mutateAsync(post.id);
            setDeleting(false);
          })
        }
      />
      <ReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        onSend={(reason) =>
          attempt(async () => {
            await report.mutateAsync({ postId: post.id, reason });
            setReporting(false);
            setNotice(COPY.reportThanks);
          })
        }
      />
      {post.author.id && (
        <MuteDialog
          open={muting}
          name={post.author.name}
          onClose={() => setMuting(false)}
          onMute={(duration) =>
            attempt(async () => {
              await mute.mutateAsync({ userId: post.author.id!, duration });
              setMuting(false);
            })
          }
        />
      )}
    </article>
  );
}
