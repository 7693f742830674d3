import { useId, useState } from 'react';
import { FEEDBACK_COPY } from '@common/copy/feedback';
import type { ReviewAnswer } from '@common/schemas/projects';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { firstError } from '../utils/first-error';
import { useApproveProject, useAwardProjectPoints, useReturnProject } from '../api/review-actions';
import styles from './Feedback.module.css';

const COPY = FEEDBACK_COPY.review;

/** Points for the work, and the decision: return for revision (with a note) or approve. */
export function ReviewDecision({ review }: { review: ReviewAnswer }) {
  const id = useId();
  const { projectId, status, versions, submittedAt } = review.project;
  const [points, setPoints] = useState(5);
  const [note, setNote] = useState('');
  const [returning, setReturning] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const award = useAwardProjectPoints(projectId);
  const sendBack = useReturnProject(projectId);
  const approve = useApproveProject(projectId);
  const handedIn = versions.length > 0 || submittedAt !== null;
  const done = (text: string) => {
    setError(null);
    setMessage(text);
  };
  const failed = (failure: unknown) => {
    setMessage(null);
    setError(firstError(failure, COPY.loadFailed));
  };

  return (
    <section className={styles.side} aria-labelledby={`${id}-decision`}>
      <form
        className={styles.pointsForm}
        onSubmit={(event) => {
          event.preventDefault();
          award.mutate(points, {
            onSuccess: (answer) => done(COPY.awarded(answer.points)),
            onError: failed,
          });
        }}
      >
        <label htmlFor={`${id}-points`} className={styles.label}>
          {COPY.pointsLabel}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-points`}
            type="number"
            min={1}
            max={100}
            className={styles.pointsInput}
            value={Number.isNaN(points) ? '' : points}
            onChange={(event) => setPoints(event.target.valueAsNumber)}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={award.isPending}>
            {COPY.award}
          </Button>
        </div>
      </form>
      <h2 id={`${id}-decision`} className={styles.sideTitle}>
        {COPY.decision}
      </h2>
      {!handedIn && <p className={styles.muted}>{COPY.notHandedIn}</p>}
      <div className={styles.row}>
        <Button
          variant="secondary"
          disabled={!handedIn || status === 'returned' || status === 'archived'}
          onClick={() => setReturning(true)}
        >
          {COPY.returnForRevision}
        </Button>
        <Button
          disabled={status === 'approved' || status === 'archived' || approve.isPending}
          onClick={() =>
            approve.mutate(undefined, { onSuccess: () => done(COPY.approved), onError: failed })
          }
        >
          {COPY.approve}
        </Button>
      </div>
      <p className={styles.success} role="status" data-testid="review-message">
        {message}
      </p>
      <p className={styles.error} role="alert">
        {error}
      </p>
      <Modal
        open={returning}
        onClose={() => setReturning(false)}
        title={COPY.returnTitle}
        description={COPY.returnDescription}
        size="sm"
      >
        <form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            sendBack.mutate(note.trim(), {
              onSuccess: () => {
                setReturning(false);
                setNote('');
                done(COPY.returned);
              },
              onError: (failure) => {
                setReturning(false);
                failed(failure);
              },
            });
          }}
        >
          <label htmlFor={`${id}-note`} className={styles.label}>
            {COPY.returnNote}
          </label>
          <textarea
            id={`${id}-note`}
            className={styles.textarea}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className={styles.row}>
            <Button type="submit" disabled={sendBack.isPending}>
              {COPY.confirmReturn}
            </Button>
            <Button variant="ghost" onClick={() => setReturning(false)}>
              {COPY.cancel}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
