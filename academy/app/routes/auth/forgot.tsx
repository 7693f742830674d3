import { AcademyForgotPage } from '@academy/features/auth/AcademyForgotPage';
import { academyMeta } from '@academy/features/auth/roles';
import { FORGOT_PASSWORD } from '@common/copy/auth';

export const meta = () => academyMeta(FORGOT_PASSWORD.title);

export default function AcademyForgotRoute() {
  return <AcademyForgotPage />;
}
