import { AUTH_PAGE_TITLES } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { LogoutPage } from '~/features/auth/components/LogoutPage';
import { saveDraftsBeforeSignOut } from '~/features/writing/api/save-drafts-before-sign-out';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: AUTH_PAGE_TITLES.logout,
    description: 'Signing you out of Lectio.',
    path: PATHS.logout,
    noindex: true,
  });

export default function AuthRoute() {
  // A last save of the student's unsaved writing, then no drafts left on the computer.
  return <LogoutPage beforeLogout={saveDraftsBeforeSignOut} />;
}
