import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { SHARING_MESSAGES } from '@common/academy/sharing-messages';
import { INVITE_PAGE, JOIN_PAGE } from '@common/copy/academy-sharing';
import { ACADEMY_JOIN_API, type InviteAnswer } from '@common/schemas/academy-sharing';
import { Button, ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { withReturnPath } from '@academy/lib/return-path';
import { messageOf, useInvitation, useJoin } from './api';
import { CourseSummary } from './CourseSummary';
import { DeadEnd } from './DeadEnd';
import styles from './JoinPage.module.css';

/**
 * /invite/:token: an emailed invitation. Signed out: sign up or in (and come back); signed in
 * with the invited address: accept, and the person is in at once; with another address: say
 * so, with a way to sign out.
 */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);

  if (invitation.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <Skeleton label={INVITE_PAGE.loading} lines={4} />
        </div>
      </div>
    );
  }
  if (invitation.isError) {
    const status = statusOf(invitation.error);
    if (status === 404) {
      return <DeadEnd title={INVITE_PAGE.deadTitle} message={SHARING_MESSAGES.inviteDead} />;
    }
    if (status === 429) {
      return <DeadEnd title={JOIN_PAGE.tooManyTitle} message={SHARING_MESSAGES.tooManyAttempts} />;
    }
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <LoadFailed message={JOIN_PAGE.loadFailed} onRetry={() => void invitation.refetch()} />
        </div>
      </div>
    );
  }
  const answer = invitation.data;
  const member = answer.membership === 'active' || answer.membership === 'staff';
  if (answer.state === 'expired' && !member) {
    return (
      <DeadEnd title={INVITE_PAGE.expiredTitle} message={SHARING_MESSAGES.inviteExpired}>
        <CourseSummary course={answer.course} />
      </DeadEnd>
    );
  }
  if (answer.state === 'closed') {
    return (
      <DeadEnd title={JOIN_PAGE.closedTitle} message={JOIN_PAGE.closedBody}>
        <CourseSummary course={answer.course} />
      </DeadEnd>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="course-title">
        <CourseSummary course={answer.course} />
        <p>{INVITE_PAGE.intro(answer.email)}</p>
        <InvitationActions token={token} answer={answer} member={member} />
      </section>
    </div>
  );
}

function InvitationActions({
  token,
  answer,
  member,
}: {
  token: string;
  answer: InviteAnswer;
  member: boolean;
}) {
  const accept = useJoin(ACADEMY_JOIN_API.invite(token));
  const client = useQueryClient();
  const here = ACADEMY_PATHS.invitation(token);
  if (member) {
    return (
      <div className={styles.status} role="status" data-testid="joined">
        <p>
          <strong>{JOIN_PAGE.alreadyIn}</strong>
        </p>
        <div className={styles.actions}>
          <ButtonLink href={ACADEMY_PATHS.learnCourse(answer.course.id)}>
            {JOIN_PAGE.goToCourse}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (!answer.signedIn) {
    return (
      <div className={styles.actions}>
        <ButtonLink href={withReturnPath(ACADEMY_PATHS.participantSignUp, here)}>
          {INVITE_PAGE.signUpToAccept}
        </ButtonLink>
        <ButtonLink
          href={withReturnPath(ACADEMY_PATHS.participantSignIn, here)}
          variant="secondary"
        >
          {INVITE_PAGE.signInToAccept}
        </ButtonLink>
        <p className={styles.hint}>{INVITE_PAGE.signedOutHint}</p>
      </div>
    );
  }
  if (!answer.forYou) {
    return (
      <div className={styles.actions}>
        <p className={styles.alert} role="alert">
          {INVITE_PAGE.otherAccount}
        </p>
        <ButtonLink href={ACADEMY_PATHS.logout} variant="secondary">
          {INVITE_PAGE.signOut}
        </ButtonLink>
      </div>
    );
  }
  const refused =
    accept.data && !accept.data.ok
      ? messageOf(accept.data.body, SHARING_MESSAGES.inviteDead)
      : null;
  return (
    <div className={styles.actions}>
      <Button
        disabled={accept.isPending}
        aria-busy={accept.isPending}
        onClick={async () => {
          const result = await accept.mutateAsync();
          if (result.ok)
            await client.invalidateQueries({ queryKey: ['academy', 'invitation', token] });
        }}
      >
        {accept.isPending ? INVITE_PAGE.accepting : INVITE_PAGE.accept}
      </Button>
      {refused && (
        <p className={styles.alert} role="alert">
          {refused}
        </p>
      )}
    </div>
  );
}
