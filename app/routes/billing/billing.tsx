import { BILLING_PAGE_COPY } from '@common/copy/billing-pages';
import { PATHS } from '@common/routes';
import { BillingPage } from '~/features/billing/components/BillingPage';
import { CardPaymentField } from '~/features/store/payment/CardPaymentField';
import { AccountLicences } from '~/features/workbooks/components/AccountLicences';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: BILLING_PAGE_COPY.title,
    description: BILLING_PAGE_COPY.intro,
    path: PATHS.teacherBilling,
    noindex: true,
  });

/** /teacher/billing (issue 16, point 1), with its workbook licences (the store's card field pays). */
export default function BillingRoute() {
  return <BillingPage workbooks={<AccountLicences CardField={CardPaymentField} />} />;
}
