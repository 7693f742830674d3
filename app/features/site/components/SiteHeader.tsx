import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { LAYOUT } from '@common/constants';
import { NAV_LABELS } from '@common/copy/site';
import { PATHS } from '@common/routes';
import { Button } from '~/components/ui/Button';
import { Logo } from '~/components/ui/Logo';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { GetStartedModal } from './GetStartedModal';
import styles from './SiteHeader.module.css';

const PAGE_LINKS = [
  { to: PATHS.about, label: NAV_LABELS.about },
  { to: PATHS.schools, label: NAV_LABELS.schools },
  { to: PATHS.parishes, label: NAV_LABELS.parishes },
  { to: PATHS.pricing, label: NAV_LABELS.pricing },
] as const;

/**
 * SPEC §2.2: the navigation bar. It sticks to the top once the page has scrolled past 90 px
 * and folds into a menu button below 900 px (the breakpoint is in the CSS module).
 */
export function SiteHeader() {
  const sticky = useScrolledPast(LAYOUT.stickyNavAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const openModal = () => {
    setMenuOpen(false);
    setModalOpen(true);
  };

  return (
    <header className={styles.header} data-sticky={sticky} data-testid="site-header">
      <div className={`container ${styles.bar}`}>
        <Link to={PATHS.home} className={styles.brand} aria-label="Lectio home">
          <Logo />
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">Menu</span>
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            {menuOpen ? (
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            )}
          </svg>
        </button>
        <nav
          id="site-menu"
          className={styles.menu}
          data-open={menuOpen}
          aria-label="Main"
          // Following a link closes the phone menu.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
          }}
        >
          <ul className={styles.links}>
            {PAGE_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className={styles.desktopOnly}>
              <NavLink to={PATHS.store} className={styles.link}>
                {NAV_LABELS.bookstore}
              </NavLink>
            </li>
            <li className={styles.mobileOnly}>
              <Link to={PATHS.support} className={styles.link}>
                {NAV_LABELS.bookstore}
              </Link>
            </li>
          </ul>
          <div className={styles.actions}>
            <Button variant="ghost" onClick={openModal}>
              {NAV_LABELS.logIn}
            </Button>
            <Button onClick={openModal}>{NAV_LABELS.getStarted}</Button>
          </div>
        </nav>
      </div>
      <GetStartedModal open={modalOpen} onClose={() => setModalOpen(false)} />
    </header>
  );
}
