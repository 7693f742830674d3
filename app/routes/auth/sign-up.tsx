import { Navigate, useLocation } from 'react-router';
import { AUTH_TITLES, STUDENT_SIGNUP } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { AuthScreen } from '~/features/auth/components/AuthScreen';
import { isAccountType, SIGN_IN_PATHS, SIGN_UP_PATHS } from '~/features/auth/utils/accounts';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/sign-up';

export const meta = ({ params }: Route.MetaArgs) => {
  const account = isAccountType(params.account) ? params.account : 'teacher';
  return pageMeta({
    title: account === 'student' ? STUDENT_SIGNUP.title : AUTH_TITLES.signUp[account],
    description:
      'Create your Lectio account and bring scripture reflection and writing to your class or family.',
    path: SIGN_UP_PATHS[account],
    noindex: true,
  });
};

/** Sign-up is /auth/{account}/signup; other values go to that account's sign-in. */
export default function SignUpRoute({ params }: Route.ComponentProps) {
  const { search } = useLocation();
  if (!isAccountType(params.account)) return <Navigate to={PATHS.teacherSignIn} replace />;
  if (params.authType !== 'signup') {
    return <Navigate to={`${SIGN_IN_PATHS[params.account]}${search}`} replace />;
  }
  return <AuthScreen account={params.account} mode="signup" />;
}
