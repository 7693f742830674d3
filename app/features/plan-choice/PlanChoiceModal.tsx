import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { planChoiceSentence, type PlanChoice } from '@common/billing/choice';
import { PLAN_CHOICE_COPY as COPY } from '@common/copy/billing';
import { teacherBillingPath } from '@common/routes';
import { Button, ButtonLink } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { startTrial } from './start-trial';
import styles from './PlanChoiceModal.module.css';

/**
 * The one priced choice every roster screen shows when seating students would take the account
 * past what its plan allows (issue 16, point 2): the price for the new count first, then
 * (a) Standard monthly or annual on the billing page, (b) the free trial, which retries the
 * seating at once, or (c) Cancel, which changes nothing. A paused or ended account gets its
 * message and one way to the billing page.
 */
export function PlanChoiceModal({
  choice,
  message,
  onClose,
  onTrialStarted,
}: {
  choice: PlanChoice;
  message: string;
  onClose: () => void;
  onTrialStarted: () => void;
}) {
  const id = useId();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function trial() {
    setStarting(true);
    setError(null);
    const started = await startTrial();
    setStarting(false);
    if (started.ok) onTrialStarted();
    else setError(started.message ?? COPY.trialFailed);
  }

  if (choice.reason !== 'small_class_limit') {
    return (
      <Modal
        open
        onClose={onClose}
        size="sm"
        title={choice.reason === 'paused' ? COPY.pausedHeading : COPY.canceledHeading}
        description={message}
      >
        <div className={styles.actions}>
          <ButtonLink href={teacherBillingPath(undefined, here)}>{COPY.goToBilling}</ButtonLink>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={COPY.heading(choice.seats, choice.currentSeats)}
      description={message}
    >
      <div className={styles.body}>
        <p className={styles.price} id={`${id}-price`}>
          <span className={styles.priceLabel}>{COPY.priceLabel}</span>
          <strong data-testid="plan-choice-price">{planChoiceSentence(choice)}</strong>
        </p>
        <p className={styles.muted}>{COPY.unaffected}</p>
        <div className={styles.actions}>
          <ButtonLink href={teacherBillingPath('month', here)} aria-describedby={`${id}-price`}>
            {COPY.startMonthly}
          </ButtonLink>
          <ButtonLink
            href={teacherBillingPath('year', here)}
            variant="secondary"
            aria-describedby={`${id}-price`}
          >
            {COPY.startAnnual}
          </ButtonLink>
        </div>
        {choice.trialAvailable && (
          <div className={styles.trial}>
            <Button
              variant="secondary"
              onClick={() => void trial()}
              disabled={starting}
              aria-describedby={`${id}-trial`}
            >
              {starting ? COPY.startingTrial : COPY.startTrial(choice.trialDays)}
            </Button>
            <p className={styles.muted} id={`${id}-trial`}>
              {COPY.trialNote}
            </p>
          </div>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <p className={styles.status} role="status">
          {starting ? COPY.startingTrial : ''}
        </p>
        <div className={styles.footer}>
          <Button variant="ghost" onClick={onClose}>
            {COPY.cancel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
