import { PATHS } from '@common/routes';
import { WORKBOOK_COPY } from '@common/copy/workbooks';
import { CardPaymentField } from '~/features/store/payment/CardPaymentField';
import { WorkbooksTab } from '~/features/workbooks/components/WorkbooksTab';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: WORKBOOK_COPY.tab,
    description: WORKBOOK_COPY.intro,
    path: PATHS.teacherClasses,
    noindex: true,
  });

/** The class page's Workbooks tab; the store's card field pays for licences. */
export default function WorkbooksTabRoute() {
  return <WorkbooksTab CardField={CardPaymentField} />;
}
