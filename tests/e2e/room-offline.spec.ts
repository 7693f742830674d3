import { roomPagePath } from '../../common/routes';
import { ROOMS_API, type RoomView } from '../../common/schemas/rooms';
import { DEMO, signedInPage } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { assignTo, classWithStudent, signedInNewStudent } from '../support/student-class';
import { occurrences, roomLine, writingSession } from '../support/writing-rooms';

/**
 * Issue 18, point 11: typing in a writing room goes on through a dropped connection. The
 * student's words are kept on the device (y-indexeddb) with the banner "Saved on this device
 * — will sync"; the page goes away while still offline; back online, the room opens with the
 * words once, and the teacher, who dropped in, sees them once.
 */

const BANNER = 'Saved on this device — will sync';
const ONLINE = 'We walk together.';
const OFFLINE = 'Written on the bus with no signal.';

test('words typed offline survive a reload and reach the room once', async ({ browser }) => {
  const run = `offline${Date.now().toString(36)}`;
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  await teacher.goto('/teacher');
  const { classId, student } = await classWithStudent(teacher, run);
  const activity = await assignTo(teacher, classId, `Rooms ${run}`);
  const {
    roomIds: [roomId],
  } = await writingSession(teacher, {
    classId,
    activityId: activity.id,
    groups: [[student.id]],
  });
  const page = await signedInNewStudent(browser, student);
  const line = await roomLine(page.context());
  const studentText = page.getByTestId('room-text');
  const teacherText = teacher.getByTestId('room-text');

  // The teacher drops in; the student writes, and both see it.
  await teacher.goto(roomPagePath('teacher', roomId!));
  await page.goto(roomPagePath('student', roomId!));
  await expect(page.getByText('Your teacher is here')).toBeVisible();
  // The shared text is named by the room's prompt.
  const view = (await (
    await page.request.get(ROOMS_API.room('student', roomId!))
  ).json()) as RoomView;
  const textbox = page.getByRole('textbox', { name: view.session.prompt });
  await expect(textbox).toHaveAttribute('aria-readonly', 'false');
  await textbox.click();
  await page.keyboard.type(ONLINE);
  await expect(teacherText).toContainText(ONLINE);

  // The line drops: the student goes on typing, the page says where the words are.
  await line.cut();
  await page.keyboard.type(` ${OFFLINE}`);
  await expect(page.getByTestId('offline-banner')).toHaveText(BANNER);
  await expect(studentText).toContainText(OFFLINE);
  await expect(textbox).toHaveAttribute('aria-readonly', 'false');
  expect(await teacherText.textContent()).not.toContain(OFFLINE);

  // The page is reloaded while still offline: the browser has no page to show.
  await page.reload().catch(() => undefined);
  await expect(studentText).toHaveCount(0);
  expect(await teacherText.textContent()).not.toContain(OFFLINE);

  // Online again: the room opens with the words once, and they reach the teacher once.
  await line.restore();
  await page.goto(roomPagePath('student', roomId!));
  await expect(studentText).toContainText(OFFLINE);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await expect(teacherText).toContainText(OFFLINE);
  for (const text of [await studentText.textContent(), await teacherText.textContent()]) {
    expect(occurrences(text ?? '', OFFLINE)).toBe(1);
    expect(occurrences(text ?? '', ONLINE)).toBe(1);
  }
  // And after the teacher's page reads the room afresh from the server.
  await teacher.reload();
  await expect(teacherText).toContainText(OFFLINE);
  expect(occurrences((await teacherText.textContent()) ?? '', OFFLINE)).toBe(1);

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
  await page.context().close();
  await teacher.context().close();
});
