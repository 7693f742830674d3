import { PATHS } from '@common/routes';
import { ClassesPage } from '~/features/classroom/components/ClassesPage';
import { BillingBanner } from '~/features/billing/components/BillingBanner';
import { PlanChoiceProvider } from '~/features/plan-choice/PlanChoiceProvider';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Your classes',
    description: 'Every class you teach, and a new one.',
    path: PATHS.teacherClasses,
    noindex: true,
  });

export default function ClassesRoute() {
  return (
    <PlanChoiceProvider>
      <ClassesPage banner={<BillingBanner />} />
    </PlanChoiceProvider>
  );
}
