import { AcademyConfirmPage } from '@academy/features/auth/AcademyConfirmPage';
import { academyMeta } from '@academy/features/auth/roles';
import { CONFIRM_EMAIL } from '@common/copy/auth';

export const meta = () => academyMeta(CONFIRM_EMAIL.title);

export default function AcademyConfirmRoute() {
  return <AcademyConfirmPage />;
}
