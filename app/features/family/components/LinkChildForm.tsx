import { useId, useRef, useState, type FormEvent } from 'react';
import { FAMILY_HOME_COPY as COPY } from '@common/copy/family-home';
import { LINK_CHILD_MESSAGES } from '@common/family/messages';
import { INVITATION_INPUT_MAX, type LinkedChildAnswer } from '@common/schemas/family';
import { Button } from '~/components/ui/Button';
import { useLinkChild } from '../api/link-child';
import styles from './ParentHome.module.css';

/**
 * 'Link a child' (issue 12, point 1): a parent who signed up without an invitation enters the
 * code from the teacher's email (or pastes its link). The server's message shows under the
 * field and takes focus; on success the home shows the child and announces it (onLinked).
 */
export function LinkChildForm({ onLinked }: { onLinked: (answer: LinkedChildAnswer) => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const link = useLinkChild();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (link.isPending) return;
    if (code.trim() === '') {
      setError(LINK_CHILD_MESSAGES.codeRequired);
      inputRef.current?.focus();
      return;
    }
    const answer = await link.mutateAsync(code);
    if (answer.ok) {
      setError(null);
      setCode('');
      onLinked(answer.body);
      return;
    }
    setError(
      answer.body.errors?.code ?? Object.values(answer.body.errors ?? {})[0] ?? COPY.link.offline,
    );
    inputRef.current?.focus();
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} id="link-child">
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.link.title}
      </h2>
      <form className={styles.linkForm} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-code`} className={styles.label}>
          {COPY.link.label}
        </label>
        <p id={hintId} className={styles.muted}>
          {COPY.link.intro}
        </p>
        <input
          ref={inputRef}
          id={`${id}-code`}
          className={styles.input}
          value={code}
          maxLength={INVITATION_INPUT_MAX}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <p id={errorId} className={styles.error} aria-live="assertive">
          {error}
        </p>
        <Button type="submit" size="sm" disabled={link.isPending}>
          {link.isPending ? COPY.link.linking : COPY.link.submit}
        </Button>
      </form>
    </section>
  );
}
