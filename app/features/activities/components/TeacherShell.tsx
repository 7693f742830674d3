import { PATHS } from '@common/routes';
import { AppShell, type AppShellProps } from '~/components/layout/AppShell';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import { Skeleton } from '~/components/ui/Skeleton';

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

/** A placeholder while a list or an activity loads, announced politely. */
export function Loading() {
  return <Skeleton label={COPY.loading} lines={4} />;
}
