import { PATHS } from '@common/routes';
import { ParishesPage } from '~/features/marketing/components/ParishesPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'For parishes and institutions',
    description:
      'Classrooms for religious education and Courses for young adults and adults: two Lectio tools that help parishes and institutions read Scripture, reflect and write.',
    path: PATHS.parishes,
  });

export default function ParishesRoute() {
  return <ParishesPage />;
}
