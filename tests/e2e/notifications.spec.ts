import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { NOTIFICATIONS_COPY as COPY } from '../../common/copy/notifications';
import { DASHBOARD_COPY } from '../../common/copy/overview';
import { AVATAR_COPY } from '../../common/copy/writing';
import { accountPath, notificationsPath } from '../../common/routes';
import { CLASSROOM_API } from '../../common/schemas/classroom';
import { confirmEmail, DEMO, signIn, signUp, uniqueEmail } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { extractLink, readEmail } from '../support/mailbox';

/**
 * The notification centre (issue 11, points 14–15) against the built server: a new teacher's
 * bell counts a student's join request live, without a reload; the panel says who asked to
 * join which class; opening it marks it read and leads to the class page; the notifications
 * page and the account page (email preference) work by mouse and keyboard; the email's
 * unsubscribe link turns notification email off after a click.
 */

const PASSWORD = 'LectioDemo1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A new teacher (so their bell starts empty) with a class made through the API. */
async function teacherWithClass(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('bell');
  await signUp(page, 'teacher', { email, password: PASSWORD, firstName: 'Rita', lastName: 'Bell' });
  await confirmEmail(page, request, email, 'teacher');
  const title = `Psalms ${unique()}`;
  const created = await page.request.post(CLASSROOM_API.classes, {
    headers: { origin: new URL(page.url()).origin },
    data: {
      title,
      gradeLevel: '7',
      subject: 'Theology',
      school: {
        name: 'St. Brigid Catholic School',
        address_1: '120 Main Street',
        address_2: '',
        city: 'Springfield',
        zip: '62701',
        country_code: 'US',
        state_code: 'IL',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id, accessCode } = (await created.json()) as { id: string; accessCode: string };
  return { email, title, classId: id, accessCode };
}

/** The demo student, in a browser of their own, asks to join the class with its code. */
async function studentAsksToJoin(browser: Browser, accessCode: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'student', DEMO.student);
  const asked = await page.request.post(CLASSROOM_API.studentJoinRequests, {
    headers: { origin: new URL(page.url()).origin },
    data: { code: accessCode },
  });
  expect(asked.status()).toBe(201);
  await page.context().close();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a join request rings the teacher's bell live; notifications, account and unsubscribe (${name})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { email, title, classId, accessCode } = await teacherWithClass(page, request);

    // The notifications page: nothing yet, and a bell with no count.
    await page.goto(notificationsPath('teacher'));
    await expect(page.getByRole('heading', { level: 1, name: COPY.page.title })).toBeVisible();
    await expect(page.getByText(COPY.page.emptyTitle)).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expectFitsWidth(page);

    // A student asks to join: the count appears without a reload, and the list shows it.
    await studentAsksToJoin(browser, accessCode);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    const sentence = new RegExp(`^Maria \\w\\. asked to join “${title}”$`);
    const pageRow = page.getByRole('main').getByTestId('notification');
    await expect(pageRow.getByTestId('notification-sentence')).toHaveText(sentence);
    await expect(pageRow).toContainText('Unread');
    await expect(pageRow.locator('time')).toHaveText('just now');
    await expect(page.getByTestId('unread-summary')).toHaveText('1 unread');

    // Keyboard only: the bell opens its panel, Escape closes it and focus returns to the bell.
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: COPY.bell.title });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('notification-sentence')).toHaveText(sentence);
    await expect(panel.getByRole('button', { name: COPY.bell.markAll })).toBeEnabled();
    await expect(panel.getByRole('link', { name: COPY.bell.seeAll })).toBeVisible();
    // The whole panel is on screen, at either width.
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // Opening it again and choosing the notification (by keyboard on the phone, by mouse on
    // the desktop) marks it read and opens the class page, where the count is gone.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    if (name === 'mobile') {
      // From the panel: Tab reaches "Mark all as read", then the notification.
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('button', { name: COPY.bell.markAll })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(panel.getByTestId('notification')).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await panel.getByTestId('notification').click();
    }
    await expect(page).toHaveURL(new RegExp(`/teacher/classes/${classId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    // The notifications page lists it as read.
    await page.goto(notificationsPath('teacher'));
    await expect(page.getByTestId('unread-summary')).toHaveText('No unread notifications');
    await expect(pageRow.getByTestId('notification-sentence')).toHaveText(sentence);
    await expect(pageRow).not.toContainText('Unread');
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);

    // The email that went out at once has a one-click unsubscribe; its visible link asks first.
    const message = await readEmail(request, email, {
      subject: 'asked to join',
      timeoutMs: 10_000,
    });
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await page.goto(extractLink(message.text, '/email/unsubscribe'));
    await expect(
      page.getByRole('heading', { level: 1, name: COPY.unsubscribe.title }),
    ).toBeVisible();
    await expect(page.getByText(COPY.unsubscribe.intro)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: COPY.unsubscribe.confirm }).click();
    await expect(page.getByRole('heading', { name: COPY.unsubscribe.done })).toBeVisible();
    await expect(page.getByText(COPY.unsubscribe.doneBody)).toBeVisible();

    // The account page shows email off; choosing the daily summary is saved, and stays.
    await page.goto(accountPath('teacher'));
    await expect(page.getByRole('heading', { level: 1, name: COPY.account.title })).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await expect(page.getByLabel(COPY.account.firstName)).toHaveValue('Rita');
    await expect(
      page.getByRole('radio', { name: COPY.account.preferences.off.label }),
    ).toBeChecked();
    await page.getByRole('radio', { name: COPY.account.preferences.daily.label }).check();
    await expect(page.getByText(COPY.account.preferenceSaved)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await page.reload();
    await expect(
      page.getByRole('radio', { name: COPY.account.preferences.daily.label }),
    ).toBeChecked();
    await expect(page.getByRole('link', { name: COPY.account.changePassword })).toBeVisible();
    await expect(page.getByRole('link', { name: COPY.account.signOut })).toBeVisible();
  });
}

test('an open dashboard follows what the bell hears, without a reload', async ({
  page,
  browser,
  request,
}) => {
  const { accessCode } = await teacherWithClass(page, request);
  await page.goto('/teacher');
  const recent = page.getByRole('region', { name: DASHBOARD_COPY.recentTitle });
  await expect(recent.getByText(DASHBOARD_COPY.recentEmptyTitle)).toBeVisible();
  // The dashboard asks again only every minute by itself: within seconds, only the live
  // channel can have brought the join request.
  await studentAsksToJoin(browser, accessCode);
  await expect(recent.getByText(/^Maria .+ asked to join$/)).toBeVisible();
  await expect(page.getByText(DASHBOARD_COPY.waitingToJoin(1))).toBeVisible();
});

test("a student's account page: name, username, avatar and no email setting", async ({ page }) => {
  await signIn(page, 'student', DEMO.student);
  await page.goto(accountPath('student'));
  await expect(page.getByRole('heading', { level: 1, name: COPY.account.title })).toBeVisible();
  await expect(page.getByTestId('account-username')).toHaveText('maria.g');
  await expect(page.getByRole('link', { name: AVATAR_COPY.open })).toBeVisible();
  await expect(page.getByRole('img', { name: AVATAR_COPY.yourAvatar })).toBeVisible();
  await expect(page.getByRole('group', { name: COPY.account.emailTitle })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
