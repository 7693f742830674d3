import { AUTH_PAGE_TITLES } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { StudentSetPasswordPage } from '~/features/auth/components/StudentSetPasswordPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: AUTH_PAGE_TITLES.studentSetPassword,
    description: 'Choose the password of your Lectio student account.',
    path: PATHS.studentSetPassword,
    noindex: true,
  });

export default function AuthRoute() {
  return <StudentSetPasswordPage />;
}
