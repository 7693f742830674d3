import { useParams } from 'react-router';
import { SHARING_MESSAGES } from '@common/academy/sharing-messages';
import { JOIN_PAGE } from '@common/copy/academy-sharing';
import { ACADEMY_JOIN_API } from '@common/schemas/academy-sharing';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useJoinLink } from './api';
import { CourseSummary } from './CourseSummary';
import { DeadEnd } from './DeadEnd';
import { JoinActions } from './JoinActions';
import styles from './JoinPage.module.css';

const STATE_PAGES = {
  expired: { title: JOIN_PAGE.expiredTitle, message: SHARING_MESSAGES.linkExpired },
  full: { title: JOIN_PAGE.fullTitle, message: SHARING_MESSAGES.linkFull },
  closed: { title: JOIN_PAGE.closedTitle, message: JOIN_PAGE.closedBody },
} as const;

/**
 * /join/:token: the course a join link leads to and what the visitor can do (issue 13,
 * point 6). A dead, expired or full link, or a course not open, has its own page with a way
 * forward; someone already in is told so whatever the link's state.
 */
export function JoinLinkPage() {
  const token = useParams().token ?? '';
  const link = useJoinLink(token);

  if (link.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <Skeleton label={JOIN_PAGE.loading} lines={4} />
        </div>
      </div>
    );
  }
  if (link.isError) {
    const status = statusOf(link.error);
    if (status === 404)
      return <DeadEnd title={JOIN_PAGE.deadTitle} message={SHARING_MESSAGES.linkDead} />;
    if (status === 429) {
      return <DeadEnd title={JOIN_PAGE.tooManyTitle} message={SHARING_MESSAGES.tooManyAttempts} />;
    }
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <LoadFailed message={JOIN_PAGE.loadFailed} onRetry={() => void link.refetch()} />
        </div>
      </div>
    );
  }
  const { state, course, signedIn, membership } = link.data;
  const member = membership === 'active' || membership === 'pending' || membership === 'staff';
  if (state !== 'open' && !(member && state !== 'closed')) {
    const page = STATE_PAGES[state];
    return (
      <DeadEnd title={page.title} message={page.message}>
        <CourseSummary course={course} />
      </DeadEnd>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="course-title">
        <CourseSummary course={course} />
        <JoinActions
          course={course}
          signedIn={signedIn}
          membership={membership}
          joinPath={ACADEMY_JOIN_API.link(token)}
          queryKey={['academy', 'join-link', token]}
          asks={course.visibility === 'private'}
        />
      </section>
    </div>
  );
}
