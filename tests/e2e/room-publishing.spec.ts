import type { Browser, Page } from '@playwright/test';
import { CLASSROOM_SCREENS } from '../../common/copy/classroom-screens';
import { ROOMS_TEACHER_COPY } from '../../common/copy/rooms-teacher';
import { classTabPath, roomPagePath } from '../../common/routes';
import { ROOMS_API, type TeacherSession } from '../../common/schemas/rooms';
import { DEMO, signedInPage } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { assignTo, classWithStudent, signedInNewStudent } from '../support/student-class';

/**
 * Issue 18, point 10: a closed group room goes into the class book as one piece that lists
 * all its authors. The teacher publishes it from the live view, finds it on the Books tab
 * under "Written together", can leave it out, and a book made with it counts it once for
 * both its writers. The teacher's part is done by keyboard alone.
 */

const BOOKS = CLASSROOM_SCREENS.books;
const ROOM = ROOMS_TEACHER_COPY.room;

/**
 * A student opens the room and writes `words` at the end of its text, once the text holds
 * `after` (what was written before them, so the words follow it rather than land inside it).
 */
async function writeInRoom(
  browser: Browser,
  student: Parameters<typeof signedInNewStudent>[1],
  roomId: string,
  words: string,
  after = '',
) {
  const page = await signedInNewStudent(browser, student);
  await page.goto(roomPagePath('student', roomId));
  await expect(page.getByTestId('room-text')).toContainText(after);
  const box = page.getByRole('textbox', { name: /^Shared writing:/ });
  await box.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(words);
  await expect.poll(() => textWithoutCarets(page)).toContain(`${after}${words}`);
  return page;
}

/** The room's text as written: without the other writers' caret labels shown inside it. */
const textWithoutCarets = (page: Page) =>
  page.getByTestId('room-text').evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll('.collaboration-carets__caret')) caret.remove();
    return copy.textContent ?? '';
  });

/** axe and fit at both widths. */
async function checkScreen(page: Page) {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await expectFitsWidth(page);
    await expectNoAxeViolations(page);
  }
}

test('a teacher publishes a closed room into the class book as one piece by all its writers', async ({
  browser,
}) => {
  // Three students' and a teacher's pages, and three screens checked at two widths.
  test.setTimeout(120_000);
  const run = `pub${Date.now().toString(36)}`;
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  await teacher.goto('/teacher');
  const { classId, student: lena } = await classWithStudent(teacher, run);
  const added = await teacher.request.post(`/api/classroom/classes/${classId}/students`, {
    headers: { origin: new URL(teacher.url()).origin },
    data: { students: [{ firstName: 'Ana', lastName: `Room${run}` }] },
  });
  expect(added.status()).toBe(201);
  const [ana] = (await added.json()).students as (typeof lena)[];
  const activity = await assignTo(teacher, classId, `Good Shepherd ${run}`);
  const lenaName = `Lena Home${run}`;
  const anaName = `Ana Room${run}`;

  // Made, started and closed by keyboard: two students at random make one room of two.
  await teacher.goto(classTabPath(classId, 'rooms'));
  await teacher.getByRole('button', { name: 'New writing rooms' }).first().press('Enter');
  await teacher.getByLabel('Activity').selectOption({ label: activity.title });
  await teacher.getByRole('button', { name: 'Make rooms' }).press('Enter');
  await expect(teacher.getByText('The rooms are locked.', { exact: false })).toBeVisible();
  await teacher.getByRole('button', { name: 'Start', exact: true }).press('Enter');
  await expect(teacher.getByText('The rooms are open for writing.')).toBeVisible();
  const sessionId = new URL(teacher.url()).pathname.split('/').pop()!;
  const roomIds = (
    (await (await teacher.request.get(ROOMS_API.session(sessionId))).json()) as TeacherSession
  ).rooms.map((one) => one.id);
  expect(roomIds).toHaveLength(1);
  const lenaPage = await writeInRoom(browser, lena, roomIds[0]!, 'The Lord is my shepherd.');
  const anaPage = await writeInRoom(
    browser,
    ana!,
    roomIds[0]!,
    ' He leads me beside still waters.',
    'The Lord is my shepherd.',
  );
  await expect
    .poll(() => textWithoutCarets(lenaPage))
    .toContain('The Lord is my shepherd. He leads me beside still waters.');

  // While the room is open there is nothing to publish yet.
  const room = teacher.getByRole('listitem').filter({
    has: teacher.getByRole('heading', { name: 'Room 1' }),
  });
  await expect(room.getByText(lenaName)).toBeVisible();
  await expect(room.getByRole('button', { name: ROOM.publish('Room 1') })).toHaveCount(0);

  // Closed (after asking), then published with one key.
  await teacher.getByRole('button', { name: 'Close now' }).press('Enter');
  await teacher.getByRole('dialog').getByRole('button', { name: 'Close now' }).press('Enter');
  await expect(teacher.getByText('The rooms are closed.', { exact: false })).toBeVisible();
  await expect(room.getByText(ROOM.publishHint)).toBeVisible();
  await checkScreen(teacher);
  await room.getByRole('button', { name: ROOM.publish('Room 1') }).press('Enter');
  await expect(
    teacher.getByRole('status').filter({ hasText: ROOM.publishedNow('Room 1') }),
  ).toBeVisible();
  await expect(room.getByText(ROOM.published)).toBeVisible();
  await expect(room.getByRole('button', { name: ROOM.publish('Room 1') })).toHaveCount(0);
  await checkScreen(teacher);

  // The Books tab offers it under "Written together", ticked, counted for both writers.
  await room.getByRole('link', { name: ROOM.openBooks }).press('Enter');
  const form = teacher.getByRole('form', { name: BOOKS.create });
  await form.getByLabel(activity.title, { exact: true }).press('Space');
  await form.getByLabel(lenaName, { exact: true }).press('Space');
  const check = form.getByRole('region', { name: BOOKS.check });
  const piece = check.getByLabel(BOOKS.roomPieceLabel(activity.title, ['Ana', 'Lena']));
  // Ana is not chosen yet: the piece cannot print without naming her.
  await expect(piece).toBeDisabled();
  await expect(check).toContainText(BOOKS.missingAuthors([anaName]));
  await form.getByLabel(anaName, { exact: true }).press('Space');
  await expect(piece).toBeChecked();
  await expect(check.getByRole('heading', { name: BOOKS.together })).toBeVisible();
  await expect(check).toContainText(BOOKS.totals(1, 2));
  await expect(check.getByTestId('book-warnings')).toHaveCount(0);
  await checkScreen(teacher);

  // Left out with one click, and both writers are then left out with it.
  await piece.press('Space');
  await expect(piece).not.toBeChecked();
  await expect(check).toContainText(BOOKS.totals(0, 0));
  await expect(check.getByTestId('book-warnings').getByRole('listitem')).toHaveCount(2);
  await piece.press('Space');
  await expect(check).toContainText(BOOKS.totals(1, 2));

  const name = `Written Together ${run}`;
  await form.getByLabel(BOOKS.name).fill(name);
  await form.getByRole('button', { name: BOOKS.create }).press('Enter');
  await expect(form.getByRole('status')).toHaveText(BOOKS.created);
  await expect(teacher.locator(`[data-book="${name}"]`)).toContainText(BOOKS.counts(2, 1, 0));
  for (const page of [lenaPage, anaPage, teacher]) await page.context().close();
});
