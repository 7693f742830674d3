import { AUTH_PAGE_TITLES } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { StudentGoPage } from '~/features/auth/components/StudentGoPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: AUTH_PAGE_TITLES.studentGo,
    description: 'Opening your Lectio student account.',
    path: PATHS.studentGo,
    noindex: true,
  });

export default function AuthRoute() {
  return <StudentGoPage />;
}
