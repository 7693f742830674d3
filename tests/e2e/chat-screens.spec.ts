import type { Page } from '@playwright/test';
import { CHAT_PAGES } from '../../common/chat/pages';
import { APP_SHELL } from '../../common/copy/app-shell';
import { CHAT_SCREENS as COPY } from '../../common/copy/chat-screens';
import { CLASSROOM_API } from '../../common/schemas/classroom';
import { confirmEmail, DEMO_PASSWORD } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { makeSchoolAdmin, zoneInDaytime } from '../support/chat-school';
import { goToSection } from '../support/classes';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { invitedParent } from '../support/privacy-setup';

/**
 * Safe chat's screens (issue 17, point 12) against the built server: a teacher who runs their
 * school turns messages on in the chat settings, starts a conversation with an 8th grader and
 * sees who will read along (the student's parents, added by the server), sends, and sees
 * "Delivered"; the parent, in a browser of their own, sees the conversation and then the next
 * message arrive without a reload, announced to screen readers. The messages screen, the
 * settings and the safeguarding page pass axe at 1280 and 375 px, with no sideways scroll.
 */

const run = Array.from({ length: 5 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
)
  .join('')
  .replace(/^./, (letter) => letter.toUpperCase());
const STUDENT = { firstName: 'Maria', lastName: `Lopez${run}` };
const OTHER = { firstName: 'Ben', lastName: `Okafor${run}` };
const TEACHER = { firstName: 'Clara', lastName: `Mendes${run}` };
const PARENT = { firstName: 'Rosa', lastName: `Lopez${run}` };

/** A new teacher of a new school (signed up and confirmed), with a grade 8 class of two. */
async function teacherOfNewSchool(page: Page) {
  const email = `clara.${run.toLowerCase()}@school.example`;
  await page.goto('/');
  const signUp = await page.request.post('/api/auth/signup', {
    data: {
      email,
      firstName: TEACHER.firstName,
      lastName: TEACHER.lastName,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      accountType: 'teacher',
    },
  });
  expect(signUp.status()).toBe(200);
  await confirmEmail(page, page.request, email, 'teacher');
  const headers = { origin: new URL(page.url()).origin };
  const classTitle = `Theology 8 ${run}`;
  const created = await page.request.post(CLASSROOM_API.classes, {
    headers,
    data: {
      title: classTitle,
      gradeLevel: '8',
      subject: 'Religion',
      school: {
        name: `St. Monica School ${run}`,
        address_1: '5 Abbey Road',
        address_2: '',
        city: 'Dayton',
        zip: '45402',
        country_code: 'US',
        state_code: 'OH',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id: classId } = (await created.json()) as { id: string };
  const added = await page.request.post(`/api/classroom/classes/${classId}/students`, {
    headers,
    data: { students: [STUDENT, OTHER] },
  });
  expect(added.status()).toBe(201);
  const { students } = (await added.json()) as { students: { id: string }[] };
  return { email, classId, classTitle, studentId: students[0]!.id };
}

/** A screenshot at both widths (looked at by hand), with axe and no sideways scroll at each. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await page.screenshot({ path: `/tmp/chatui-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('a teacher messages an 8th grader, the parent sees it live, and every chat screen passes axe', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, classId, classTitle, studentId } = await teacherOfNewSchool(page);
  const parent = await invitedParent(browser, page, {
    classId,
    studentId,
    email: `rosa.${run.toLowerCase()}@family.example`,
    firstName: PARENT.firstName,
    lastName: PARENT.lastName,
  });
  await makeSchoolAdmin(email);

  // Before chat is on, the messages screen says who turns it on, and leads to the settings.
  await goToSection(page, APP_SHELL.nav.teacher.messages);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.messages.title);
  await expect(page.getByText(COPY.messages.offTitle)).toBeVisible();
  await page.getByRole('link', { name: COPY.messages.offTeacherLink }).click();

  // The school's admin turns messages on, in a time zone where it is day now.
  await expect(page).toHaveURL(CHAT_PAGES.settings);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.settings.title);
  const school = page.getByRole('region', {
    name: COPY.settings.school.title(`St. Monica School ${run}`),
  });
  const on = school.getByRole('switch', { name: COPY.settings.school.enabled });
  await expect(on).not.toBeChecked();
  await on.check();
  await school.getByLabel(COPY.settings.school.timeZone).selectOption(zoneInDaytime());
  await school.getByLabel(COPY.settings.school.lead).selectOption({
    label: COPY.settings.school.staffLabel(`${TEACHER.firstName} ${TEACHER.lastName}`, email),
  });
  await school.getByRole('button', { name: COPY.settings.save }).click();
  await expect(school.getByRole('status')).toHaveText(COPY.settings.saved);
  await checkAtBothWidths(page, 'settings');

  // The parent waits on their messages screen: nothing yet.
  await parent.goto(CHAT_PAGES.messages('parent'));
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(COPY.messages.title);
  await expect(parent.getByText(COPY.messages.emptyTitle)).toBeVisible();

  // The teacher starts a conversation with Maria: the dialog says who would read along.
  await page.goto(CHAT_PAGES.messages('teacher'));
  await expect(page.getByText(COPY.messages.emptyTitle)).toBeVisible();
  await page.getByRole('button', { name: COPY.messages.startOne }).click();
  const dialog = page.getByRole('dialog', { name: COPY.start.title });
  await dialog.getByRole('radio', { name: COPY.start.kinds.direct, exact: true }).check();
  const maria = dialog.getByRole('radio', {
    name: new RegExp(`${STUDENT.firstName} ${STUDENT.lastName}`),
  });
  await expect(maria).toBeEnabled();
  await expect(dialog.getByTestId('student-choices')).toContainText(
    COPY.start.seenBy('Maria, Maria’s parent and you'),
  );
  await maria.check();
  await dialog.getByRole('button', { name: COPY.start.start }).click();

  // The thread opens with the composer's line of who will see what is written.
  const thread = page.getByTestId('thread');
  await expect(thread.getByRole('heading', { level: 2 })).toHaveText(
    `${STUDENT.firstName} ${STUDENT.lastName}`,
  );
  await expect(thread.getByTestId('who-sees')).toHaveText(
    COPY.composer.whoSees('Maria, Maria’s parent and you'),
  );
  await thread.getByText(COPY.members.summary(3)).click();
  const parentMember = thread
    .getByTestId('members')
    .getByRole('listitem')
    .filter({ hasText: `${PARENT.firstName} ${PARENT.lastName}` });
  await expect(parentMember).toContainText(COPY.members.kinds.parent);
  await expect(parentMember).toContainText(COPY.members.permanent);
  const first = 'Maria read the psalm beautifully today. Thank you for practising with her!';
  await thread.getByLabel(COPY.composer.label).fill(first);
  await thread.getByRole('button', { name: COPY.composer.send }).click();
  const mine = thread.getByTestId('message').filter({ hasText: first });
  await expect(mine.getByTestId('message-state')).toHaveText(COPY.thread.states.delivered);
  await expect(thread.getByLabel(COPY.composer.label)).toHaveValue('');
  await expect(mine.getByRole('button', { name: COPY.thread.withdraw })).toBeVisible();

  // The parent's open screen shows it without a reload, unread, then reads it.
  const row = parent.getByTestId('conversation-list').getByRole('link', {
    name: new RegExp(classTitle),
  });
  await expect(row).toContainText(first);
  await expect(row).toContainText(COPY.messages.unread(1));
  await row.click();
  const parentThread = parent.getByTestId('thread');
  await expect(parentThread.getByTestId('message').filter({ hasText: first })).toContainText(
    `${TEACHER.firstName} ${TEACHER.lastName}`,
  );
  await expect(parentThread.getByTestId('who-sees')).toHaveText(
    COPY.composer.whoSees(`Maria, ${TEACHER.firstName} ${TEACHER.lastName} and you`),
  );
  await expect(row).not.toContainText(COPY.messages.unread(1));

  // A second message reaches the open thread live, and is announced politely.
  const second = 'The class Mass is on Friday at 9:00.';
  await thread.getByLabel(COPY.composer.label).fill(second);
  await thread.getByRole('button', { name: COPY.composer.send }).click();
  await expect(parentThread.getByTestId('message').filter({ hasText: second })).toBeVisible();
  await expect(parent.getByTestId('chat-announcer')).toHaveText(
    COPY.thread.newMessageFrom(`${TEACHER.firstName} ${TEACHER.lastName}`),
  );
  // The teacher sees that the parent read the first (teachers see reads).
  await expect(mine.getByTestId('message-state')).toHaveText(COPY.thread.states.seen);

  await checkAtBothWidths(page, 'thread-teacher');
  await checkAtBothWidths(parent, 'thread-parent');
  // On a phone the list is its own screen.
  await page.goto(CHAT_PAGES.messages('teacher'));
  await expect(page.getByTestId('conversation-list')).toBeVisible();
  await checkAtBothWidths(page, 'list-teacher');

  // The safeguarding page: the lead's care flags (none yet), explained.
  await goToSection(page, APP_SHELL.nav.teacher.safeguarding);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.safeguarding.title);
  await expect(page.getByText(COPY.safeguarding.emptyTitle)).toBeVisible();
  await checkAtBothWidths(page, 'safeguarding');
});
