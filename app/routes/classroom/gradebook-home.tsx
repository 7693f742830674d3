import { GRADEBOOK_COPY } from '@common/copy/overview';
import { PATHS } from '@common/routes';
import { GradebookHome } from '~/features/overview/components/GradebookHome';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: GRADEBOOK_COPY.title,
    description: 'Open the gradebook of one of your classes.',
    path: PATHS.teacherGradebook,
    noindex: true,
  });

export default function GradebookHomeRoute() {
  return <GradebookHome />;
}
