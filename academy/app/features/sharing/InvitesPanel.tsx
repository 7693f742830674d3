import { useState } from 'react';
import { SHARING_PAGE } from '@common/copy/academy-sharing';
import type { Invite, InviteResult } from '@common/schemas/academy-sharing';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { formatDate } from '~/lib/format-date';
import { useInviteAction, useSendInvites } from './api';
import styles from './Sharing.module.css';

/** Addresses typed one per line or separated by commas, spaces or semicolons. */
const addressesIn = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/** Invite by email (up to 50 at once), then the list with Resend and Revoke (asked). */
export function InvitesPanel({ courseId, invites }: { courseId: string; invites: Invite[] }) {
  const [text, setText] = useState('');
  const send = useSendInvites(courseId, SHARING_PAGE.actionFailed);
  const act = useInviteAction(courseId, SHARING_PAGE.actionFailed);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const sent = send.data?.ok ? (send.data.body as InviteResult) : null;
  const refused = send.data && !send.data.ok ? send.data.message : null;
  return (
    <section className={styles.panel} aria-labelledby="invites-heading">
      <h3 id="invites-heading" className={styles.heading}>
        {SHARING_PAGE.invitesHeading}
      </h3>
      <form
        className={styles.field}
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await send.mutateAsync(addressesIn(text));
          if (result.ok) setText('');
        }}
      >
        <label className={styles.label} htmlFor="invite-emails">
          {SHARING_PAGE.invitesLabel}
        </label>
        <p id="invite-emails-hint" className={styles.muted}>
          {SHARING_PAGE.invitesHint}
        </p>
        <textarea
          id="invite-emails"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={
            refused ? 'invite-emails-hint invite-emails-error' : 'invite-emails-hint'
          }
          aria-invalid={refused ? true : undefined}
        />
        {refused && (
          <p id="invite-emails-error" className={styles.error} role="alert">
            {refused}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={send.isPending || text.trim() === ''}>
            {send.isPending ? SHARING_PAGE.inviting : SHARING_PAGE.invite}
          </Button>
          <span role="status" className={styles.saved}>
            {sent
              ? SHARING_PAGE.invitedSummary(
                  sent.invited.length,
                  sent.alreadyInvited.length + sent.alreadyMembers.length,
                )
              : ''}
          </span>
        </div>
        {sent && sent.notSent.length > 0 && (
          <p className={styles.error}>{SHARING_PAGE.notSent(sent.notSent.join(', '))}</p>
        )}
      </form>
      {invites.length === 0 ? (
        <p className={styles.muted}>{SHARING_PAGE.invitesEmpty}</p>
      ) : (
        <ul className={styles.list} aria-label={SHARING_PAGE.invitesHeading}>
          {invites.map((invite) => (
            <li key={invite.id} className={styles.row}>
              <div className={styles.who}>
                <strong>{invite.email}</strong>
                <span className={styles.muted}>{formatDate(invite.sentAt)}</span>
              </div>
              <div className={styles.actions}>
                <span className={styles.badge} data-status={invite.state}>
                  {SHARING_PAGE.inviteStates[invite.state]}
                </span>
                {(invite.state === 'waiting' || invite.state === 'expired') && (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={act.isPending}
                      aria-label={`${SHARING_PAGE.resend} ${invite.email}`}
                      onClick={async () => {
                        const result = await act.mutateAsync({
                          inviteId: invite.id,
                          action: 'resend',
                        });
                        if (result.ok) setResent(invite.id);
                      }}
                    >
                      {resent === invite.id ? SHARING_PAGE.resent : SHARING_PAGE.resend}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={act.isPending}
                      aria-label={`${SHARING_PAGE.revoke} ${invite.email}`}
                      onClick={() => setRevoking(invite)}
                    >
                      {SHARING_PAGE.revoke}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={SHARING_PAGE.revokeTitle}
        description={revoking ? SHARING_PAGE.revokeBody(revoking.email) : ''}
        confirmLabel={SHARING_PAGE.revoke}
        cancelLabel={SHARING_PAGE.cancel}
        onConfirm={async () => {
          if (!revoking) return null;
          const result = await act.mutateAsync({ inviteId: revoking.id, action: 'revoke' });
          if (result.ok) setRevoking(null);
          return result.message;
        }}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
