import { BILLING_CHECKOUT_COPY as COPY } from '@common/copy/billing-pages';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { completeLocalCheckout, useLocalCheckout } from '../api/local-checkout';
import { followUrl } from '../utils/follow-url';
import { CheckoutView } from './CheckoutView';
import styles from './Billing.module.css';

/** /teacher/billing/checkout/:sessionId: the local checkout session, paid with a test card. */
export function CheckoutPage({ sessionId }: { sessionId: string }) {
  const checkout = useLocalCheckout(sessionId);
  const setup = checkout.data?.mode === 'setup';
  const gone = [404, 410].includes(statusOf(checkout.error));
  return (
    <AppShell
      title={setup ? COPY.setupTitle : COPY.title}
      back={{ to: PATHS.teacherBilling, label: COPY.backToBilling }}
    >
      {checkout.isPending && <Skeleton label={COPY.loading} lines={6} />}
      {checkout.isError &&
        (gone ? (
          <div className={`${styles.panel} ${styles.narrow}`}>
            <p>{COPY.notFound}</p>
            <ButtonLink href={PATHS.teacherBilling}>{COPY.backToBilling}</ButtonLink>
          </div>
        ) : (
          <LoadFailed message={COPY.failed} onRetry={() => void checkout.refetch()} />
        ))}
      {checkout.data && (
        <CheckoutView
          checkout={checkout.data}
          onPay={(card) => completeLocalCheckout(sessionId, card)}
          onPaid={(url) => {
            if (!followUrl(url)) window.location.assign(PATHS.teacherBilling);
          }}
        />
      )}
    </AppShell>
  );
}
