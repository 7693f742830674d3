import { Link } from 'react-router';
import { CONTACT_US, NAV_LABELS } from '@common/copy/site';
import { PATHS } from '@common/routes';
import art from '~/assets/pages/donate.svg';
import { ButtonLink } from '~/components/ui/Button';
import { publicConfig } from '~/lib/public-config';
import styles from './StatusPage.module.css';

/**
 * SPEC §2.1 `/donate/{schoolName}/payment`: the route exists but no screen is specified, so it
 * says plainly that giving is not open for this school yet and offers the next useful steps.
 * `schoolName` is shown as text only (React escapes it).
 */
export function DonatePage({ schoolName }: { schoolName: string | null }) {
  const school = schoolName ?? 'this school';
  return (
    <section className={`container ${styles.page}`} aria-labelledby="donate-title">
      <div className={styles.text}>
        <p className="eyebrow">Donations</p>
        <h1 id="donate-title">{schoolName ? `Support ${schoolName}` : 'Support a school'}</h1>
        <p className={styles.notice}>Donations are not open for this school yet.</p>
        <p>
          Online giving has not been set up for {school}, so there is nothing to pay here and no
          payment details are needed. Thank you for wanting to help.
        </p>
        <h2 className={styles.moreTitle}>What you can do now</h2>
        <ul className={styles.steps}>
          <li>
            <strong>Ask the school.</strong> The school office can tell you how to give to {school}{' '}
            today.
          </li>
          <li>
            <strong>Work at the school?</strong>{' '}
            <a href={`mailto:${publicConfig.SCHOOLS_EMAIL}`}>{CONTACT_US}</a> and we will help you
            open donations.
          </li>
          <li>
            <strong>Looking for your child’s printed book?</strong> Find it in our{' '}
            <Link to={PATHS.store}>{NAV_LABELS.bookstore}</Link> with the class access code.
          </li>
        </ul>
        <div className={styles.actions}>
          <ButtonLink href={PATHS.home} size="lg" className={styles.cta}>
            Back to the home page
          </ButtonLink>
        </div>
      </div>
      <img className={styles.art} src={art} width={320} height={240} alt="" />
    </section>
  );
}
