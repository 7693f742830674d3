import { ADMIN_DESK } from '@common/copy/admin-desk';
import { PATHS } from '@common/routes';
import { AdminDeskFrame } from '~/features/admin/components/AdminDeskFrame';
import { DeletionRequests } from '~/features/admin/components/DeletionRequests';
import { pageMeta } from '~/lib/page-meta';

const TITLE = ADMIN_DESK.sections.deletions;

export const meta = () =>
  pageMeta({ title: TITLE, description: TITLE, path: PATHS.adminDeletions, noindex: true });

export default function AdminDeletionRequestsRoute() {
  return (
    <AdminDeskFrame title={TITLE}>
      <DeletionRequests />
    </AdminDeskFrame>
  );
}
