import { ADMIN_DESK } from '@common/copy/admin-desk';
import { PATHS } from '@common/routes';
import { AdminDeskFrame } from '~/features/admin/components/AdminDeskFrame';
import { SchoolsDesk } from '~/features/admin/components/SchoolsDesk';
import { pageMeta } from '~/lib/page-meta';

const TITLE = ADMIN_DESK.sections.schools;

export const meta = () =>
  pageMeta({ title: TITLE, description: TITLE, path: PATHS.adminSchools, noindex: true });

export default function AdminSchoolsDeskRoute() {
  return (
    <AdminDeskFrame title={TITLE}>
      <SchoolsDesk />
    </AdminDeskFrame>
  );
}
