import { PATHS } from '@common/routes';
import { BooksTab } from '~/features/classroom/components/BooksTab';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Books',
    description: "The class's books, made from its students' writing.",
    path: PATHS.teacherClasses,
    noindex: true,
  });

export default function BooksTabRoute() {
  return <BooksTab />;
}
