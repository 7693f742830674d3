import { ADMIN_SCREENS } from '@common/copy/classroom-screens';
import { PATHS } from '@common/routes';
import { AdminPage } from '~/features/admin/components/AdminPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: ADMIN_SCREENS.title,
    description: 'The platform dashboard; find schools, teachers and students.',
    path: PATHS.admin,
    noindex: true,
  });

export default function AdminRoute() {
  return <AdminPage />;
}
