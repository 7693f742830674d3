import { AUTH_PAGE_TITLES } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { LoginAsPage } from '~/features/auth/components/LoginAsPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: AUTH_PAGE_TITLES.loginAs,
    description: 'Opening a student account on behalf of its teacher or parent.',
    path: PATHS.studentLoginAs,
    noindex: true,
  });

export default function AuthRoute() {
  return <LoginAsPage target="student" />;
}
