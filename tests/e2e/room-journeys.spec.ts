import type { Browser, Page } from '@playwright/test';
import { classTabPath, roomContributionsPath, roomPagePath } from '../../common/routes';
import { ROOMS_API, type TeacherSession } from '../../common/schemas/rooms';
import { DEMO, signedInPage } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { assignTo, classWithStudent, signedInNewStudent } from '../support/student-class';
import { runRoomsClock, writingSession } from '../support/writing-rooms';

/**
 * Issue 18, point 14: the writing rooms as their users see them. A teacher splits a class of
 * nine into three rooms, starts them, drops into one, broadcasts and closes them after the
 * 60-second warning, while two students of one room see each other's words live; a student
 * moved mid-session loses the pen in the old room; the contribution view names each writer;
 * a Lectio Divina circle runs through its four movements.
 */

interface NewStudent {
  id: string;
  username: string;
  loginCode: string;
  firstName: string;
}

/** A class of the demo teacher with `count` new students and an assigned activity. */
async function classOf(teacher: Page, count: number, run: string) {
  await teacher.goto('/teacher');
  const { classId, student } = await classWithStudent(teacher, run);
  const names = ['Ana', 'Ben', 'Cara', 'Dan', 'Eva', 'Finn', 'Gia', 'Hugo'].slice(0, count - 1);
  const added = await teacher.request.post(`/api/classroom/classes/${classId}/students`, {
    headers: { origin: new URL(teacher.url()).origin },
    data: { students: names.map((firstName) => ({ firstName, lastName: `Room${run}` })) },
  });
  expect(added.status()).toBe(201);
  const more = ((await added.json()) as { students: Omit<NewStudent, 'firstName'>[] }).students;
  const students: NewStudent[] = [
    { ...student, firstName: 'Lena' },
    ...more.map((one, index) => ({ ...one, firstName: names[index]! })),
  ];
  const activity = await assignTo(teacher, classId, `Good Shepherd ${run}`);
  return { classId, students, activity };
}

const sessionOf = async (teacher: Page, sessionId: string) =>
  (await (await teacher.request.get(ROOMS_API.session(sessionId))).json()) as TeacherSession;

/** The student's shared text box, named by the room's prompt. */
const textboxOf = (page: Page) => page.getByRole('textbox', { name: /^Shared writing:/ });

async function openAsStudent(browser: Browser, student: NewStudent, roomId: string) {
  const page = await signedInNewStudent(browser, student);
  await page.goto(roomPagePath('student', roomId));
  await expect(page.getByTestId('room-text')).toBeVisible();
  return page;
}

