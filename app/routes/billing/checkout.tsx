import { useParams } from 'react-router';
import { BILLING_CHECKOUT_COPY } from '@common/copy/billing-pages';
import { PATHS } from '@common/routes';
import { CheckoutPage } from '~/features/billing/components/CheckoutPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: BILLING_CHECKOUT_COPY.title,
    description: BILLING_CHECKOUT_COPY.testMode,
    path: PATHS.teacherBilling,
    noindex: true,
  });

/** /teacher/billing/checkout/:sessionId: the local twin of Stripe Checkout. */
export default function BillingCheckoutRoute() {
  const { sessionId = '' } = useParams();
  return <CheckoutPage key={sessionId} sessionId={sessionId} />;
}
