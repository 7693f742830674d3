import { STUDENT_INVITE, STUDENT_SIGNUP } from '@common/copy/auth';
import { useInvitation } from '../api/get-invitation';
import type { Invitation } from '../utils/auth-api';
import { AuthShell } from './AuthShell';
import styles from './Form.module.css';
import { SignUpForm } from './SignUpForm';
import { LoadingMessage } from './StatusScreen';
import { StudentSignUpNotice } from './StudentSignUpNotice';

type InviteState =
  { phase: 'checking' } | { phase: 'valid'; invitation: Invitation } | { phase: 'invalid' };

interface StudentSignUpProps {
  invite?: string;
  app?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  toggle: { href: string; label: string };
}

/**
 * SPEC §2.5 and §5: students sign up only with a valid class invitation code (`i`). The code
 * is checked first (GET /api/auth/invitation); a valid one shows the class and its teacher
 * above the sign-up form, a missing or unknown one explains how students get in.
 */
export function StudentSignUp({
  invite,
  app,
  email,
  firstName,
  lastName,
  toggle,
}: StudentSignUpProps) {
  const code = invite?.trim() ?? '';
  // Each code is asked about on its own: a new code is 'checking' until it answers.
  const invitation = useInvitation(code);
  const state: InviteState =
    code && invitation.isPending
      ? { phase: 'checking' }
      : invitation.data
        ? { phase: 'valid', invitation: invitation.data }
        : { phase: 'invalid' };

  if (state.phase === 'valid') {
    const { className, teacherName } = state.invitation;
    return (
      <AuthShell
        account="student"
        title={STUDENT_INVITE.title(className)}
        subtitle={STUDENT_INVITE.subtitle(teacherName)}
        toggle={toggle}
      >
        <SignUpForm
          account="student"
          invite={code}
          app={app}
          email={email}
          firstName={firstName}
          lastName={lastName}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell account="student" title={STUDENT_SIGNUP.title} toggle={toggle}>
      {state.phase === 'checking' ? (
        <LoadingMessage text={STUDENT_INVITE.checking} />
      ) : (
        <>
          {code && (
            <p className={styles.alert} role="alert" data-testid="invite-invalid">
              {STUDENT_INVITE.invalid}
            </p>
          )}
          <StudentSignUpNotice signInHref={toggle.href} />
        </>
      )}
    </AuthShell>
  );
}
