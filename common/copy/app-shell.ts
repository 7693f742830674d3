import { ACCOUNT_AREA } from './auth';

/** The frame of every signed-in page (issue 11, point 1): navigation and the account menu. */
export const APP_SHELL = {
  navLabel: 'Main',
  nav: {
    teacher: {
      dashboard: 'Dashboard',
      classes: 'Classes',
      activities: 'Activities',
      gradebook: 'Gradebook',
      books: 'Books & orders',
      // Issue 17: safe chat.
      messages: 'Messages',
      safeguarding: 'Safeguarding',
    },
    parent: { children: 'My children', messages: 'Messages', orders: 'Book orders' },
    student: { work: 'My work', portfolio: 'Portfolio', avatar: 'Avatar', messages: 'Messages' },
    admin: {
      admin: 'Platform admin',
      orderDesk: 'Order desk',
      workbookPacks: 'Workbook packs',
      billingDesk: 'Billing desk',
    },
  },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  accountMenu: (name: string) => `Account menu for ${name}`,
  profile: 'Profile',
  notificationPreferences: 'Notification preferences',
  signOut: ACCOUNT_AREA.logOut,
  breadcrumbs: 'Breadcrumb',
  homeLink: 'Lectio home',
  impersonating: ACCOUNT_AREA.impersonating,
} as const;
