import type { ReactNode } from 'react';
import { AppShell } from '~/components/layout/AppShell';
import styles from './Writing.module.css';

/** The frame of the writing pages: the app shell, its logo back to the account's area. */
export function WritingShell({
  home,
  homeLabel,
  back,
  title,
  actions,
  children,
}: {
  home: string;
  homeLabel: string;
  back: { to: string; label: string };
  title: string;
  /** Beside the title, e.g. the student's avatar. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AppShell home={{ to: home, label: homeLabel }} back={back} title={title} actions={actions}>
      {children}
    </AppShell>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.muted} role="status">
      {label}
    </p>
  );
}
