import { PATHS } from '@common/routes';
import { StudentsTab } from '~/features/classroom/components/StudentsTab';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Students',
    description: "The class's students: sign-in, login codes, adding and removing.",
    path: PATHS.teacherClasses,
    noindex: true,
  });

export default function StudentsTabRoute() {
  return <StudentsTab />;
}
