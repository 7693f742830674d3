import { AcademyConfirmPage } from '../../auth/AcademyConfirmPage';
import { academyMeta } from '../../auth/roles';
import { CONFIRM_EMAIL } from '@common/copy/auth';

export const meta = () => academyMeta(CONFIRM_EMAIL.title);

export default function AcademyConfirmRoute() {
  return <AcademyConfirmPage />;
}
