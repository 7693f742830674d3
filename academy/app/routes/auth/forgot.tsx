import { AcademyForgotPage } from '../../auth/AcademyForgotPage';
import { academyMeta } from '../../auth/roles';
import { FORGOT_PASSWORD } from '@common/copy/auth';

export const meta = () => academyMeta(FORGOT_PASSWORD.title);

export default function AcademyForgotRoute() {
  return <AcademyForgotPage />;
}
