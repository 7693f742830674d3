import { BILLING_DESK_TEXT } from '@common/copy/billing-desk';
import { PATHS } from '@common/routes';
import { BillingDeskPage } from '~/features/staff-billing/components/BillingDeskPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: BILLING_DESK_TEXT.title,
    description: BILLING_DESK_TEXT.metaDescription,
    path: PATHS.staffBilling,
    noindex: true,
  });

export default function StaffBillingRoute() {
  return <BillingDeskPage />;
}
