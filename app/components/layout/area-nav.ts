import { CHAT_PAGES } from '@common/chat/pages';
import { APP_SHELL } from '@common/copy/app-shell';
import { PATHS, type AreaName } from '@common/routes';
import type { SessionAccount } from '~/lib/session';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (a role's home), not on the pages below it. */
  end?: boolean;
}

const { nav } = APP_SHELL;

const AREA_NAV: Record<AreaName, NavItem[]> = {
  teacher: [
    { to: PATHS.teacherArea, label: nav.teacher.dashboard, end: true },
    { to: PATHS.teacherClasses, label: nav.teacher.classes },
    { to: PATHS.teacherActivities, label: nav.teacher.activities },
    { to: PATHS.teacherGradebook, label: nav.teacher.gradebook },
    { to: PATHS.teacherBooks, label: nav.teacher.books },
    { to: CHAT_PAGES.messages('teacher'), label: nav.teacher.messages },
    { to: CHAT_PAGES.careFlags, label: nav.teacher.safeguarding },
  ],
  parent: [
    { to: PATHS.parentArea, label: nav.parent.children, end: true },
    { to: CHAT_PAGES.messages('parent'), label: nav.parent.messages },
    { to: PATHS.storeOrders, label: nav.parent.orders },
  ],
  student: [
    { to: PATHS.studentArea, label: nav.student.work, end: true },
    { to: PATHS.studentPortfolio, label: nav.student.portfolio },
    { to: PATHS.studentAvatar, label: nav.student.avatar },
    { to: CHAT_PAGES.messages('student'), label: nav.student.messages },
  ],
};

/** The platform's own desks, for platform admins: in the account menu, beside their account. */
export const ADMIN_LINKS: NavItem[] = [
  { to: PATHS.admin, label: nav.admin.admin },
  { to: PATHS.staffOrders, label: nav.admin.orderDesk },
  { to: PATHS.staffWorkbookPacks, label: nav.admin.workbookPacks },
  { to: PATHS.staffBilling, label: nav.admin.billingDesk },
];

/** The persistent navigation of an account: its role's pages. */
export const navItemsFor = (account: SessionAccount): NavItem[] => AREA_NAV[account.type];

/** Where a role's logo and "home" lead. */
export const AREA_HOME: Record<AreaName, string> = {
  teacher: PATHS.teacherArea,
  parent: PATHS.parentArea,
  student: PATHS.studentArea,
};

/**
 * Whether a nav item is the current section: its own path or a page below it. Classes
 * stays current on a class's pages; the teacher's Dashboard only on /teacher itself.
 */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  if (item.end) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
