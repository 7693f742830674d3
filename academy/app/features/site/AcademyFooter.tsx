import { ACADEMY_FOOTER } from '@common/copy/academy';
import { PATHS } from '@common/routes';
import { useJournalsUrl } from '@academy/lib/journals-url';
import styles from './AcademyFooter.module.css';

/** The Academy's footer: where it belongs, and the legal pages (on the Journals site). */
export function AcademyFooter() {
  const journals = useJournalsUrl();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.partOf}>{ACADEMY_FOOTER.partOf}</p>
        <ul className={styles.links}>
          <li>
            <a href={journals}>{ACADEMY_FOOTER.journals}</a>
          </li>
          <li>
            <a href={`${journals}${PATHS.terms}`}>{ACADEMY_FOOTER.terms}</a>
          </li>
          <li>
            <a href={`${journals}${PATHS.privacy}`}>{ACADEMY_FOOTER.privacy}</a>
          </li>
          <li>
            <a href={`${journals}${PATHS.cookies}`}>{ACADEMY_FOOTER.cookies}</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
