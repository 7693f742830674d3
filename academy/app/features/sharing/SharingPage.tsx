import { useEffect } from 'react';
import { useParams } from 'react-router';
import { COURSE_ACCESS_MESSAGES } from '@common/academy/messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { SHARING_PAGE } from '@common/copy/academy-sharing';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useGoTo } from '~/features/auth/hooks/use-go-to';
import { statusOf } from '~/lib/api';
import { withReturnPath } from '@academy/lib/return-path';
import { useCourseLink, useInvites, useParticipants, useRequests } from './api';
import { InvitesPanel } from './InvitesPanel';
import { LinkPanel } from './LinkPanel';
import { ParticipantsPanel } from './ParticipantsPanel';
import { RequestsPanel } from './RequestsPanel';
import styles from './Sharing.module.css';

/**
 * /instructor/courses/:courseId/sharing: the course's join link, requests to join,
 * invitations and participants (issue 13, point 6). Signed out: to the instructors' sign-in,
 * back here afterwards.
 */
export function SharingPage() {
  const courseId = useParams().courseId ?? '';
  const goTo = useGoTo();
  const link = useCourseLink(courseId);
  const requests = useRequests(courseId);
  const invites = useInvites(courseId);
  const participants = useParticipants(courseId);
  const queries = [link, requests, invites, participants];
  const signedOut = queries.some((query) => statusOf(query.error) === 401);
  useEffect(() => {
    if (signedOut) {
      goTo(
        withReturnPath(
          ACADEMY_PATHS.instructorSignIn,
          ACADEMY_PATHS.instructorCourseSharing(courseId),
        ),
      );
    }
  }, [signedOut, goTo, courseId]);

  const failed = queries.find((query) => query.isError);
  let body;
  if (failed) {
    body = (
      <LoadFailed
        message={
          statusOf(failed.error) === 404
            ? COURSE_ACCESS_MESSAGES.courseNotFound
            : SHARING_PAGE.loadFailed
        }
        onRetry={() => queries.forEach((query) => void query.refetch())}
      />
    );
  } else if (!link.data || !requests.data || !invites.data || !participants.data) {
    body = <Skeleton label={SHARING_PAGE.loading} lines={8} />;
  } else {
    body = (
      <>
        <LinkPanel courseId={courseId} answer={link.data} />
        {(link.data.visibility === 'private' || requests.data.requests.length > 0) && (
          <RequestsPanel courseId={courseId} requests={requests.data.requests} />
        )}
        <InvitesPanel courseId={courseId} invites={invites.data.invites} />
        <ParticipantsPanel courseId={courseId} participants={participants.data.participants} />
      </>
    );
  }
  return (
    <div className={styles.page}>
      {/* The course's title is the page's h1 (the builder's header); this is its tab. */}
      <h2 className={styles.pageTitle}>{SHARING_PAGE.title}</h2>
      {body}
    </div>
  );
}
