import { PATHS } from '@common/routes';
import { WritingPage } from '~/features/writing/components/WritingPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Write',
    description: 'Read the passage, reflect and write: your work saves as you type.',
    path: PATHS.studentArea,
    noindex: true,
  });

export default function StudentWritingRoute() {
  return <WritingPage />;
}
