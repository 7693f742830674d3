import { PATHS } from '@common/routes';
import { AppShell, type AppShellProps } from '~/components/layout/AppShell';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import styles from './Page.module.css';

/** The frame of the activities pages: the app shell, its logo back to the teacher area. */
export function TeacherShell(props: Omit<AppShellProps, 'home' | 'area'>) {
  return (
    <AppShell
      home={{ to: PATHS.teacherArea, label: COPY.backToArea }}
      area={COPY.area}
      {...props}
    />
  );
}

/** 'Loading ...', announced politely. */
export function Loading() {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {COPY.loading}
    </p>
  );
}
