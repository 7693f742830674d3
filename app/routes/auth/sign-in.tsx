import { Navigate } from 'react-router';
import { AUTH_TITLES } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { AuthScreen } from '~/features/auth/components/AuthScreen';
import { isAccountType, SIGN_IN_PATHS } from '~/features/auth/utils/accounts';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/sign-in';

export const meta = ({ params }: Route.MetaArgs) => {
  const account = isAccountType(params.account) ? params.account : 'teacher';
  return pageMeta({
    title: AUTH_TITLES.signIn[account],
    description: `Sign in to your Lectio ${account} account to read, reflect and write with your class.`,
    path: SIGN_IN_PATHS[account],
    noindex: true,
  });
};

export default function SignInRoute({ params }: Route.ComponentProps) {
  // SPEC §2.1: any account other than teacher, parent or student goes to /auth/teacher.
  if (!isAccountType(params.account)) return <Navigate to={PATHS.teacherSignIn} replace />;
  return <AuthScreen account={params.account} mode="signin" />;
}
