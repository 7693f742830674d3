import { useSearchParams } from 'react-router';
import type { AccountType } from '@common/schemas/auth';
import { AUTH_TITLES, AUTH_TOGGLE, PARENT_SIGNUP_SUBTITLE } from '@common/copy/auth';
import { passThroughQuery, SIGN_IN_PATHS, SIGN_UP_PATHS } from '../utils/accounts';
import { AuthShell } from './AuthShell';
import { ParentInvitationHint } from './ParentInvitationHint';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { StudentSignUp } from './StudentSignUp';

/** The sign-in or sign-up screen of one account type, with the query params of SPEC §2.5. */
export function AuthScreen({ account, mode }: { account: AccountType; mode: 'signin' | 'signup' }) {
  const [search] = useSearchParams();
  const query = passThroughQuery(search);
  const param = (key: string) => search.get(key) ?? undefined;

  if (mode === 'signin') {
    return (
      <AuthShell
        account={account}
        title={AUTH_TITLES.signIn[account]}
        toggle={{ href: `${SIGN_UP_PATHS[account]}${query}`, label: AUTH_TOGGLE.toSignUp }}
      >
        <SignInForm
          key={account}
          account={account}
          app={param('app')}
          email={param('email')}
          checkEmail={search.get('checkEmail') === '1'}
          code={param('code')}
        />
        {account === 'parent' && <ParentInvitationHint />}
      </AuthShell>
    );
  }

  const toSignIn = { href: `${SIGN_IN_PATHS[account]}${query}`, label: AUTH_TOGGLE.toSignIn };
  if (account === 'student') {
    return (
      <StudentSignUp
        invite={param('i')}
        app={param('app')}
        email={param('email')}
        firstName={param('firstName')}
        lastName={param('lastName')}
        toggle={toSignIn}
      />
    );
  }
  return (
    <AuthShell
      account={account}
      title={AUTH_TITLES.signUp[account]}
      subtitle={account === 'parent' ? PARENT_SIGNUP_SUBTITLE : undefined}
      toggle={toSignIn}
    >
      <SignUpForm
        key={account}
        account={account}
        app={param('app')}
        invite={param('i')}
        email={param('email')}
        firstName={param('firstName')}
        lastName={param('lastName')}
      />
    </AuthShell>
  );
}
