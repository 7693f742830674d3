import { ADMIN_DESK } from '@common/copy/admin-desk';
import { PATHS } from '@common/routes';
import { AdminDeskFrame } from '~/features/admin/components/AdminDeskFrame';
import { AuditDesk } from '~/features/admin/components/AuditDesk';
import { pageMeta } from '~/lib/page-meta';

const TITLE = ADMIN_DESK.sections.audit;

export const meta = () =>
  pageMeta({ title: TITLE, description: TITLE, path: PATHS.adminAudit, noindex: true });

export default function AdminAuditDeskRoute() {
  return (
    <AdminDeskFrame title={TITLE}>
      <AuditDesk />
    </AdminDeskFrame>
  );
}
