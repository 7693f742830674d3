import { WRITING_COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import { ClassWorkPage } from '~/features/writing/components/ClassWorkPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: WRITING_COPY.teacher.studentWork,
    description: 'Your students’ answers as they write them.',
    path: PATHS.teacherArea,
    noindex: true,
  });

export default function ClassWorkRoute() {
  return <ClassWorkPage />;
}
