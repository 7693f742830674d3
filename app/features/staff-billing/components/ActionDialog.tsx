import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BILLING_DESK_MESSAGES as M, DESK_ACTION_TEXT as TEXT } from '@common/copy/billing-desk';
import { DESK_REASON_MAX_LENGTH } from '@common/schemas/billing-desk';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import type { ApiResult } from '~/lib/api';
import type { DeskActionResult } from '../api/desk-action';
import desk from '~/components/desk/Desk.module.css';
import field from '~/components/ui/Field.module.css';
import styles from './BillingDesk.module.css';

export type FieldErrors = Record<string, string>;

/** What the parent's check of its own fields answers: errors, or the sentence to confirm. */
export type Review = { errors: FieldErrors } | { confirm: string };

/**
 * One audited desk action in two steps: the form (the action's fields and the reason staff must
 * give), then a confirmation that says exactly what will change. The key that makes the action
 * harmless when repeated is made once, when the dialog opens: a retry after a lost answer sends
 * the same key, and the server changes nothing twice. Refusals go back to the form, under the
 * fields they concern.
 */
export function ActionDialog({
  title,
  submitLabel,
  fields,
  review,
  submit,
  onDone,
  onClose,
}: {
  title: string;
  submitLabel: string;
  fields: (errors: FieldErrors) => ReactNode;
  review: () => Review;
  submit: (key: string, reason: string) => Promise<ApiResult<DeskActionResult>>;
  onDone: (answer: DeskActionResult) => void;
  onClose: () => void;
}) {
  const [key] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonId = useId();

  function toReview(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: FieldErrors = {};
    const given = reason.trim();
    if (!given) found.reason = M.reasonRequired;
    else if (given.length > DESK_REASON_MAX_LENGTH) found.reason = M.reasonTooLong;
    const checked = review();
    if ('errors' in checked) Object.assign(found, checked.errors);
    setErrors(found);
    if (Object.keys(found).length > 0 || 'errors' in checked) return;
    setConfirming(checked.confirm);
  }

  async function confirm() {
    setBusy(true);
    setFailure(null);
    const result = await submit(key, reason.trim());
    setBusy(false);
    if (result.ok) {
      onDone(result.body);
      return;
    }
    const refused = result.body.errors ?? {};
    if (result.status >= 400 && result.status < 500 && Object.keys(refused).length > 0) {
      // Back to the form, the server's message under its field (or above the buttons).
      setErrors(refused);
      setFailure(Object.values(refused)[0] ?? TEXT.failed);
      setConfirming(null);
      return;
    }
    setFailure(TEXT.failed);
  }

  return (
    <Modal open onClose={onClose} title={title} size="sm">
      {confirming === null ? (
        <form className={styles.form} onSubmit={toReview} noValidate>
          {fields(errors)}
          <div className={field.field}>
            <label htmlFor={reasonId} className={field.label}>
              {TEXT.reasonLabel}
            </label>
            <textarea
              id={reasonId}
              className={styles.textarea}
              value={reason}
              maxLength={DESK_REASON_MAX_LENGTH + 1}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {errors.reason && (
              <p id={`${reasonId}-error`} className={field.error}>
                {errors.reason}
              </p>
            )}
          </div>
          {failure && (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          )}
          <div className={styles.dialogActions}>
            <Button type="submit">{TEXT.review}</Button>
            <Button variant="ghost" onClick={onClose}>
              {TEXT.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.form}>
          <p className={styles.confirmText}>{confirming}</p>
          <p className={desk.muted}>
            {TEXT.reasonLabel}: {reason.trim()}
          </p>
          {failure && (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          )}
          <div className={styles.dialogActions}>
            <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              {busy ? TEXT.working : submitLabel}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={busy}>
              {TEXT.back}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
