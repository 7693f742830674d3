import { useParams } from 'react-router';
import { BILLING_DESK_TEXT } from '@common/copy/billing-desk';
import { PATHS } from '@common/routes';
import { BillingAccountPage } from '~/features/staff-billing/components/BillingAccountPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: BILLING_DESK_TEXT.accountMetaTitle,
    description: BILLING_DESK_TEXT.accountMetaDescription,
    path: PATHS.staffBilling,
    noindex: true,
  });

export default function StaffBillingAccountRoute() {
  const { accountId = '' } = useParams();
  return <BillingAccountPage accountId={accountId} />;
}
