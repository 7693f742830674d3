import { Navigate, useParams } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_AUTH_TITLES } from '@common/copy/academy-auth';
import { AcademyAuthScreen } from '@academy/features/auth/AcademyAuthScreen';
import { academyMeta, roleOfPath, type MetaArgs } from '@academy/features/auth/roles';

export const meta = ({ params }: MetaArgs) =>
  academyMeta(ACADEMY_AUTH_TITLES.signIn[roleOfPath(params.account) ?? 'participant']);

/** /auth/login/teacher (instructors) and /auth/login/student (participants), SPEC §2.1. */
export default function AcademySignInRoute() {
  const role = roleOfPath(useParams().account);
  if (!role) return <Navigate to={ACADEMY_PATHS.participantSignIn} replace />;
  return <AcademyAuthScreen role={role} mode="signin" />;
}
