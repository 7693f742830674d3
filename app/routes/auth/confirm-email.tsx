import { AUTH_PAGE_TITLES } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { ConfirmEmailPage } from '~/features/auth/components/ConfirmEmailPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: AUTH_PAGE_TITLES.confirmEmail,
    description: 'Confirm the email address of your new Lectio account.',
    path: PATHS.confirmEmail,
    noindex: true,
  });

export default function AuthRoute() {
  return <ConfirmEmailPage />;
}
