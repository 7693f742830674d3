import { APP_SHELL } from '@common/copy/app-shell';
import { ACCOUNT_AREA } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { AnnouncementsCard } from '~/features/chat/components/AnnouncementsCard';
import { ParentHome } from '~/features/family/components/ParentHome';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: ACCOUNT_AREA.titles.parent,
    description: 'Your Lectio parent area: your children, their writing and their books.',
    path: PATHS.parentArea,
    noindex: true,
  });

/** A parent's home (issue 12): each child's card, shared work, books, orders; link a child. */
export default function ParentAreaRoute() {
  return (
    <AppShell title={APP_SHELL.nav.parent.children}>
      <AnnouncementsCard area="parent" />
      <ParentHome />
    </AppShell>
  );
}
