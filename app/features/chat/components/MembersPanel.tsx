import { CHAT_SCREENS } from '@common/copy/chat-screens';
import { useState } from 'react';
import type { ChatAudience, ChatMember } from '@common/schemas/chat';
import { Button } from '~/components/ui/Button';
import styles from './Chat.module.css';
import { hasMemberActions, MemberActions, MemberState } from './MemberActions';

const COPY = CHAT_SCREENS.members;

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect
        x="5"
        y="10"
        width="14"
        height="10"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * "People in this conversation": who reads along, who only reads, who can never leave, and what
 * the reader may do to each (MemberActions).
 */
export function MembersPanel({
  members,
  mayLeave,
  onLeave,
  audience,
  classId,
  conversationId,
}: {
  members: ChatMember[];
  mayLeave: boolean;
  onLeave: () => void;
  audience: ChatAudience;
  classId: string;
  conversationId: string;
}) {
  const anyPermanent = members.some((member) => member.permanent);
  const [done, setDone] = useState('');
  return (
    <details
      className={styles.members}
      onKeyDown={(event) => {
        // Escape folds the list away again, back on its summary.
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector('summary')?.focus();
      }}
    >
      <summary>{COPY.summary(members.length)}</summary>
      <div className={styles.memberPanel}>
        <ul className={styles.memberList} data-testid="members">
          {members.map((member) => (
            <li key={member.key} className={styles.member}>
              <span className={styles.memberName}>{member.name}</span>
              {member.you && <span className={styles.memberNote}>{COPY.you}</span>}
              <span className={styles.memberKind}>· {COPY.kinds[member.kind]}</span>
              {member.role === 'copied' && (
                <span className={styles.memberNote}>{COPY.readOnly}</span>
              )}
              {member.permanent && (
                <span className={styles.permanent}>
                  <LockIcon />
                  {COPY.permanent}
                </span>
              )}
              <MemberState member={member} />
              {hasMemberActions(member) && (
                <MemberActions
                  member={member}
                  audience={audience}
                  classId={classId}
                  conversationId={conversationId}
                  onDone={setDone}
                />
              )}
            </li>
          ))}
        </ul>
        {anyPermanent && <p className={styles.membersHint}>{COPY.permanentHint}</p>}
        <p className={styles.membersHint} role="status" data-testid="member-action-result">
          {done}
        </p>
        {mayLeave && (
          <Button variant="secondary" size="sm" onClick={onLeave}>
            {COPY.leave}
          </Button>
        )}
      </div>
    </details>
  );
}
