import { Outlet } from 'react-router';
import { AcademyFooter } from '@academy/features/site/AcademyFooter';
import { AcademyHeader } from '@academy/features/site/AcademyHeader';
import styles from './layout.module.css';

/** The Academy's public pages: its own bar and footer around the page (decision 0020). */
export default function AcademyPublicLayout() {
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AcademyHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <AcademyFooter />
    </div>
  );
}
