import { Link, useSearchParams } from 'react-router';
import { COURSE_MESSAGES_COPY as COPY } from '@common/copy/academy-messages';
import { COURSE_ACCESS_MESSAGES } from '@common/academy/messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import type { ConversationSummary } from '@common/schemas/academy-messages';
import { Button, ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { ApiError } from '~/lib/api';
import { useCourseLive } from '@academy/lib/use-course-live';
import { messageKeys, useConversations } from './api';
import { MessagingSwitch } from './MessagingSwitch';
import { ThreadView } from './ThreadView';
import styles from './Messages.module.css';

/**
 * /courses/:courseId/messages (issue 17, point 1): a participant's one private conversation
 * with the course's instructors; for an instructor, the participants' conversations (unread
 * counts, latest first) beside the open one (`?with=`), and the course's messaging switch.
 */
export function MessagesPage({ courseId }: { courseId: string }) {
  const [params, setParams] = useSearchParams();
  const list = useConversations(courseId);
  useCourseLive(courseId, [messageKeys.all(courseId)]);

  if (list.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton label={COPY.heading} lines={6} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className={styles.page}>
        {list.error instanceof ApiError && list.error.status === 404 ? (
          <div className={styles.refusal}>
            <h1 className={styles.title}>{COURSE_ACCESS_MESSAGES.courseNotFound}</h1>
            <ButtonLink href={ACADEMY_PATHS.participantArea}>{COPY.back}</ButtonLink>
          </div>
        ) : (
          <LoadFailed message={COPY.loadFailed} onRetry={() => void list.refetch()} />
        )}
      </div>
    );
  }
  const viewer = list.data.pages[0]!.viewer;
  const conversations = list.data.pages.flatMap((page) => page.conversations);
  const open = viewer.staff ? params.get('with') : viewer.userId;

  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <Link
          to={
            viewer.staff
              ? ACADEMY_PATHS.instructorCourse(courseId)
              : ACADEMY_PATHS.learnCourse(courseId)
          }
        >
          {COPY.backToCourse}
        </Link>
      </nav>
      <header className={styles.header}>
        <h1 className={styles.title}>{COPY.heading}</h1>
        <p className={styles.muted}>{viewer.courseTitle}</p>
        <p className={styles.muted}>
          {viewer.staff ? COPY.instructorIntro : COPY.participantIntro}
        </p>
      </header>
      {viewer.staff && <MessagingSwitch courseId={courseId} on={viewer.messagingOn} />}
      {!viewer.staff ? (
        <ThreadView courseId={courseId} participantId={viewer.userId} viewer={viewer} />
      ) : (
        <div className={styles.split}>
          <section aria-labelledby="conversations-heading" className={styles.list}>
            <h2 id="conversations-heading" className={styles.subheading}>
              {COPY.listHeading}
            </h2>
            {conversations.length === 0 ? (
              <p className={styles.muted}>{COPY.emptyInstructor}</p>
            ) : (
              <ConversationList
                conversations={conversations}
                open={open}
                onOpen={(participantId) => setParams({ with: participantId })}
              />
            )}
            {list.hasNextPage && (
              <Button
                variant="secondary"
                size="sm"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {COPY.moreConversations}
              </Button>
            )}
          </section>
          {open ? (
            <ThreadView key={open} courseId={courseId} participantId={open} viewer={viewer} />
          ) : (
            conversations.length > 0 && <p className={styles.muted}>{COPY.chooseThread}</p>
          )}
        </div>
      )}
    </div>
  );
}

function ConversationList({
  conversations,
  open,
  onOpen,
}: {
  conversations: ConversationSummary[];
  open: string | null;
  onOpen: (participantId: string) => void;
}) {
  return (
    <ul className={styles.conversations}>
      {conversations.map((conversation) => (
        <li key={conversation.participantId}>
          <button
            type="button"
            className={styles.conversation}
            aria-current={conversation.participantId === open ? 'true' : undefined}
            onClick={() => onOpen(conversation.participantId)}
          >
            <span className={styles.name}>{conversation.participantName}</span>
            {conversation.unread > 0 && (
              <span className={styles.unread}>{COPY.unread(conversation.unread)}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
