import { useState } from 'react';
import { MUTE_DURATIONS } from '@common/chat/rules';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { ChatAudience, ChatMember } from '@common/schemas/chat';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { Menu, type MenuItem } from '~/components/ui/Menu';
import { messageOf } from '~/lib/api';
import { useMemberAction, type MemberAction } from '../api/member-actions';
import { arrivalTime } from '../utils/chat-time';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.members;

/** Whether the reader may do anything to this member (the server said so). */
export const hasMemberActions = (member: ChatMember) =>
  member.mayRemove || member.mute !== null || member.blocked !== null;

/** "muted until 3:00 PM" or "blocked by you": the state an action left, beside the name. */
export function MemberState({ member }: { member: ChatMember }) {
  if (member.mute?.muted) {
    return (
      <span className={styles.memberWarning}>
        {COPY.muted(member.mute.until ? arrivalTime(member.mute.until) : null)}
      </span>
    );
  }
  if (member.blocked) return <span className={styles.memberWarning}>{COPY.blocked}</span>;
  return null;
}

/**
 * The actions the reader may take on one member (issue 17, point 7), in a menu: mute for an
 * hour, a day or until lifted, and lift (the class's teachers, on a student); remove (the
 * conversation's creator); block and unblock (a parent, on another parent). Removing and
 * blocking ask first; each result is announced, and a failure says what to do.
 */
export function MemberActions({
  member,
  audience,
  classId,
  conversationId,
  onDone,
}: {
  member: ChatMember;
  audience: ChatAudience;
  classId: string;
  conversationId: string;
  onDone: (message: string) => void;
}) {
  const act = useMemberAction(audience, classId, conversationId);
  const [confirming, setConfirming] = useState<'remove' | 'block' | null>(null);

  const perform = async (action: MemberAction, done: string): Promise<string | null> => {
    try {
      await act.mutateAsync(action);
      onDone(done);
      return null;
    } catch (failure) {
      return messageOf(failure, COPY.actionFailed);
    }
  };
  /** For the dialogs: closes once done, or keeps the dialog open with the failure. */
  const confirmed = async (action: MemberAction, done: string) => {
    const failure = await perform(action, done);
    if (!failure) setConfirming(null);
    return failure;
  };
  const now = (action: MemberAction, done: string) => () => {
    void perform(action, done).then((failure) => failure && onDone(failure));
  };

  const items: MenuItem[] = [];
  if (member.mute) {
    if (member.mute.muted) {
      items.push({
        label: COPY.lift,
        onSelect: now({ kind: 'lift', studentId: member.id }, COPY.done.lifted(member.name)),
      });
    }
    for (const duration of MUTE_DURATIONS) {
      items.push({
        label: COPY.mute[duration],
        onSelect: now(
          { kind: 'mute', studentId: member.id, duration },
          COPY.done.muted(member.name),
        ),
      });
    }
  }
  if (member.blocked === true) {
    items.push({
      label: COPY.unblock,
      onSelect: now({ kind: 'unblock', userId: member.id }, COPY.done.unblocked(member.name)),
    });
  } else if (member.blocked === false) {
    items.push({ label: COPY.block, danger: true, onSelect: () => setConfirming('block') });
  }
  if (member.mayRemove) {
    items.push({ label: COPY.remove, danger: true, onSelect: () => setConfirming('remove') });
  }

  // Removing and blocking ask first, in the same dialog.
  const asking =
    confirming === 'remove'
      ? {
          title: COPY.removeTitle(member.name),
          description: COPY.removeBody,
          confirmLabel: COPY.removeConfirm,
          action: { kind: 'remove', memberKey: member.key } as const,
          done: COPY.done.removed(member.name),
        }
      : confirming === 'block'
        ? {
            title: COPY.blockTitle(member.name),
            description: COPY.blockBody,
            confirmLabel: COPY.blockConfirm,
            action: { kind: 'block', userId: member.id } as const,
            done: COPY.done.blocked(member.name),
          }
        : null;

  return (
    <>
      <Menu label={COPY.actions(member.name)} items={items}>
        <span aria-hidden="true">⋯</span>
      </Menu>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.title ?? ''}
        description={asking?.description}
        confirmLabel={asking?.confirmLabel ?? ''}
        cancelLabel={CHAT_SCREENS.thread.cancel}
        onConfirm={() => (asking ? confirmed(asking.action, asking.done) : Promise.resolve(null))}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
