import { useState } from 'react';
import { BILLING_MANAGE_COPY as COPY } from '@common/copy/billing-pages';
import { canSwitchPeriod } from '@common/billing/plans';
import { PATHS } from '@common/routes';
import { Button, ButtonLink } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import type { BillingAccountView } from '../api/get-billing';
import { SwitchPeriod } from './BillingView';
import { useAction } from './use-action';
import styles from './Billing.module.css';

export interface ManageActions {
  replaceCard(): Promise<string | null>;
  switchPeriod(period: 'month' | 'year'): Promise<string | null>;
  cancel(): Promise<string | null>;
  resume(): Promise<string | null>;
}

/**
 * The local twin of Stripe's customer portal (issue 16, point 1): the card on file and
 * replacing it, the billing period, and cancelling at the end of the period (confirmed, naming
 * the date; undone until then).
 */
export function ManageView({
  account,
  actions,
}: {
  account: BillingAccountView;
  actions: ManageActions;
}) {
  const card = useAction(actions.replaceCard);
  const resume = useAction(actions.resume);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const standard =
    account.status === 'active' || account.status === 'past_due' || account.status === 'trialing';
  const endsOn = account.currentPeriodEnd ?? account.trialEndsAt;

  if (!account.canManage) {
    return (
      <div className={styles.layout}>
        <p className={styles.note}>{COPY.intro}</p>
        <ButtonLink href={PATHS.teacherBilling}>{COPY.backToBilling}</ButtonLink>
      </div>
    );
  }

  return (
    <div className={`${styles.layout} ${styles.narrow}`}>
      <p className={styles.testMode}>{COPY.testMode}</p>
      <section className={styles.panel} aria-labelledby="card-title">
        <h2 id="card-title" className={styles.panelTitle}>
          {COPY.cardTitle}
        </h2>
        <p data-testid="manage-card">{account.card ? COPY.card(account.card) : COPY.noCard}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void card.run()} disabled={card.busy}>
            {card.busy ? COPY.cardBusy : account.card ? COPY.replaceCard : COPY.addCard}
          </Button>
        </div>
        {card.error && (
          <p className={styles.error} role="alert">
            {card.error}
          </p>
        )}
      </section>
      {standard &&
        account.period &&
        account.status === 'active' &&
        !account.cancelAtPeriodEnd &&
        canSwitchPeriod(account.collectionMethod) && (
          <section className={styles.panel}>
            <SwitchPeriod account={account} period={account.period} actions={actions} />
          </section>
        )}
      {standard && endsOn ? (
        <section className={styles.panel} aria-labelledby="cancel-title">
          <h2 id="cancel-title" className={styles.panelTitle}>
            {COPY.cancelTitle}
          </h2>
          <p className={styles.success} role="status">
            {said}
          </p>
          {account.cancelAtPeriodEnd ? (
            <>
              <p data-testid="manage-ending">{COPY.ending(endsOn)}</p>
              <Button
                variant="secondary"
                disabled={resume.busy}
                onClick={async () => {
                  if ((await resume.run()) === null) setSaid(COPY.undone);
                }}
              >
                {resume.busy ? COPY.undoBusy : COPY.undo}
              </Button>
              {resume.error && (
                <p className={styles.error} role="alert">
                  {resume.error}
                </p>
              )}
            </>
          ) : (
            <>
              <p>{COPY.cancelText(endsOn)}</p>
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                {COPY.cancel}
              </Button>
            </>
          )}
          <ConfirmDialog
            open={confirming}
            title={COPY.cancelConfirmTitle}
            description={COPY.cancelConfirm(endsOn)}
            confirmLabel={COPY.cancelYes}
            cancelLabel={COPY.cancelNo}
            onConfirm={async () => {
              const failure = await actions.cancel();
              if (!failure) {
                setConfirming(false);
                setSaid(COPY.canceled(endsOn));
              }
              return failure;
            }}
            onClose={() => setConfirming(false)}
          />
        </section>
      ) : (
        !standard && <p className={styles.note}>{COPY.nothingToManage}</p>
      )}
      <ButtonLink href={PATHS.teacherBilling} variant="ghost">
        {COPY.backToBilling}
      </ButtonLink>
    </div>
  );
}
