import { Outlet, useLoaderData } from 'react-router';
import type { AccountType } from '@common/schemas/auth';
import { AreaSessionProvider } from '~/components/layout/shell-session';
import { requireArea } from '~/features/auth/utils/require-area';
import type { Route } from './+types/layout';

/** The role area a path belongs to: its first segment (/teacher/…, /parent, /student/…). */
function areaOf(url: string): AccountType {
  const segment = new URL(url).pathname.split('/')[1];
  return segment === 'parent' || segment === 'student' ? segment : 'teacher';
}

/** Gates every page of a role area on the signed-in account (app/routes.ts). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireArea(areaOf(request.url));
}

/** Hands the checked session to the pages (outlet context) and to their frame (AppShell). */
export default function AreaLayout() {
  const session = useLoaderData<typeof clientLoader>();
  return (
    <AreaSessionProvider value={session}>
      <Outlet context={session} />
    </AreaSessionProvider>
  );
}
