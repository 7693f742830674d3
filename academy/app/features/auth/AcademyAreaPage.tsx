import { useEffect } from 'react';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_AREAS, type AcademyRole } from '@common/copy/academy-auth';
import { ButtonLink } from '~/components/ui/Button';
import { LoadingMessage, statusStyles } from '~/features/auth/components/StatusScreen';
import { useGoTo } from '~/features/auth/hooks/use-go-to';
import { useAcademyAccount } from './api';
import own from './AcademyAuth.module.css';

/**
 * Where instructors (/instructor) and participants (/learn) land after signing in, until the
 * course pages of issue 13 replace it: who is signed in, an empty state with the next step,
 * and Log out. Nobody signed in goes to the sign-in page.
 */
export function AcademyAreaPage({ role }: { role: AcademyRole }) {
  const goTo = useGoTo();
  const session = useAcademyAccount();
  const account = session.data?.account;
  const signIn =
    role === 'instructor' ? ACADEMY_PATHS.instructorSignIn : ACADEMY_PATHS.participantSignIn;
  // A participant has no instructor page; anyone not signed in signs in first.
  const refused = session.isError || (role === 'instructor' && account?.role === 'participant');
  useEffect(() => {
    if (refused) goTo(signIn);
  }, [refused, signIn, goTo]);

  const title =
    role === 'instructor' ? ACADEMY_AREAS.instructorTitle : ACADEMY_AREAS.participantTitle;
  return (
    // Inside the signed-in layout, which holds the page's <main>.
    <div className={`container ${own.areaPage}`}>
      <h1>{title}</h1>
      {!account || refused ? (
        <LoadingMessage text={ACADEMY_AREAS.loading} />
      ) : (
        <div className={own.area}>
          <p className={statusStyles.intro} data-testid="signed-in-as">
            {ACADEMY_AREAS.signedInAs(`${account.firstName} ${account.lastName}`, account.email)}
          </p>
          <section className={own.empty} aria-labelledby="courses-empty">
            <h2 id="courses-empty">{ACADEMY_AREAS.empty}</h2>
            <p>
              {role === 'instructor' ? ACADEMY_AREAS.instructorNext : ACADEMY_AREAS.participantNext}
            </p>
          </section>
          <ButtonLink href={ACADEMY_PATHS.logout} variant="secondary">
            {ACADEMY_AREAS.logOut}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
