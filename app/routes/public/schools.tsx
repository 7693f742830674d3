import { PATHS } from '@common/routes';
import { SchoolsPage } from '~/features/marketing/components/SchoolsPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'For schools',
    description:
      'Lectio brings scripture reflection and writing to theology and religion classes: access codes, live teacher guidance, rubrics, printed books and privacy for minors.',
    path: PATHS.schools,
  });

export default function SchoolsRoute() {
  return <SchoolsPage />;
}
