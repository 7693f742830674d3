import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ADMIN_DESK } from '@common/copy/admin-desk';
import { ADMIN_SCREENS } from '@common/copy/classroom-screens';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import styles from './AdminDesk.module.css';

const SECTIONS = [
  { to: PATHS.admin, label: ADMIN_DESK.sections.dashboard, end: true },
  { to: PATHS.adminSchools, label: ADMIN_DESK.sections.schools },
  { to: PATHS.adminTeachers, label: ADMIN_DESK.sections.teachers },
  { to: PATHS.adminStudents, label: ADMIN_DESK.sections.students },
  { to: PATHS.adminAudit, label: ADMIN_DESK.sections.audit },
  { to: PATHS.adminDeletions, label: ADMIN_DESK.sections.deletions },
];

/** Every admin desk page: the shell, the page's heading and the desk's own sections. */
export function AdminDeskFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AppShell home={{ to: PATHS.teacherArea, label: ADMIN_SCREENS.back }} title={title}>
      <nav aria-label={ADMIN_DESK.navLabel} className={styles.sections}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end ?? false}
                className={({ isActive }) => (isActive ? styles.current : styles.section)}
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </AppShell>
  );
}
