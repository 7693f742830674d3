import { Link } from 'react-router';
import { NAV_LABELS } from '@common/copy/site';
import { PATHS } from '@common/routes';
import art from '~/assets/pages/not-found.svg';
import { ButtonLink } from '~/components/ui/Button';
import styles from './StatusPage.module.css';

const SUGGESTIONS = [
  { to: PATHS.about, label: NAV_LABELS.about },
  { to: PATHS.schools, label: NAV_LABELS.schools },
  { to: PATHS.parishes, label: NAV_LABELS.parishes },
  { to: PATHS.pricing, label: NAV_LABELS.pricing },
  { to: PATHS.store, label: NAV_LABELS.bookstore },
] as const;

/** SPEC §2.1: any address the site does not know. The server sends it with status 404. */
export function NotFoundPage() {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <div className={styles.text}>
        <p className="eyebrow">Page not found</p>
        <h1 id="not-found-title">We couldn’t find that page</h1>
        <p className="lead">
          The page you were looking for may have moved, or the address may have a small typo. Let’s
          get you back on the path.
        </p>
        <div className={styles.actions}>
          <ButtonLink href={PATHS.home} size="lg" className={styles.cta}>
            Back to the home page
          </ButtonLink>
        </div>
        <nav aria-labelledby="not-found-suggestions" className={styles.more}>
          <h2 id="not-found-suggestions" className={styles.moreTitle}>
            Or try one of these
          </h2>
          <ul className={styles.links}>
            {SUGGESTIONS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <img className={styles.art} src={art} width={400} height={300} alt="" />
    </section>
  );
}
