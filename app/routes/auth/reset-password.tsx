import { AUTH_PAGE_TITLES } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { ResetPasswordPage } from '~/features/auth/components/ResetPasswordPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: AUTH_PAGE_TITLES.resetPassword,
    description: 'Choose a new password for your Lectio account.',
    path: PATHS.resetPassword,
    noindex: true,
  });

export default function AuthRoute() {
  return <ResetPasswordPage />;
}
