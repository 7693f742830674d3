import type { Browser, Page, TestInfo } from '@playwright/test';
import { LECTIO_SCREENS, ROOM_SCREENS } from '../../common/copy/rooms-screens';
import { ROOM_STATE_COPY } from '../../common/copy/rooms';
import { CLOSE_WARNING_SECONDS } from '../../common/rooms/sessions';
import { roomPagePath } from '../../common/routes';
import { CLASSROOM_API } from '../../common/schemas/classroom';
import { ROOMS_API } from '../../common/schemas/rooms';
import { DEMO, signedInPage } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { assignTo, classWithStudent, signedInNewStudent } from '../support/student-class';
import { runRoomsClock, teacherPost, writingSession } from '../support/writing-rooms';

/**
 * Issue 18, points 3, 4, 8 and 9: a writing room's page in each of its states, as students
 * and a teacher who drops in see it, live: locked until Start, two students writing together
 * with the teacher present, a call for help and a broadcast, paused and resumed, a student
 * moved out, the 60-second warning and closed; and a Lectio Divina circle's four movements.
 * Every state passes axe at 1280 and 375 px with no sideways scroll, and is kept as a
 * screenshot at both widths.
 */

test.describe.configure({ timeout: 180_000 });

const runId = () => Date.now().toString(36);

