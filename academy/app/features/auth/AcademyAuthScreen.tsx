import { Link, useSearchParams } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import {
  ACADEMY_AUTH_LINKS,
  ACADEMY_AUTH_PANEL,
  ACADEMY_AUTH_SUBTITLES,
  ACADEMY_AUTH_TITLES,
  type AcademyRole,
} from '@common/copy/academy-auth';
import { AUTH_TOGGLE } from '@common/copy/auth';
import { AuthShell, authShellStyles } from '~/features/auth/components/AuthShell';
import { returnPathOf, withReturnPath } from '@academy/lib/return-path';
import { AcademySignInForm } from './AcademySignInForm';
import { AcademySignUpForm } from './AcademySignUpForm';

const PAGES = {
  signin: {
    instructor: ACADEMY_PATHS.instructorSignIn,
    participant: ACADEMY_PATHS.participantSignIn,
  },
  signup: {
    instructor: ACADEMY_PATHS.instructorSignUp,
    participant: ACADEMY_PATHS.participantSignUp,
  },
} as const;

/**
 * The Academy's sign-in or sign-up screen for instructors or participants: the Journals
 * screen's shell (SPEC §2.5: Back to /, the toggle, the form, the coloured panel), with a card
 * leading to the other role's page.
 */
export function AcademyAuthScreen({
  role,
  mode,
}: {
  role: AcademyRole;
  mode: 'signin' | 'signup';
}) {
  const [search] = useSearchParams();
  // A join or invitation page the person came from: every link here keeps it.
  const next = returnPathOf(search);
  const other: AcademyRole = role === 'instructor' ? 'participant' : 'instructor';
  const otherLabel =
    mode === 'signin'
      ? other === 'instructor'
        ? ACADEMY_AUTH_LINKS.toInstructor
        : ACADEMY_AUTH_LINKS.toParticipant
      : other === 'instructor'
        ? ACADEMY_AUTH_LINKS.toInstructorSignUp
        : ACADEMY_AUTH_LINKS.toParticipantSignUp;
  const toggle =
    mode === 'signin'
      ? { href: withReturnPath(PAGES.signup[role], next), label: AUTH_TOGGLE.toSignUp }
      : { href: withReturnPath(PAGES.signin[role], next), label: AUTH_TOGGLE.toSignIn };
  const card = (
    <section className={authShellStyles.studentCard} aria-label={otherLabel}>
      <Link to={withReturnPath(PAGES[mode][other], next)}>{otherLabel}</Link>
    </section>
  );
  return (
    <AuthShell
      account={role === 'instructor' ? 'teacher' : 'student'}
      title={
        mode === 'signin' ? ACADEMY_AUTH_TITLES.signIn[role] : ACADEMY_AUTH_TITLES.signUp[role]
      }
      subtitle={ACADEMY_AUTH_SUBTITLES[role]}
      toggle={toggle}
      panelText={ACADEMY_AUTH_PANEL[role]}
      card={card}
    >
      {mode === 'signin' ? (
        <AcademySignInForm
          key={role}
          role={role}
          email={search.get('email') ?? undefined}
          checkEmail={search.get('checkEmail') === '1'}
          waitingForGuardian={search.get('guardian') === '1'}
          next={next}
        />
      ) : (
        <AcademySignUpForm key={role} role={role} next={next} />
      )}
    </AuthShell>
  );
}
