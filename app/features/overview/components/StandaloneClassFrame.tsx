import type { ReactNode } from 'react';
import { OVERVIEW_FRAME } from '@common/copy/overview';
import { classPagePath, PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';

/**
 * The frame of a class tab rendered as a page of its own: the app shell with the class's
 * title and a way back to the class. Once the tab is a child of the class page's layout
 * (which draws the shell, the title and the tabs), the route renders the tab without it.
 */
export function StandaloneClassFrame({
  classId,
  classTitle,
  children,
}: {
  classId: string;
  classTitle: string | undefined;
  children: ReactNode;
}) {
  return (
    <AppShell
      home={{ to: PATHS.teacherArea, label: OVERVIEW_FRAME.home }}
      area={OVERVIEW_FRAME.area}
      back={{ to: classPagePath(classId), label: OVERVIEW_FRAME.backToClass }}
      title={classTitle}
    >
      {children}
    </AppShell>
  );
}
