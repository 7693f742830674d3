import { APP_SHELL } from '../../common/copy/app-shell';
import {
  accountPath,
  CLASS_TABS,
  classTabPath,
  notificationsPath,
  PATHS,
  reviewPath,
  studentWritingPath,
} from '../../common/routes';
import {
  accountDetail,
  accountMenuButton,
  DEMO,
  logOut,
  signIn,
  expectHome,
} from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import type { Page } from '@playwright/test';
import { CLASSROOM_API } from '../../common/schemas/classroom';
import { OVERVIEW_API } from '../../common/schemas/overview';
import { PROJECTS_API } from '../../common/schemas/projects';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

// Issue 11, point 1: one frame for every signed-in page — the role's navigation, the account
// menu, breadcrumbs on deep pages, and a drawer below 900 px.

const { nav } = APP_SHELL;

test('a teacher moves between sections from the bar and finds their account in its menu', async ({
  page,
}) => {
  await signIn(page, 'teacher', DEMO.teacher);
  const bar = page.getByRole('navigation', { name: APP_SHELL.navLabel });
  await expect(bar.getByRole('link')).toHaveText(Object.values(nav.teacher));
  await expect(bar.getByRole('link', { name: nav.teacher.dashboard })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await bar.getByRole('link', { name: nav.teacher.activities }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reflection activities');
  await expect(bar.getByRole('link', { name: nav.teacher.activities })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bar.getByRole('link', { name: nav.teacher.dashboard })).not.toHaveAttribute(
    'aria-current',
  );

  // A deep page says where it sits; its parent is one click away.
  await page.getByRole('link', { name: 'New activity' }).first().click();
  const crumbs = page.getByRole('navigation', { name: APP_SHELL.breadcrumbs });
  await expect(crumbs.getByRole('listitem')).toHaveText(['All activities', 'New activity']);
  await expect(bar.getByRole('link', { name: nav.teacher.activities })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // The account menu, by keyboard: who is signed in, their pages, Log out; Escape closes it.
  await accountMenuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('area-name')).toHaveText('Thomas Reyesteacher@demo.lectio.app');
  await expect(page.getByTestId('area-type')).toHaveText('Teacher');
  await expect(page.getByRole('link', { name: APP_SHELL.profile })).toBeVisible();
  await expect(page.getByRole('link', { name: APP_SHELL.notificationPreferences })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('area-name')).toBeHidden();
  await expect(accountMenuButton(page)).toBeFocused();

  // A click elsewhere closes it too.
  await accountMenuButton(page).click();
  await expect(page.getByTestId('area-type')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('area-type')).toBeHidden();

  await logOut(page);
  await expectHome(page);
});

test('a platform admin reaches the admin desks from the account menu', async ({ page }) => {
  await signIn(page, 'teacher', DEMO.admin);
  await expect(await accountDetail(page, 'area-type')).toHaveText('Platform administrator');
  await page.getByRole('link', { name: nav.admin.orderDesk }).click();
  await expect(page).toHaveURL(PATHS.staffOrders);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The desk keeps the frame: back to the dashboard in one click.
  await page
    .getByRole('navigation', { name: APP_SHELL.navLabel })
    .getByRole('link', { name: nav.teacher.dashboard })
    .click();
  await expect(page).toHaveURL(PATHS.teacherArea);
});

test('below 900 px the navigation is a drawer that works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'parent', DEMO.parent);
  await expect(page.getByRole('navigation', { name: APP_SHELL.navLabel })).toBeHidden();

  const open = page.getByRole('button', { name: APP_SHELL.openMenu });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: APP_SHELL.navLabel });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: nav.parent.children })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(drawer).toContainText('Lucia Gomez');
  await expect(drawer.getByRole('link', { name: APP_SHELL.signOut })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();

  // Following a link closes the drawer on the new page.
  await open.click();
  await drawer.getByRole('link', { name: nav.parent.orders }).click();
  await expect(page).toHaveURL(PATHS.storeOrders);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsWidth(page);
});

// Every signed-in page, at 375 px: none scrolls sideways (point 3). Pages of a record (a
// class and its tabs, a piece of writing, a review) are found through the API as the account.
const SIGNED_IN_PAGES = {
  teacher: [
    PATHS.teacherArea,
    PATHS.teacherClasses,
    PATHS.teacherActivities,
    PATHS.teacherActivityNew,
    PATHS.teacherGradebook,
    PATHS.teacherBooks,
    notificationsPath('teacher'),
    accountPath('teacher'),
  ],
  parent: [PATHS.parentArea, PATHS.storeOrders, notificationsPath('parent'), accountPath('parent')],
  admin: [PATHS.admin, PATHS.staffOrders],
  student: [
    PATHS.studentArea,
    PATHS.studentPortfolio,
    PATHS.studentAvatar,
    notificationsPath('student'),
    accountPath('student'),
  ],
} as const;

async function recordPages(page: Page, role: string): Promise<string[]> {
  if (role === 'teacher') {
    const classes = (await (await page.request.get(CLASSROOM_API.classes)).json()) as {
      id: string;
    }[];
    const dashboard = (await (await page.request.get(OVERVIEW_API.dashboard)).json()) as {
      toReview: { projectId: string }[];
    };
    const classId = classes[0]?.id;
    expect(classId, 'the demo teacher has a class').toBeTruthy();
    return [
      ...CLASS_TABS.map((tab) => classTabPath(classId ?? '', tab)),
      ...dashboard.toReview.slice(0, 1).map((item) => reviewPath(item.projectId)),
    ];
  }
  if (role === 'student') {
    const { activities } = (await (
      await page.request.get(PROJECTS_API.studentActivities)
    ).json()) as { activities: { classId: string; activityId: string }[] };
    return activities.slice(0, 1).map((a) => studentWritingPath(a.classId, a.activityId));
  }
  return [];
}

for (const [role, paths] of Object.entries(SIGNED_IN_PAGES)) {
  test(`no ${role} page scrolls sideways at 375 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const area = role === 'admin' ? 'teacher' : (role as 'teacher' | 'parent' | 'student');
    await signIn(page, area, DEMO[role as keyof typeof DEMO]);
    for (const path of [...paths, ...(await recordPages(page, role))]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByTestId('skeleton'), path).toHaveCount(0);
      await expectFitsWidth(page);
    }
  });
}
