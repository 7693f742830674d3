import { PRICING_PLANS } from '@common/constants';
import { PATHS } from '@common/routes';
import { PricingPage } from '~/features/marketing/components/PricingPage';
import { formatPrice } from '~/features/marketing/utils/pricing';
import { pageMeta } from '~/lib/page-meta';

const { smallClass, standard, workbooks } = PRICING_PLANS;

export const meta = () =>
  pageMeta({
    title: 'Pricing',
    description: `${smallClass.name} is free for up to ${smallClass.maxStudents} students. ${standard.name} is ${formatPrice(standard.monthlyPerStudentCents)} per student per month or ${formatPrice(standard.annualPerStudentCents)} per student per year, and ${workbooks.name} are ${formatPrice(workbooks.perStudentPerWorkbookCents)} per student per workbook.`,
    path: PATHS.pricing,
  });

export default function PricingRoute() {
  return <PricingPage />;
}
