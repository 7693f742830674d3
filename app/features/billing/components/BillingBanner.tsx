import { BILLING_BANNER_COPY as COPY } from '@common/copy/billing-pages';
import { PATHS } from '@common/routes';
import { ButtonLink } from '~/components/ui/Button';
import type { BillingAccountView } from '../api/get-billing';
import { useBilling } from '../api/get-billing';
import { bannerFor } from '../utils/plan-words';
import styles from './Billing.module.css';

/** The banner itself: one calm sentence and one button to the billing page, or nothing. */
export function BillingBannerView({ account, now }: { account: BillingAccountView; now: Date }) {
  const banner = bannerFor(account, now);
  if (!banner) return null;
  return (
    <div className={styles.banner} role="status" data-testid="billing-banner">
      <p>{banner.message}</p>
      <ButtonLink href={PATHS.teacherBilling} size="sm">
        {banner.pay && account.canManage ? COPY.payAction : COPY.action}
      </ButtonLink>
    </div>
  );
}

/**
 * On the teacher's home and classes pages (issue 16, point 3): shown when the account is past
 * due or paused, or its trial ends within 3 days. Quiet while loading and if the account cannot
 * be read: the page's own content comes first.
 */
export function BillingBanner() {
  const billing = useBilling();
  if (!billing.data) return null;
  return <BillingBannerView account={billing.data.account} now={new Date()} />;
}
