import { DASHBOARD_COPY } from '@common/copy/overview';
import { PATHS } from '@common/routes';
import { TeacherDashboard } from '~/features/overview/components/TeacherDashboard';
import { BillingBanner } from '~/features/billing/components/BillingBanner';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: DASHBOARD_COPY.title,
    description: 'Your classes, the work waiting for your feedback, due dates and recent activity.',
    path: PATHS.teacherArea,
    noindex: true,
  });

export default function TeacherAreaRoute() {
  return <TeacherDashboard banner={<BillingBanner />} />;
}
