import { redirect } from 'react-router';
import { AUTH_TITLES } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { AuthScreen } from '~/features/auth/components/AuthScreen';
import { isAccountType, SIGN_IN_PATHS } from '~/features/auth/utils/accounts';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/sign-in';

/** SPEC §2.1: any account other than teacher, parent or student goes to /auth/teacher. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!isAccountType(params.account)) throw redirect(PATHS.teacherSignIn);
  return null;
}

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
  const account = isAccountType(params.account) ? params.account : 'teacher';
  return <AuthScreen account={account} mode="signin" />;
}
