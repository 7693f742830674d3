import { AcademyLogoutPage } from '@academy/features/auth/AcademyLogoutPage';
import { academyMeta } from '@academy/features/auth/roles';
import { ACADEMY_AREAS } from '@common/copy/academy-auth';

export const meta = () => academyMeta(ACADEMY_AREAS.loggingOut);

export default function AcademyLogoutRoute() {
  return <AcademyLogoutPage />;
}
