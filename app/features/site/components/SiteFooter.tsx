import { Link } from 'react-router';
import { COPYRIGHT_YEAR, PARENT_COMPANY, PRODUCT_NAME } from '@common/constants';
import { GET_STARTED_MODAL, NAV_LABELS, SPEAK_WITH_US } from '@common/copy/site';
import { PATHS } from '@common/routes';
import { Logo } from '~/components/ui/Logo';
import { publicConfig } from '~/lib/public-config';
import styles from './SiteFooter.module.css';

const COLUMNS = [
  {
    heading: 'Product',
    links: [
      { to: PATHS.journalsTab, label: GET_STARTED_MODAL.classrooms.heading },
      { to: PATHS.academyTab, label: GET_STARTED_MODAL.courses.heading },
      { to: PATHS.pricing, label: NAV_LABELS.pricing },
      { to: PATHS.store, label: NAV_LABELS.bookstore },
    ],
  },
  {
    heading: 'Who it serves',
    links: [
      { to: PATHS.schools, label: NAV_LABELS.schools },
      { to: PATHS.parishes, label: NAV_LABELS.parishes },
      { to: PATHS.about, label: NAV_LABELS.about },
      { to: PATHS.support, label: 'Support' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: PATHS.terms, label: 'Terms of Use' },
      { to: PATHS.privacy, label: 'Privacy Policy' },
      { to: PATHS.cookies, label: 'Cookie Policy' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Logo inverted />
          <p>Scripture reflection and writing for Christian schools, parishes and families.</p>
          <a className={styles.contact} href={`mailto:${publicConfig.CONTACT_EMAIL}`}>
            {SPEAK_WITH_US}
          </a>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className={styles.column}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}. A service of{' '}
          <a href={PARENT_COMPANY.url} rel="noopener">
            {PARENT_COMPANY.name}
          </a>
          .
        </p>
      </div>
    </footer>
  );
}
