import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { SETTINGS_COPY as COPY } from '@common/copy/academy-builder';
import { ACADEMY_BUILDER_API as API, type BuilderCourse } from '@common/schemas/academy-builder';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { messageOf, useBuilderSend } from './api';
import styles from './builder.module.css';

/**
 * Deleting a course, for its owner only: the course title typed to confirm (as GitHub asks
 * for a repository's name), then back to the course list.
 */
export function DeleteCourse({ course }: { course: BuilderCourse }) {
  const id = useId();
  const send = useBuilderSend();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === course.title.trim();

  async function remove() {
    if (!matches) {
      setError(COPY.deleteMismatch);
      return;
    }
    setBusy(true);
    const answer = await send('DELETE', API.course(course.id));
    setBusy(false);
    if (answer.ok || answer.status === 404) {
      void navigate(ACADEMY_PATHS.instructorArea, { replace: true });
      return;
    }
    setError(messageOf(answer, COPY.failed));
  }

  return (
    <section className={`${styles.panel} ${styles.danger}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{COPY.danger}</h2>
      <p className={styles.note}>{COPY.deleteIntro}</p>
      {course.role === 'owner' ? (
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.dangerButton} onClick={() => setOpen(true)}>
            {COPY.delete}
          </Button>
        </div>
      ) : (
        <p className={styles.note}>{COPY.deleteOwnerOnly}</p>
      )}
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          setTyped('');
          setError(null);
        }}
        title={COPY.deleteTitle}
        description={COPY.deleteBody(course.title)}
        size="sm"
      >
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
        >
          <div className={styles.richField}>
            <label htmlFor={`${id}-confirm`} className={styles.label}>
              {COPY.deleteLabel}
            </label>
            <input
              id={`${id}-confirm`}
              className={styles.input}
              value={typed}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          {error && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={busy || !matches} className={styles.dangerButton}>
              {COPY.deleteConfirm}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {COPY.cancel}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