async function checkScreen(page: Page) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await expectFitsWidth(page);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('a teacher splits nine students into three rooms, starts them, drops in, broadcasts and closes them after the 60-second warning; two students see each other write', async ({
  browser,
}) => {
  const run = `rooms${Date.now().toString(36)}`;
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const { classId, students, activity } = await classOf(teacher, 9, run);

  await teacher.goto(classTabPath(classId, 'rooms'));
  await expect(teacher.getByRole('heading', { name: 'Writing rooms', level: 2 })).toBeVisible();
  await expect(teacher.getByText('No writing rooms yet')).toBeVisible();
  await checkScreen(teacher);
  await teacher.getByRole('button', { name: 'New writing rooms' }).first().click();
  await teacher.getByLabel('Activity').selectOption({ label: activity.title });
  await expect(teacher.getByRole('radio', { name: 'At random' })).toBeChecked();
  await expect(teacher.getByLabel('Students per group')).toHaveValue('3');
  await checkScreen(teacher);
  await teacher.getByRole('button', { name: 'Make rooms' }).click();

  await expect(teacher.getByRole('heading', { level: 1, name: activity.title })).toBeVisible();
  await expect(teacher.getByText('The rooms are locked.', { exact: false })).toBeVisible();
  const rooms = teacher
    .getByRole('list', { name: 'Rooms', exact: true })
    .getByRole('heading', { level: 3 });
  await expect(rooms).toHaveCount(3);
  const sessionId = new URL(teacher.url()).pathname.split('/').pop()!;
  const session = await sessionOf(teacher, sessionId);
  expect(session.rooms.map((room) => room.members.length)).toEqual([3, 3, 3]);
  const room = session.rooms[0]!;
  const [first, second] = room.members.map((member) =>
    students.find((student) => student.id === member.studentId)!,
  );

  // Two students of the first room open it: locked, they read and wait.
  const one = await openAsStudent(browser, first!, room.id);
  const two = await openAsStudent(browser, second!, room.id);
  await expect(one.getByText('You can write once your teacher starts the rooms.')).toBeVisible();
  await expect(textboxOf(one)).toHaveAttribute('aria-readonly', 'true');

  await teacher.getByLabel('Timer in minutes (optional)').fill('20');
  await teacher.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(teacher.getByText('The rooms are open for writing.')).toBeVisible();
  await expect(teacher.getByText(/Rooms close at/)).toBeVisible();
  await expect(textboxOf(one)).toHaveAttribute('aria-readonly', 'false');
  await checkScreen(teacher);

  // Each sees the other's words live.
  await textboxOf(one).click();
  await one.keyboard.type('The Lord is my shepherd.');
  await expect(two.getByTestId('room-text')).toContainText('The Lord is my shepherd.');
  await textboxOf(two).click();
  await two.keyboard.press('End');
  await two.keyboard.type(' I shall not want.');
  await expect(one.getByTestId('room-text')).toContainText('I shall not want.');
  await checkScreen(one);

  // The teacher drops in: the students see an adult is present.
  await teacher.getByRole('link', { name: `Drop in to ${room.name}` }).click();
  await expect(teacher.getByTestId('room-text')).toContainText('I shall not want.');
  await expect(one.getByText('Your teacher is here')).toBeVisible();
  await teacher.getByRole('link', { name: 'Back to all rooms' }).click();
  await expect(teacher.getByRole('heading', { level: 1, name: activity.title })).toBeVisible();

  // A message to every room reaches the students' page.
  await teacher
    .getByRole('textbox', { name: 'Message to every room' })
    .fill('Five minutes left: finish your thought.');
  await teacher.getByRole('button', { name: 'Send to all rooms' }).click();
  await expect(teacher.getByRole('status').filter({ hasText: 'Sent to every room' })).toBeVisible();
  await expect(one.getByText('Five minutes left: finish your thought.')).toBeVisible();

  // The 60-second warning, then the rooms close, read-only, the words kept.
  await teacher.getByRole('button', { name: 'Close in 60 seconds' }).click();
  await expect(teacher.getByText(/Closing in \d+ seconds/)).toBeVisible();
  await expect(one.getByText('These rooms are closing. Finish your sentence.')).toBeVisible();
  await runRoomsClock(teacher, 61);
  await expect(
    one.getByText('This room is closed. What your group wrote stays here, read-only.'),
  ).toBeVisible();
  await expect(textboxOf(one)).toHaveAttribute('aria-readonly', 'true');
  await expect(one.getByTestId('room-text')).toContainText('The Lord is my shepherd.');
  await expect(teacher.getByText('The rooms are closed.', { exact: false })).toBeVisible();
  await checkScreen(teacher);
  for (const page of [one, two]) await page.context().close();
  await teacher.context().close();
});

