import type { Download, Page } from '@playwright/test';
import { CHAT_PAGES } from '../../common/chat/pages';
import { APP_SHELL } from '../../common/copy/app-shell';
import { CHAT_MESSAGES } from '../../common/copy/chat';
import { CHAT_SCREENS as COPY } from '../../common/copy/chat-screens';
import { DEMO_PASSWORD, signInThroughApi } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { newChatSchool, setChatClock } from '../support/chat-school';
import { goToSection } from '../support/classes';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { signedInNewStudent } from '../support/student-class';

/**
 * Issue 17, point 15: safe chat's journeys as each person sees them, on chat's test clock
 * (POST /dev/chat/clock). The clock is one for the whole server, so these run on their own,
 * after every other browser test (the `chat-clock` project in playwright.config.ts), one after
 * another, and give the real time back at the end.
 *
 * 1. A teacher messages a 7th grader: first refused (under 13, no consent), the parent gives
 *    consent, the teacher writes and the parent sees the thread live; the student replies at
 *    22:30 and the teacher receives it at 07:00; then a student's message trips the care flag
 *    and the safeguarding lead sees it.
 * 2. The school's admin finds the conversation and exports it as CSV and PDF, and the class's
 *    teacher sees the export in the record of reads.
 */

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'America/Chicago' });

const ZONE = 'America/Chicago';
/** 10:00, 22:30 and 07:00 the next morning in Chicago (UTC−6 in November). */
const MORNING = '2026-11-27T16:00:00.000Z';
const LATE_EVENING = '2026-11-28T04:30:00.000Z';
const NEXT_MORNING = '2026-11-28T13:00:00.000Z';

