import { ADMIN_DESK } from '@common/copy/admin-desk';
import { PATHS } from '@common/routes';
import { AdminDeskFrame } from '~/features/admin/components/AdminDeskFrame';
import { TeachersDesk } from '~/features/admin/components/TeachersDesk';
import { pageMeta } from '~/lib/page-meta';

const TITLE = ADMIN_DESK.sections.teachers;

export const meta = () =>
  pageMeta({ title: TITLE, description: TITLE, path: PATHS.adminTeachers, noindex: true });

export default function AdminTeachersDeskRoute() {
  return (
    <AdminDeskFrame title={TITLE}>
      <TeachersDesk />
    </AdminDeskFrame>
  );
}
