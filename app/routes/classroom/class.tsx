import { PATHS } from '@common/routes';
import { ClassPage } from '~/features/classroom/components/ClassPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Class',
    description: 'Your class: students, activities, books and co-teachers.',
    path: PATHS.teacherArea,
    noindex: true,
  });

export default function ClassRoute() {
  return <ClassPage />;
}