test('a student moved mid-session can no longer write in the old room, and the contribution view names each writer', async ({
  browser,
}) => {
  const run = `moved${Date.now().toString(36)}`;
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const { classId, students, activity } = await classOf(teacher, 3, run);
  const [lena, ana, ben] = students;
  const { sessionId, roomIds } = await writingSession(teacher, {
    classId,
    activityId: activity.id,
    groups: [[lena!.id, ana!.id], [ben!.id]],
  });
  const lenaPage = await openAsStudent(browser, lena!, roomIds[0]!);
  const anaPage = await openAsStudent(browser, ana!, roomIds[0]!);
  await textboxOf(lenaPage).click();
  await lenaPage.keyboard.type('Lena wrote about green pastures.');
  // Ana writes after Lena's sentence, once it has reached her page (typed earlier, it would
  // land inside Lena's words, as it would for two people typing at once).
  await expect(anaPage.getByTestId('room-text')).toContainText('Lena wrote about green pastures.');
  await textboxOf(anaPage).click();
  await anaPage.keyboard.press('End');
  await anaPage.keyboard.type(' Ana wrote about still waters.');
  await expect(lenaPage.getByTestId('room-text')).toContainText('still waters');

  await teacher.goto(`/teacher/writing-sessions/${sessionId}`);
  const lenaName = `Lena Home${run}`;
  await expect(teacher.getByText(lenaName, { exact: true })).toBeVisible();
  // The live view counts each student's words.
  await expect(
    teacher
      .getByRole('listitem')
      .filter({ hasText: lenaName })
      .getByText(/5 words/)
      .first(),
  ).toBeVisible();
  await teacher.getByLabel(`Move ${lenaName} to`).selectOption({ label: 'Room 2' });
  await teacher
    .getByRole('listitem')
    .filter({ has: teacher.getByLabel(`Move ${lenaName} to`) })
    .last()
    .getByRole('button', { name: 'Move' })
    .click();
  await expect(
    teacher
      .getByRole('status')
      .filter({ hasText: `${lenaName} moved. Their 5 words stay in Room 1.` }),
  ).toBeVisible();
  // Lena's pen is gone in Room 1; her words stay there.
  await expect(
    lenaPage.getByText(/You can no longer write here|This room is not open to you/),
  ).toBeVisible();
  await expect(anaPage.getByTestId('room-text')).toContainText('green pastures');
  await lenaPage.goto('/student');
  await expect(
    lenaPage.getByRole('link', { name: `Go to Room 2: ${activity.title}` }),
  ).toBeVisible();

  // Who wrote what: each writer, with their words.
  await teacher.goto(roomContributionsPath('teacher', roomIds[0]!));
  await expect(teacher.getByRole('heading', { name: 'Who wrote what in Room 1' })).toBeVisible();
  await expect(teacher.getByText(lenaName).first()).toBeVisible();
  await expect(teacher.getByText(`Ana Room${run}`).first()).toBeVisible();
  await checkScreen(teacher);
  for (const page of [lenaPage, anaPage, teacher]) await page.context().close();
});

test('a Lectio Divina circle runs through its four movements', async ({ browser }) => {
  const run = `lectio${Date.now().toString(36)}`;
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const { classId, students, activity } = await classOf(teacher, 2, run);
  const { sessionId, roomIds } = await writingSession(teacher, {
    classId,
    activityId: activity.id,
    kind: 'lectio',
    groups: [students.map((student) => student.id)],
  });
  const student = await openAsStudent(browser, students[0]!, roomIds[0]!);
  await expect(student.getByText('Lectio · Reading')).toBeVisible();
  await teacher.goto(`/teacher/writing-sessions/${sessionId}`);
  await expect(teacher.getByRole('heading', { name: /Movement: Lectio/ })).toBeVisible();
  await checkScreen(student);

  await teacher.getByRole('button', { name: /Move on to Meditatio/ }).click();
  await expect(student.getByText('Meditatio · Reflecting')).toBeVisible();
  await expect(textboxOf(student)).toHaveAttribute('aria-readonly', 'false');

  await teacher.getByRole('button', { name: /Move on to Oratio/ }).click();
  await expect(student.getByText('Oratio · Praying')).toBeVisible();
  await student.getByLabel('Your prayer').fill('Lord, lead me beside still waters.');
  await expect(student.getByText('Saved', { exact: true })).toBeVisible();
  await expect(teacher.getByText('Lord, lead me beside still waters.')).toBeVisible();
  await checkScreen(student);

  await teacher.getByRole('button', { name: /Move on to Contemplatio/ }).click();
  await expect(student.getByText('Contemplatio · Resting')).toBeVisible();
  await expect(student.getByText('Be still.')).toBeVisible();
  await checkScreen(student);
  await checkScreen(teacher);
  await student.context().close();
  await teacher.context().close();
});
