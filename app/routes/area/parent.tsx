import { APP_SHELL } from '@common/copy/app-shell';
import { ACCOUNT_AREA } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { LinkedStudents } from '~/features/auth/components/LinkedStudents';
import { ChildrenWork } from '~/features/family/components/ChildrenWork';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: ACCOUNT_AREA.titles.parent,
    description: 'Your Lectio parent area: your children, their writing and their books.',
    path: PATHS.parentArea,
    noindex: true,
  });

/** A parent's home: their children (with "Log in as"), each child's writing and books. */
export default function ParentAreaRoute() {
  return (
    <AppShell title={APP_SHELL.nav.parent.children}>
      <LinkedStudents owner="parent" />
      <ChildrenWork />
    </AppShell>
  );
}