const run = Array.from({ length: 5 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
)
  .join('')
  .replace(/^./, (letter) => letter.toUpperCase());

const FIRST = 'Maria, your reflection on the Good Shepherd was beautiful.';
const LATE_REPLY = 'Thank you! I will read it to my grandmother tomorrow.';
const WORRYING = 'sometimes I want to hurt myself';

/** axe and no sideways scroll at both widths, and a screenshot of each to look at. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await page.screenshot({ path: `/tmp/chatjourney-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

let school: Awaited<ReturnType<typeof newChatSchool>>;

// The real time back for whatever runs next (the clock route asks for a signed-in adult).
test.afterAll(async ({ browser }) => {
  if (!school) return;
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, 'teacher', { email: school.email, password: DEMO_PASSWORD });
  await setChatClock(page, null);
  await page.context().close();
});

test('a 7th grader’s thread: consent, the parent live, a late reply held until 07:00, and the care flag', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  school = await newChatSchool(page, browser, { run, grade: '7', timeZone: ZONE });
  await setChatClock(page, MORNING);

  // Maria is under 13 and nobody has consented yet: the teacher is told why before writing.
  await page.goto(CHAT_PAGES.messages('teacher'));
  await page.getByRole('button', { name: COPY.messages.startOne }).click();
  let dialog = page.getByRole('dialog', { name: COPY.start.title });
  await dialog.getByRole('radio', { name: COPY.start.kinds.direct, exact: true }).check();
  const maria = () => dialog.getByRole('radio', { name: new RegExp(school.student.name) });
  await expect(maria()).toBeDisabled();
  await expect(dialog.getByTestId('student-choices')).toContainText(
    CHAT_MESSAGES.under13NoConsent('Maria'),
  );
  await dialog.getByRole('button', { name: COPY.start.cancel }).click();

  // The parent gives consent on their messages screen.
  const parent = school.parent;
  await parent.goto(CHAT_PAGES.messages('parent'));
  const consent = parent.getByTestId('consents');
  await expect(consent.getByRole('heading', { level: 2 })).toHaveText(COPY.consent.parentTitle);
  await checkAtBothWidths(parent, 'consent-parent');
  await consent.getByRole('button', { name: COPY.consent.give('Maria') }).click();
  await expect(consent).toContainText(/Allowed on /);

  // Now the teacher can write to Maria; the dialog says who reads along.
  await page.reload();
  await page.getByRole('button', { name: COPY.messages.startOne }).click();
  dialog = page.getByRole('dialog', { name: COPY.start.title });
  await dialog.getByRole('radio', { name: COPY.start.kinds.direct, exact: true }).check();
  await expect(maria()).toBeEnabled();
  await maria().check();
  await dialog.getByRole('button', { name: COPY.start.start }).click();
  const thread = page.getByTestId('thread');
  await expect(thread.getByTestId('who-sees')).toHaveText(
    COPY.composer.whoSees('Maria, Maria’s parent and you'),
  );
  await thread.getByLabel(COPY.composer.label).fill(FIRST);
  await thread.getByRole('button', { name: COPY.composer.send }).click();
  const first = thread.getByTestId('message').filter({ hasText: FIRST });
  await expect(first.getByTestId('message-state')).toHaveText(COPY.thread.states.delivered);

  // The parent's open screen shows it without a reload.
  const row = parent
    .getByTestId('conversation-list')
    .getByRole('link', { name: new RegExp(school.classTitle) });
  await expect(row).toContainText(FIRST);
  await row.click();
  await expect(parent.getByTestId('thread').getByTestId('message')).toContainText(FIRST);

  // Maria signs in for the first time and opens the conversation.
  const student = await signedInNewStudent(browser, school.student);
  await goToSection(student, APP_SHELL.nav.student.messages);
  await expect(student.getByRole('heading', { level: 1 })).toHaveText(COPY.messages.title);
  await student
    .getByTestId('conversation-list')
    .getByRole('link', { name: new RegExp(school.classTitle) })
    .click();
  const studentThread = student.getByTestId('thread');
  await expect(studentThread.getByTestId('message').filter({ hasText: FIRST })).toBeVisible();
  await checkAtBothWidths(student, 'thread-student');

  // At 22:30 Maria replies: accepted, held for the delivery window, and she is told so.
  await setChatClock(page, LATE_EVENING);
  await studentThread.getByLabel(COPY.composer.label).fill(LATE_REPLY);
  await studentThread.getByRole('button', { name: COPY.composer.send }).click();
  const reply = studentThread.getByTestId('message').filter({ hasText: LATE_REPLY });
  await expect(reply.getByTestId('message-state')).toHaveText(
    /Waiting for the delivery window · arrives .*7:00\sAM/,
  );
  await expect(studentThread.getByLabel(COPY.composer.label)).toHaveValue('');
  // Nothing reaches the teacher or the parent in the night, even after a reload.
  await page.reload();
  await expect(page.getByTestId('thread').getByTestId('message')).toHaveCount(1);
  await expect(page.getByTestId('thread').getByText(LATE_REPLY)).toHaveCount(0);

  // At 07:00 it is delivered: the teacher's open thread shows it live, announced politely.
  expect(await setChatClock(page, NEXT_MORNING)).toBe(1);
  await expect(page.getByTestId('thread').getByText(LATE_REPLY)).toBeVisible();
  await expect(page.getByTestId('chat-announcer')).toHaveText(
    // A student signs messages with their first name and initial.
    COPY.thread.newMessageFrom('Maria L.'),
  );
  await expect(parent.getByTestId('thread').getByText(LATE_REPLY)).toBeVisible();

  // A worrying message raises the care flag: the teacher still sees it, marked; Maria does not.
  await studentThread.getByLabel(COPY.composer.label).fill(WORRYING);
  await studentThread.getByRole('button', { name: COPY.composer.send }).click();
  const flagged = page.getByTestId('thread').getByTestId('message').filter({ hasText: WORRYING });
  await expect(flagged).toContainText(COPY.thread.careFlag);
  await expect(
    studentThread.getByTestId('message').filter({ hasText: WORRYING }),
  ).not.toContainText(COPY.thread.careFlag);

  // The school's safeguarding lead (its admin, no lead being named) sees the flag at once.
  await goToSection(page, APP_SHELL.nav.teacher.safeguarding);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.safeguarding.title);
  const flag = page.getByTestId('care-flag');
  await expect(flag).toHaveCount(1);
  await expect(flag.getByRole('heading', { level: 2 })).toHaveText(
    COPY.safeguarding.by(school.student.name, school.classTitle),
  );
  await expect(flag).toContainText(COPY.safeguarding.categories['self-harm']);
  await expect(flag.getByRole('blockquote')).toHaveText(WORRYING);
  await checkAtBothWidths(page, 'safeguarding-flag');
  await flag.getByRole('link', { name: COPY.safeguarding.open }).click();
  await expect(page.getByTestId('thread').getByText(WORRYING)).toBeVisible();

  // The teacher mutes Maria for an hour from the people panel; Maria is told why she cannot write.
  await page.getByTestId('thread').getByText(COPY.members.summary(3)).click();
  const actions = page.getByRole('button', { name: COPY.members.actions(school.student.name) });
  await actions.click();
  await page.getByRole('menuitem', { name: COPY.members.mute.hour }).click();
  const result = page.getByTestId('member-action-result');
  await expect(result).toHaveText(COPY.members.done.muted(school.student.name));
  await expect(page.getByTestId('members')).toContainText(/muted until .*8:\d\d\sAM/);
  await student.reload();
  await expect(student.getByTestId('thread')).toContainText(CHAT_MESSAGES.muted);
  await expect(student.getByLabel(COPY.composer.label)).toHaveCount(0);
  // Lifted, she can write again.
  await actions.click();
  await page.getByRole('menuitem', { name: COPY.members.lift }).click();
  await expect(result).toHaveText(COPY.members.done.lifted(school.student.name));
  await expect(page.getByTestId('members')).not.toContainText('muted');
  await student.reload();
  await expect(student.getByLabel(COPY.composer.label)).toBeVisible();
  await student.context().close();
});

test('the school’s admin finds the conversation and exports it, and the teacher sees the record', async ({
  page,
}) => {
  await signInThroughApi(page, 'teacher', { email: school.email, password: DEMO_PASSWORD });
  await goToSection(page, APP_SHELL.nav.teacher.safeguarding);
  const search = page.getByRole('region', { name: COPY.oversight.title });
  await search.getByLabel(COPY.oversight.words).fill('Good Shepherd');
  await search.getByRole('button', { name: COPY.oversight.search }).click();
  const result = search.getByTestId('oversight-result');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText(school.student.name);
  // The count is of the messages that hold the words.
  await expect(result).toContainText(COPY.oversight.count(1));
  await checkAtBothWidths(page, 'oversight');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    result.getByRole('link', { name: /CSV/ }).click(),
  ]);
  const csvText = await readDownload(csv);
  expect(csvText).toContain(FIRST);
  expect(csvText).toContain(LATE_REPLY);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    result.getByRole('link', { name: /PDF/ }).click(),
  ]);
  expect((await readDownload(pdf)).slice(0, 5)).toBe('%PDF-');

  // The class's teacher (here the same person) sees both exports in the record of reads.
  await page.reload();
  const record = page.getByRole('region', { name: COPY.oversightLog.title });
  await expect(record.getByTestId('oversight-log').getByRole('listitem')).toHaveCount(2);
  await expect(record.getByTestId('oversight-log')).toContainText(
    COPY.oversightLog.entry(school.teacherName, 'export'),
  );
});

async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
