import { AUTH_PAGE_TITLES } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { ForgotPasswordPage } from '~/features/auth/components/ForgotPasswordPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: AUTH_PAGE_TITLES.forgotPassword,
    description: 'Forgot your Lectio password? Ask for a link to choose a new one.',
    path: PATHS.forgotPassword,
    noindex: true,
  });

export default function AuthRoute() {
  return <ForgotPasswordPage />;
}
