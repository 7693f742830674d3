import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import { useMemberChoices } from './api';
import { mentionQueryAt } from './markup';
import styles from './Board.module.css';

/**
 * The composer's text box with its mention picker: type @ and a name, then pick a member with
 * the arrow keys and Enter (or Tab), or by clicking; Escape closes the list. Focus stays in the
 * text (the list is pointed at with aria-activedescendant), and the picked member is kept by
 * id, so only the course's members can be mentioned.
 */
export function MentionTextarea({
  courseId,
  id,
  label,
  value,
  onChange,
  onMention,
  describedBy,
  rows = 5,
}: {
  courseId: string;
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onMention: (name: string, userId: string) => void;
  describedBy?: string;
  rows?: number;
}) {
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const choices = useMemberChoices(courseId, typing ? typing.query : null);
  const members = typing ? (choices.data?.members ?? []) : [];
  const open = typing !== null && (members.length > 0 || choices.isSuccess);

  const look = (text: string, caret: number) => {
    setTyping(mentionQueryAt(text, caret));
    setActive(0);
  };

  function pick(index: number) {
    const member = members[index];
    const textarea = box.current;
    if (!member || !typing || !textarea) return;
    const caret = textarea.selectionStart;
    const next = `${value.slice(0, typing.start)}@${member.name} ${value.slice(caret)}`;
    onMention(member.name, member.id);
    onChange(next);
    setTyping(null);
    const at = typing.start + member.name.length + 2;
    requestAnimationFrame(() => textarea.setSelectionRange(at, at));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setTyping(null);
    } else if (members.length > 0 && event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((active + 1) % members.length);
    } else if (members.length > 0 && event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((active - 1 + members.length) % members.length);
    } else if (members.length > 0 && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      pick(active);
    }
  }

  return (
    <div className={styles.mentionBox}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        rows={rows}
        className={styles.textarea}
        value={value}
        aria-describedby={describedBy}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && members.length > 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          look(event.target.value, event.target.selectionStart);
        }}
        onClick={(event) => look(value, event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setTyping(null)}
      />
      {open && (
        <ul id={listId} role="listbox" aria-label={COPY.mentionList} className={styles.mentionList}>
          {members.length === 0 ? (
            <li role="option" aria-selected="false" aria-disabled="true" className={styles.muted}>
              {COPY.noMatch}
            </li>
          ) : (
            members.map((member, index) => (
              <li
                key={member.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={
                  index === active ? `${styles.option} ${styles.optionActive}` : styles.option
                }
                onMouseDown={(event) => {
                  // Keep the focus in the text while picking with the mouse.
                  event.preventDefault();
                  pick(index);
                }}
              >
                {member.name}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
