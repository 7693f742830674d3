import { AcademyResetPage } from '@academy/features/auth/AcademyResetPage';
import { academyMeta } from '@academy/features/auth/roles';
import { RESET_PASSWORD } from '@common/copy/auth';

export const meta = () => academyMeta(RESET_PASSWORD.title);

export default function AcademyResetRoute() {
  return <AcademyResetPage />;
}
