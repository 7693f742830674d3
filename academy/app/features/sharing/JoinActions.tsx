import { useQueryClient } from '@tanstack/react-query';
import { useRef, useEffect } from 'react';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { JOIN_PAGE } from '@common/copy/academy-sharing';
import type { JoinCourse, Membership } from '@common/schemas/academy-sharing';
import { Button, ButtonLink } from '~/components/ui/Button';
import { withReturnPath } from '@academy/lib/return-path';
import { messageOf, useJoin } from './api';
import styles from './JoinPage.module.css';

interface JoinActionsProps {
  course: JoinCourse;
  signedIn: boolean;
  membership: Membership;
  /** The API address that joins (the link's, or the public course's). */
  joinPath: string;
  /** The query to refresh once joined (the page's own). */
  queryKey: readonly unknown[];
  /** Whether joining here waits for the instructor (a private course's link). */
  asks: boolean;
}

/**
 * What a signed-out visitor, a member or anyone else can do on a join page: sign up or in
 * (and come back here), join, or see that they are in (or waiting). The server decides; a
 * refusal (removed, declined twice, full) is shown as it says.
 */
export function JoinActions({
  course,
  signedIn,
  membership,
  joinPath,
  queryKey,
  asks,
}: JoinActionsProps) {
  const join = useJoin(joinPath);
  const client = useQueryClient();
  const status = useRef<HTMLDivElement>(null);
  const here = typeof window === 'undefined' ? null : window.location.pathname;
  const refused =
    join.data && !join.data.ok ? messageOf(join.data.body, JOIN_PAGE.closedBody) : null;

  // Once in (or waiting), the answer is announced where focus can find it.
  useEffect(() => {
    if (membership === 'active' || membership === 'pending') status.current?.focus();
  }, [membership]);

  if (!signedIn) {
    return (
      <div className={styles.actions}>
        {/* Said before signing up too: nobody should make an account to learn it waits. */}
        {asks && <p className={styles.hint}>{JOIN_PAGE.privateHint}</p>}
        <ButtonLink href={withReturnPath(ACADEMY_PATHS.participantSignUp, here)}>
          {JOIN_PAGE.signUpToJoin}
        </ButtonLink>
        <ButtonLink
          href={withReturnPath(ACADEMY_PATHS.participantSignIn, here)}
          variant="secondary"
        >
          {JOIN_PAGE.signInToJoin}
        </ButtonLink>
        <p className={styles.hint}>{JOIN_PAGE.signedOutHint}</p>
      </div>
    );
  }
  if (membership === 'staff') {
    return (
      <div className={styles.status} role="status">
        <p>{JOIN_PAGE.teaching}</p>
        <div className={styles.actions}>
          <ButtonLink href={ACADEMY_PATHS.instructorCourseSharing(course.id)} variant="secondary">
            {JOIN_PAGE.goToCourse}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (membership === 'active') {
    return (
      <div className={styles.status} role="status" tabIndex={-1} ref={status} data-testid="joined">
        <p>
          <strong>{JOIN_PAGE.alreadyIn}</strong>
        </p>
        <div className={styles.actions}>
          <ButtonLink href={ACADEMY_PATHS.learnCourse(course.id)}>
            {JOIN_PAGE.goToCourse}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (membership === 'pending') {
    return (
      <div
        className={styles.status}
        role="status"
        tabIndex={-1}
        ref={status}
        data-testid="request-sent"
      >
        <p>
          <strong>{JOIN_PAGE.requestSent}</strong>
        </p>
        <p>{JOIN_PAGE.requestSentBody}</p>
      </div>
    );
  }
  const pending = join.isPending || (join.data?.ok ?? false);
  return (
    <div className={styles.actions}>
      {asks && <p className={styles.hint}>{JOIN_PAGE.privateHint}</p>}
      <Button
        disabled={pending}
        aria-busy={pending}
        onClick={async () => {
          const result = await join.mutateAsync();
          if (result.ok) await client.invalidateQueries({ queryKey });
        }}
      >
        {join.isPending ? JOIN_PAGE.joining : asks ? JOIN_PAGE.requestToJoin : JOIN_PAGE.join}
      </Button>
      {refused && (
        <p className={styles.alert} role="alert">
          {refused}
        </p>
      )}
    </div>
  );
}
