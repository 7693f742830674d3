import { BILLING_MANAGE_COPY } from '@common/copy/billing-pages';
import { PATHS } from '@common/routes';
import { ManagePage } from '~/features/billing/components/ManagePage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: BILLING_MANAGE_COPY.title,
    description: BILLING_MANAGE_COPY.intro,
    path: PATHS.teacherBillingManage,
    noindex: true,
  });

/** /teacher/billing/manage: the local twin of Stripe's customer portal. */
export default function BillingManageRoute() {
  return <ManagePage />;
}
