import { PATHS } from '@common/routes';
import { ClassLayout } from '~/features/classroom/components/ClassLayout';
import { PlanChoiceProvider } from '~/features/plan-choice/PlanChoiceProvider';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Class',
    description: 'Your class: students, activities, gradebook, books and settings.',
    path: PATHS.teacherClasses,
    noindex: true,
  });

export default function ClassLayoutRoute() {
  return (
    <PlanChoiceProvider>
      <ClassLayout />
    </PlanChoiceProvider>
  );
}