/** axe, the width check and a screenshot of the page at both widths; back to desktop after. */
async function checkState(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    const path = testInfo.outputPath(`${name}-${viewport.width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${size}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** A class of the demo teacher with its students signed in, each in a browser of their own. */
async function classOf(browser: Browser, names: string[]) {
  const run = runId();
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  await teacher.goto('/teacher');
  const { classId, student } = await classWithStudent(teacher, run);
  const added = await teacher.request.post(CLASSROOM_API.students(classId), {
    headers: { origin: new URL(teacher.url()).origin },
    data: { students: names.map((firstName) => ({ firstName, lastName: `Room${run}` })) },
  });
  expect(added.status()).toBe(201);
  const others = ((await added.json()) as { students: (typeof student)[] }).students;
  const activity = await assignTo(teacher, classId, `Rooms ${run}`);
  const students = [student, ...others];
  const pages = await Promise.all(students.map((one) => signedInNewStudent(browser, one)));
  return { teacher, classId, activity, students, pages };
}

const textOf = (page: Page) => page.getByTestId('room-text');
const textbox = (page: Page) => textOf(page).getByRole('textbox');
const stateOf = (page: Page) => page.getByTestId('room-state');

test('a group room through its life: locked, written together live, paused, moved, warned and closed', async ({
  browser,
}, testInfo) => {
  const { teacher, classId, activity, students, pages } = await classOf(browser, ['Ben', 'Cara']);
  const [lena, ben, cara] = students.map((one) => one.id);
  const [lenaPage, benPage] = pages as [Page, Page, Page];
  const { sessionId, roomIds } = await writingSession(teacher, {
    classId,
    activityId: activity.id,
    groups: [[lena!, ben!], [cara!]],
    start: false,
  });
  const [roomId, otherRoomId] = roomIds as [string, string];

  // Locked: the room is there to read, not to write.
  await lenaPage.goto(roomPagePath('student', roomId));
  await expect(stateOf(lenaPage)).toContainText(ROOM_STATE_COPY.locked);
  await expect(lenaPage.getByTestId('read-only-reason')).toHaveText(ROOM_SCREENS.readOnly.locked);
  await expect(textbox(lenaPage)).toHaveAttribute('aria-readonly', 'true');
  await checkState(lenaPage, testInfo, 'locked');

  // Start: the pen arrives without a reload.
  await teacherPost(teacher, ROOMS_API.start(sessionId), { minutes: null });
  await expect(stateOf(lenaPage)).toContainText(ROOM_STATE_COPY.open);
  await expect(textbox(lenaPage)).toHaveAttribute('aria-readonly', 'false');

  // Two students write together and see each other's words live; the teacher drops in.
  await benPage.goto(roomPagePath('student', roomId));
  await textbox(lenaPage).click();
  await lenaPage.keyboard.type('The Lord is my shepherd.');
  await expect(textOf(benPage)).toContainText('The Lord is my shepherd.');
  await textbox(benPage).click();
  await benPage.keyboard.press('ControlOrMeta+End');
  await benPage.keyboard.press('Enter');
  await benPage.keyboard.type('He walks with us.');
  await expect(textOf(lenaPage)).toContainText('He walks with us.');
  await expect(lenaPage.getByTestId('presence')).toContainText(`Ben R.`);

  // Formatting by keyboard: the toolbar is one Tab stop before the text.
  await textbox(lenaPage).press('Shift+Tab');
  await expect(lenaPage.getByRole('button', { name: 'Bold' })).toBeFocused();
  await lenaPage.keyboard.press('ArrowRight');
  await expect(lenaPage.getByRole('button', { name: 'Italic' })).toBeFocused();

  // A picture pasted (Lena is in grade 6, under 13) is refused, politely.
  await textbox(lenaPage).click();
  await textbox(lenaPage).evaluate((editor) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(lenaPage.getByText(ROOM_SCREENS.images)).toBeVisible();
  // (ProseMirror's own separator images, beside a caret, are not pictures.)
  await expect(textOf(lenaPage).locator('img:not(.ProseMirror-separator)')).toHaveCount(0);
  await teacher.goto(roomPagePath('teacher', roomId));
  await expect(textOf(teacher)).toContainText('He walks with us.');
  for (const page of [lenaPage, benPage]) {
    await expect(page.getByText(ROOM_SCREENS.presence.teacherHere)).toBeVisible();
  }

  // A call for help, and a broadcast that reaches the room.
  await lenaPage.getByRole('button', { name: ROOM_SCREENS.help.ask }).click();
  await expect(lenaPage.getByText(ROOM_SCREENS.help.asked)).toBeVisible();
  await expect(lenaPage.getByRole('button', { name: ROOM_SCREENS.help.ask })).toBeDisabled();
  await teacherPost(teacher, ROOMS_API.broadcast(sessionId), {
    body: 'Five more minutes, then we share.',
  });
  await expect(lenaPage.getByText('Five more minutes, then we share.')).toBeVisible();
  await checkState(lenaPage, testInfo, 'open');
  await checkState(teacher, testInfo, 'teacher');

  // Paused: everyone reads, nobody writes, and the page says why; resumed, the pen is back.
  await teacherPost(teacher, ROOMS_API.pause(roomId), { paused: true });
  await expect(stateOf(lenaPage)).toContainText(ROOM_STATE_COPY.paused);
  await expect(textbox(lenaPage)).toHaveAttribute('aria-readonly', 'true');
  await expect(lenaPage.getByTestId('read-only-reason')).toHaveText(ROOM_SCREENS.readOnly.paused);
  await checkState(lenaPage, testInfo, 'paused');
  await teacherPost(teacher, ROOMS_API.pause(roomId), { paused: false });
  await expect(textbox(lenaPage)).toHaveAttribute('aria-readonly', 'false');
  await textbox(lenaPage).click();
  await lenaPage.keyboard.press('ControlOrMeta+End');
  await lenaPage.keyboard.type(' Still waters.');
  await expect(textOf(benPage)).toContainText('Still waters.');

  // Ben is moved to the other room: his page here takes the pen away and says why.
  await teacherPost(teacher, ROOMS_API.move(sessionId), { studentId: ben, roomId: otherRoomId });
  await expect(benPage.getByText(ROOM_SCREENS.notFoundTitle)).toBeVisible();
  await expect(textbox(benPage)).toHaveCount(0);
  await checkState(benPage, testInfo, 'moved');

  // The 60-second warning, then closed: what was written stays, read-only.
  await teacherPost(teacher, ROOMS_API.close(sessionId), { warn: true });
  await expect(lenaPage.getByTestId('closing-warning')).toContainText(
    ROOM_SCREENS.countdown.warning,
  );
  await expect(lenaPage.getByTestId('closing-warning')).toContainText(/Closing in \d+ seconds/);
  await checkState(lenaPage, testInfo, 'countdown');
  await runRoomsClock(teacher, CLOSE_WARNING_SECONDS + 1);
  await expect(stateOf(lenaPage)).toContainText(ROOM_STATE_COPY.closed);
  await expect(textbox(lenaPage)).toHaveAttribute('aria-readonly', 'true');
  await expect(textOf(lenaPage)).toContainText('Still waters.');
  await expect(lenaPage.getByTestId('closing-warning')).toHaveCount(0);
  await checkState(lenaPage, testInfo, 'closed');

  for (const page of [...pages, teacher]) await page.context().close();
});

test('a Lectio Divina circle moves through its four movements', async ({ browser }, testInfo) => {
  const { teacher, classId, activity, students, pages } = await classOf(browser, ['Ben']);
  const [lenaPage, benPage] = pages as [Page, Page];
  const { sessionId, roomIds } = await writingSession(teacher, {
    classId,
    activityId: activity.id,
    groups: [students.map((one) => one.id)],
    kind: 'lectio',
    phaseMinutes: 5,
  });
  const roomId = roomIds[0]!;
  await lenaPage.goto(roomPagePath('student', roomId));
  await benPage.goto(roomPagePath('student', roomId));
  const { phases } = LECTIO_SCREENS;

  // Lectio: a word selected in the passage, and one typed, are marked for the whole group.
  await expect(lenaPage.getByRole('heading', { name: phases.lectio.name })).toBeVisible();
  await lenaPage.getByTestId('passage').dblclick({ position: { x: 40, y: 12 } });
  const selected = await lenaPage.evaluate(() => window.getSelection()?.toString().trim() ?? '');
  expect(selected).not.toBe('');
  await lenaPage.getByRole('button', { name: LECTIO_SCREENS.struck.button }).click();
  await expect(benPage.getByTestId('struck-words')).toContainText(selected);
  await benPage.getByLabel(LECTIO_SCREENS.struck.fieldLabel).fill('still waters');
  await benPage.keyboard.press('Enter');
  await expect(lenaPage.getByTestId('struck-words')).toContainText('still waters');
  await expect(lenaPage.getByTestId('struck-words')).toContainText(
    LECTIO_SCREENS.struck.by('Ben R.'),
  );
  await checkState(lenaPage, testInfo, 'lectio');

  // Meditatio: the shared reflection.
  await teacherPost(teacher, ROOMS_API.phase(sessionId), { phase: 'meditatio' });
  await expect(lenaPage.getByRole('heading', { name: phases.meditatio.name })).toBeVisible();
  await textbox(lenaPage).click();
  await lenaPage.keyboard.type('Still waters: rest when I am anxious.');
  await expect(textOf(benPage)).toContainText('rest when I am anxious');
  await checkState(lenaPage, testInfo, 'meditatio');

  // Oratio: a private prayer, saved by itself; only the teacher reads it.
  await teacherPost(teacher, ROOMS_API.phase(sessionId), { phase: 'oratio' });
  await expect(lenaPage.getByRole('heading', { name: phases.oratio.name })).toBeVisible();
  await expect(textOf(lenaPage)).toHaveCount(0);
  await lenaPage.getByLabel(LECTIO_SCREENS.prayer.label).fill('Lord, lead me beside still waters.');
  await expect(lenaPage.getByTestId('prayer-status')).toHaveText(LECTIO_SCREENS.prayer.saved);
  const prayers = (await (await teacher.request.get(ROOMS_API.prayers(sessionId))).json()) as {
    body: string;
  }[];
  expect(prayers.map((prayer) => prayer.body)).toContain('Lord, lead me beside still waters.');
  await expect(benPage.getByText('Lord, lead me')).toHaveCount(0);
  await checkState(lenaPage, testInfo, 'oratio');

  // Contemplatio: a quiet screen.
  await teacherPost(teacher, ROOMS_API.phase(sessionId), { phase: 'contemplatio' });
  await expect(lenaPage.getByRole('heading', { name: phases.contemplatio.name })).toBeVisible();
  await expect(lenaPage.getByText(LECTIO_SCREENS.quiet)).toBeVisible();
  await checkState(lenaPage, testInfo, 'contemplatio');

  for (const page of [...pages, teacher]) await page.context().close();
});
