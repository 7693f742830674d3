import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AccountType } from '@common/schemas/auth';
import { AUTH_PANEL, AUTH_BACK, STUDENT_CARD } from '@common/copy/auth';
import { AUTH_TAGLINE } from '@common/copy/site';
import { PATHS } from '@common/routes';
import panelArt from '~/assets/auth/panel-art.svg';
import { ButtonLink } from '~/components/ui/Button';
import { Logo } from '~/components/ui/Logo';
import styles from './AuthShell.module.css';

interface AuthShellProps {
  account: AccountType;
  title: string;
  subtitle?: string;
  toggle?: { href: string; label: string };
  /** The panel's sentence; the account type's own by default. */
  panelText?: string;
  /** The panel's card; by default non-students get 'Are you a student??' (the Academy its own). */
  card?: ReactNode;
  children: ReactNode;
}

/**
 * SPEC §2.5: the sign-in and sign-up screen. A header with Back to / and the toggle link,
 * the form on the left, and on the right a panel coloured by account type; non-students
 * also get the 'Are you a student??' card.
 */
export function AuthShell({
  account,
  title,
  subtitle,
  toggle,
  panelText,
  card,
  children,
}: AuthShellProps) {
  return (
    <div className={styles.shell} data-account={account} data-testid="auth-shell">
      <div className={styles.column}>
        <header className={styles.header}>
          <Link to={PATHS.home} className={styles.back}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {AUTH_BACK}
          </Link>
          {toggle && (
            <Link to={toggle.href} className={styles.toggle}>
              {toggle.label}
            </Link>
          )}
        </header>
        <main id="main" className={styles.main} tabIndex={-1}>
          <span className={styles.brand}>
            <Logo />
          </span>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {!subtitle && <div className={styles.subtitle} />}
          {children}
        </main>
      </div>
      <aside className={styles.panel} aria-label={AUTH_TAGLINE}>
        <img className={styles.art} src={panelArt} alt="" width={360} height={280} />
        <p className={styles.tagline}>{AUTH_TAGLINE}</p>
        <p className={styles.panelText}>{panelText ?? AUTH_PANEL[account]}</p>
        {card}
        {card === undefined && account !== 'student' && (
          <section className={styles.studentCard} aria-labelledby="student-card-title">
            <h2 id="student-card-title">{STUDENT_CARD.title}</h2>
            <ButtonLink href={PATHS.studentSignIn} variant="primary">
              {STUDENT_CARD.link}
            </ButtonLink>
          </section>
        )}
      </aside>
    </div>
  );
}

/** The shell's styles, for a card of the Academy's own in the panel (the same look). */
export const authShellStyles = styles;
