import { ADMIN_DESK } from '@common/copy/admin-desk';
import { PATHS } from '@common/routes';
import { AdminDeskFrame } from '~/features/admin/components/AdminDeskFrame';
import { StudentsDesk } from '~/features/admin/components/StudentsDesk';
import { pageMeta } from '~/lib/page-meta';

const TITLE = ADMIN_DESK.sections.students;

export const meta = () =>
  pageMeta({ title: TITLE, description: TITLE, path: PATHS.adminStudents, noindex: true });

export default function AdminStudentsDeskRoute() {
  return (
    <AdminDeskFrame title={TITLE}>
      <StudentsDesk />
    </AdminDeskFrame>
  );
}
