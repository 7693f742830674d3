import { useId, useState, type FormEvent } from 'react';
import { ADJUSTMENT_REASON_MAX } from '@common/admin/limits';
import { ADMIN_DESK } from '@common/copy/admin-desk';
import type { AdminTeacher } from '@common/schemas/admin-desk';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { useAdjustCredits } from '../api/adjust-credits';
import styles from './AdminDesk.module.css';

const COPY = ADMIN_DESK.credits;

/**
 * Asks before credits are granted or taken back: how many, and why (kept in the audit log).
 * The dialog's request id is made once when it opens, so pressing the button twice, or a
 * retried request, changes the balance once.
 */
export function CreditDialog({
  teacher,
  direction,
  onClose,
  onDone,
}: {
  teacher: AdminTeacher;
  direction: 'grant' | 'revoke';
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [requestId] = useState(() => crypto.randomUUID());
  const [credits, setCredits] = useState(direction === 'grant' ? '10' : '1');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const adjust = useAdjustCredits();
  const count = Number(credits) || 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await adjust
      .mutateAsync({ teacherId: teacher.id, direction, credits: count, reason, requestId })
      .catch(() => null);
    if (answer?.ok && typeof answer.body.credits === 'number') {
      onDone(
        direction === 'grant'
          ? COPY.granted(teacher.name, answer.body.credits)
          : COPY.revoked(teacher.name, answer.body.credits),
      );
      return;
    }
    setErrors(answer?.body.errors ?? { form: COPY.failed });
  }

  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.fieldError} role="alert">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={direction === 'grant' ? COPY.grantTitle(teacher.name) : COPY.revokeTitle(teacher.name)}
      description={COPY.balance(teacher.credits, teacher.held)}
    >
      <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-credits`}>{COPY.amount}</label>
        <input
          id={`${id}-credits`}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          value={credits}
          aria-invalid={Boolean(errors.credits)}
          aria-describedby={described('credits')}
          onChange={(event) => setCredits(event.target.value)}
        />
        {fieldError('credits')}
        <label htmlFor={`${id}-reason`}>{COPY.reason}</label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={ADJUSTMENT_REASON_MAX}
          required
          aria-invalid={Boolean(errors.reason)}
          aria-describedby={described('reason')}
          onChange={(event) => setReason(event.target.value)}
        />
        {fieldError('reason')}
        {fieldError('form')}
        {fieldError('requestId')}
        <div className={styles.actions}>
          <Button type="submit" disabled={adjust.isPending}>
            {direction === 'grant' ? COPY.confirmGrant(count) : COPY.confirmRevoke(count)}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
